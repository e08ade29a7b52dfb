// `npm run bench`: builds the site and a bare Next.js page (bench/bare), serves both on free
// ports with fresh data directories, and compares the home page with the bare page: first-load
// JavaScript (gzip -9 of every script the browser requests before the load event; scripts
// fetched later on purpose are reported as deferred JS), HTML size, and requests per second
// (autocannon, 50 connections, 10 s). Results are printed and written to bench/results/latest.json.
//
// Sections: every bench/sections/*.mjs exporting `async function run(ctx)` runs afterwards, in
// name order, against the served site. ctx = { baseUrl, bareBaseUrl, browser, launchOptions,
// chromiumPath, measureHtml, measureFirstLoadJs, measureThroughput, gzipSize, log, results };
// whatever run() returns is stored under results.sections[<file name>], and an array of flat
// objects is also printed as a table.
//
// Options: --skip-build reuses the last builds; --no-sections runs only the comparison;
// --only=<section,...> runs only those sections; BENCH_ROUNDS=<n> load rounds per server (2; 0
// skips the throughput runs);
// NEXT_DIST_DIR=<dir> builds into <dir> (and bench/bare/<dir>) instead of .next-bench, so
// parallel benches do not share a build; BENCH_SITE_PORT=<port> serves the site there (a free
// port otherwise).
//
// The site is built with NEXT_PUBLIC_SITE_URL set to the origin it is then served on, so its
// canonical URLs, hreflang links and sitemap name the pages as the browser reaches them (the
// default, http://localhost:3000, is another origin). The origin is kept in the build folder
// (bench-origin.json) so --skip-build serves the build on the port it was made for.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  chromiumLaunchOptions,
  freePort,
  gzipSize,
  launchBrowser,
  measureFirstLoadJs,
  measureHtml,
  measureThroughput,
  nextBuild,
  nextStart,
  repoRoot,
} from './helpers.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const noSections = args.includes('--no-sections');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
const bareDir = path.join(repoRoot, 'bench', 'bare');
// Issue 36's goals: first-load JS at most 1.05x the bare page's, throughput at least 0.9x.
const targets = { firstLoadJsRatioMax: 1.05, throughputRatioMin: 0.9 };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const originFile = path.join(repoRoot, distDir, 'bench-origin.json');
let siteOrigin;
if (skipBuild) {
  if (!existsSync(originFile))
    throw new Error(`--skip-build: no ${path.relative(repoRoot, originFile)}; run once without it`);
  siteOrigin = JSON.parse(readFileSync(originFile, 'utf8')).origin;
} else {
  siteOrigin = `http://127.0.0.1:${Number(process.env.BENCH_SITE_PORT) || (await freePort())}`;
  console.log(
    `\n== Building the site (NEXT_DIST_DIR=${distDir}, NEXT_PUBLIC_SITE_URL=${siteOrigin}) ==`,
  );
  // The benchmark measures output, not types: the type check belongs to CI and `npm run serve`.
  nextBuild({
    distDir,
    env: {
      NEXT_SKIP_TYPECHECK: process.env.NEXT_SKIP_TYPECHECK ?? '1',
      NEXT_PUBLIC_SITE_URL: siteOrigin,
    },
  });
  writeFileSync(originFile, `${JSON.stringify({ origin: siteOrigin })}\n`);
  console.log(`\n== Building the bare page (bench/bare, ${distDir}) ==`);
  nextBuild({ dir: bareDir, distDir });
}

const servers = [];
let browser;
const results = {
  date: new Date().toISOString(),
  node: process.version,
  targets,
  pages: {},
  sections: {},
};
try {
  const site = await nextStart({
    distDir,
    name: 'site',
    port: Number(new URL(siteOrigin).port),
    env: { NEXT_PUBLIC_SITE_URL: siteOrigin },
  });
  servers.push(site);
  const bare = await nextStart({ dir: bareDir, distDir, name: 'bare' });
  servers.push(bare);
  browser = await launchBrowser();

  const subjects = [
    ['site home', site],
    ['bare page', bare],
  ];
  for (const [name, server] of subjects) {
    const url = `${server.baseUrl}/`;
    console.log(`\n== Measuring ${name} (${url}) ==`);
    const js = await measureFirstLoadJs(browser, url);
    const html = await measureHtml(url);
    results.pages[name] = { url, ...js, ...html };
  }
  // The machine may be shared: the two servers are loaded in alternation, `rounds` times each,
  // and the best round of each counts (the one least disturbed by other work).
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  for (let round = 1; round <= rounds; round++) {
    for (const [name, server] of subjects) {
      console.log(
        `== Throughput ${name}, round ${round}/${rounds} (autocannon, 50 connections, 10 s) ==`,
      );
      const throughput = await measureThroughput(`${server.baseUrl}/`);
      const page = results.pages[name];
      (page.rounds ??= []).push(throughput);
      if (!page.requestsPerSecond || throughput.requestsPerSecond > page.requestsPerSecond)
        Object.assign(page, throughput);
    }
  }
  results.loadAverage = os.loadavg();

  const siteHome = results.pages['site home'];
  const barePage = results.pages['bare page'];
  results.ratios = {
    firstLoadJs: siteHome.jsGzipBytes / barePage.jsGzipBytes,
    htmlGzip: siteHome.htmlGzipBytes / barePage.htmlGzipBytes,
    // No load rounds (BENCH_ROUNDS=0): no throughput to compare.
    throughput: rounds > 0 ? siteHome.requestsPerSecond / barePage.requestsPerSecond : null,
  };
  results.pass = {
    firstLoadJs: results.ratios.firstLoadJs <= targets.firstLoadJsRatioMax,
    throughput: rounds > 0 ? results.ratios.throughput >= targets.throughputRatioMin : null,
  };

  console.log('\nHome page against a bare Next.js page');
  console.table(
    Object.fromEntries(
      Object.entries(results.pages).map(([name, page]) => [
        name,
        {
          'first-load JS (gzip)': kb(page.jsGzipBytes),
          'JS (raw)': kb(page.jsBytes),
          scripts: page.scriptCount,
          'deferred JS (gzip)': kb(page.deferredJsGzipBytes),
          'HTML (raw)': kb(page.htmlBytes),
          'HTML (gzip)': kb(page.htmlGzipBytes),
          'req/s': Math.round(page.requestsPerSecond),
          'p99 ms': page.latencyP99Ms,
          'non-2xx': page.non2xx,
        },
      ]),
    ),
  );
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  console.log(
    `first-load JS ratio ${results.ratios.firstLoadJs.toFixed(3)} (target ≤ ${targets.firstLoadJsRatioMax}): ${mark(results.pass.firstLoadJs)}`,
  );
  console.log(
    rounds > 0
      ? `throughput ratio    ${results.ratios.throughput.toFixed(3)} (target ≥ ${targets.throughputRatioMin}): ${mark(results.pass.throughput)}`
      : 'throughput ratio    not measured (BENCH_ROUNDS=0)',
  );
  console.log(`HTML (gzip) ratio   ${results.ratios.htmlGzip.toFixed(3)}`);
  console.log(
    `req/s per round: ${subjects.map(([name]) => `${name} ${(results.pages[name].rounds ?? []).map((r) => Math.round(r.requestsPerSecond)).join(', ')}`).join('; ')}` +
      ` (load average ${results.loadAverage.map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs)`,
  );
  console.log('\nLargest scripts of the home page (gzip):');
  for (const file of siteHome.files.slice(0, 10)) {
    console.log(
      `  ${kb(file.gzipBytes).padStart(9)}  ${file.url}${file.deferred ? '  (deferred, after load)' : ''}`,
    );
  }

  const sectionsDir = path.join(repoRoot, 'bench', 'sections');
  const sectionFiles =
    noSections || !existsSync(sectionsDir)
      ? []
      : readdirSync(sectionsDir)
          .filter((file) => file.endsWith('.mjs'))
          .filter((file) => !only || only.includes(path.basename(file, '.mjs')))
          .sort();
  const launchOptions = await chromiumLaunchOptions();
  for (const file of sectionFiles) {
    const name = path.basename(file, '.mjs');
    console.log(`\n== Section ${name} ==`);
    try {
      const section = await import(pathToFileURL(path.join(sectionsDir, file)).href);
      const value = await section.run({
        baseUrl: site.baseUrl,
        bareBaseUrl: bare.baseUrl,
        browser,
        launchOptions,
        chromiumPath: launchOptions.executablePath,
        measureHtml,
        measureFirstLoadJs: (url) => measureFirstLoadJs(browser, url),
        measureThroughput,
        gzipSize,
        log: (...line) => console.log(`[${name}]`, ...line),
        results,
      });
      results.sections[name] = value ?? null;
      if (Array.isArray(value) && value.length) console.table(value);
    } catch (error) {
      console.error(`Section ${name} failed:`, error);
      results.sections[name] = { error: String(error?.stack ?? error) };
      process.exitCode = 1;
    }
  }
} finally {
  await browser?.close();
  for (const server of servers) await server.stop();
  mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  writeFileSync(
    path.join(repoRoot, 'bench', 'results', 'latest.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log('\nResults written to bench/results/latest.json');
}
