// Measuring tools shared by bench/run.mjs and the sections under bench/sections/.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { debianChromium, ensureChromium } from '../scripts/ensure-chromium.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(repoRoot, 'node_modules', '.bin', 'next');
const nextJs = path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next');

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * Debian's full Chromium with the end-to-end tests' flags (read from playwright.config.ts). The
 * tests run on Debian's headless shell, which is faster to open; Lighthouse and the page
 * measurements here want the browser a visitor runs.
 */
export async function chromiumLaunchOptions() {
  // Node warns that it reparses the TypeScript config as an ES module; that is expected here.
  const listeners = process.listeners('warning');
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (warning.code !== 'MODULE_TYPELESS_PACKAGE_JSON')
      for (const listener of listeners) listener(warning);
  });
  const { default: config } = await import(path.join(repoRoot, 'playwright.config.ts'));
  const launch = config.use?.launchOptions ?? {};
  return {
    ...launch,
    executablePath: ensureChromium(debianChromium.bench),
  };
}

/** A free TCP port on 127.0.0.1 (`port` itself when given: it rejects if that one is taken). */
export function freePort(port = 0) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `next build` for the app (dir = repo root) or the bare page. Next adds its dist folder's type
 * globs to tsconfig.json on every build; the file is put back as it was so the tree stays clean.
 */
export function nextBuild({ dir = repoRoot, distDir, env = {} }) {
  const tsconfig = path.join(repoRoot, 'tsconfig.json');
  const before = readFileSync(tsconfig, 'utf8');
  try {
    execFileSync(nextBin, ['build', dir], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, ...env },
    });
  } finally {
    if (readFileSync(tsconfig, 'utf8') !== before) writeFileSync(tsconfig, before);
  }
}

/**
 * `next start` with a fresh data directory, on `port` (a free one when not given); resolves once
 * `/` answers.
 */
export async function nextStart({ dir = repoRoot, distDir, name, port: wantedPort, env = {} }) {
  // A taken port would let another server answer the readiness check below: refuse it first.
  const port = await freePort(wantedPort).catch((error) => {
    throw new Error(`${name}: port ${wantedPort} is not free (${error.code ?? error})`);
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-data-`));
  // No -H: with a non-default host Next 16 proxies the locale rewrite over the network and
  // every page 307-loops (vercel/next.js#94745).
  // BENCH_SERVER_NODE_ARGS adds flags to the server's Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p"
  // to profile it under the load (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The site runs as `npm start` runs it in production (scripts/serve.mjs: Next's handler behind
  // a plain Node server that serves the prerendered pages precompressed); the bare page as
  // `next start`, the baseline Next gives anyone.
  const command =
    dir === repoRoot
      ? [...nodeArgs, path.join(repoRoot, 'scripts', 'serve.mjs')]
      : [...nodeArgs, nextJs, 'start', dir, '-p', String(port)];
  const child = spawn(process.execPath, command, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      ...env,
    },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${name} server exited:\n${output}`);
    }
    try {
      // A redirect loop or a server error means the site is not servable: fail loudly.
      const response = await fetch(`${baseUrl}/`, { redirect: 'manual' });
      if (response.status === 200) break;
      if (response.status !== 503) {
        await stop();
        throw new Error(`${name}: GET / answered ${response.status}\n${output}`);
      }
    } catch (error) {
      if (!(error instanceof TypeError)) throw error; // TypeError: not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} server did not answer in 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    name,
    baseUrl,
    log: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) =>
        child.exitCode !== null ? resolve() : child.once('exit', resolve),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The HTML of a page as the server sends it: raw bytes and gzip -9 bytes. */
export async function measureHtml(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { htmlBytes: body.length, htmlGzipBytes: gzipSize(body) };
}

/**
 * The requests of a page in flight. `quietFor(ms)` resolves once none has been in flight, and
 * none has started or ended, for `ms` milliseconds (Playwright's 'networkidle' fires once per
 * navigation, so it cannot tell about the requests that come after it).
 */
function watchNetwork(page, timeoutMs = 60_000) {
  const inFlight = new Set();
  let lastChange = performance.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = performance.now();
  });
  for (const event of ['requestfinished', 'requestfailed'])
    page.on(event, (request) => {
      inFlight.delete(request);
      lastChange = performance.now();
    });
  return {
    async quietFor(ms) {
      const deadline = performance.now() + timeoutMs;
      while (inFlight.size > 0 || performance.now() - lastChange < ms) {
        if (performance.now() > deadline)
          throw new Error(
            `${page.url()}: the network was not quiet for ${ms} ms within ${timeoutMs} ms (${inFlight.size} requests in flight)`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * The JavaScript a fresh browser (empty cache) loads for a page, each body gzipped at level 9 so
 * both sides are compared at the same compression. First-load JS is every script requested
 * before the page's load event (what the page needs to be interactive, Next's "First Load JS");
 * scripts fetched after it (the toaster loaded on idle, route prefetches of visible links) are
 * counted apart as deferred JS, until the network has been idle for a second.
 */
export async function measureFirstLoadJs(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(
      response.url(),
      response.body().catch(() => Buffer.alloc(0)),
    );
  });
  const network = watchNetwork(page);
  await page.goto(url, { waitUntil: 'load' });
  await network.quietFor(1000);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      loadEventStart: navigation.loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    };
  });
  const startTimes = new Map(timing.scripts.map((entry) => [entry.url, entry.startTime]));
  const totals = { jsBytes: 0, jsGzipBytes: 0, deferredJsBytes: 0, deferredJsGzipBytes: 0 };
  const files = [];
  for (const [scriptUrl, bodyPromise] of bodies) {
    const body = await bodyPromise;
    const gzipBytes = gzipSize(body);
    const startTime = startTimes.get(scriptUrl);
    // Scripts in the HTML itself may be missing from the resource timeline: they are first-load.
    const deferred = startTime !== undefined && startTime >= timing.loadEventStart;
    if (deferred) {
      totals.deferredJsBytes += body.length;
      totals.deferredJsGzipBytes += gzipBytes;
    } else {
      totals.jsBytes += body.length;
      totals.jsGzipBytes += gzipBytes;
    }
    files.push({ url: new URL(scriptUrl).pathname, bytes: body.length, gzipBytes, deferred });
  }
  await context.close();
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { ...totals, scriptCount: files.filter((file) => !file.deferred).length, files };
}

/** What every browser sends: a server that compresses answers each request compressed, as in use. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Requests per second with autocannon (a short warm-up first, not counted), asking for compressed
 * answers as browsers do (`Accept-Encoding`): without it Next sends raw HTML, which no visitor gets.
 */
export async function measureThroughput(url, { connections = 50, duration = 10, warmup = 2 } = {}) {
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  if (warmup) await autocannon({ url, connections, duration: warmup, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    connections,
    durationSeconds: duration,
  };
}

export async function launchBrowser() {
  return chromium.launch(await chromiumLaunchOptions());
}
