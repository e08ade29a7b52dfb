import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { e2eDir } from './server';

/** The build the browser tests serve (scripts/e2e-server.mjs builds it). */
export const distDir = process.env.NEXT_DIST_DIR ?? '.next-e2e';
const basePort = Number(process.env.E2E_PORT ?? 3100);

/**
 * A server of the tests' own (the production server, scripts/serve.mjs, on the e2e build), for
 * tests that stop, kill and restart servers: ports E2E_PORT + 7 and + 8 (E2E_PORT … + 3 are the
 * suite's servers, + 4 … + 6 the scale-out leg's).
 */
export const ownPorts = [basePort + 7, basePort + 8] as const;

/**
 * A port nothing listens on now (the system's choice), for the specs that start servers of their
 * own and may run beside the ones above (restart.spec.ts holds ownPorts): outside every
 * engineer's E2E_PORT block.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<number | string>;
}

/** Starts the production server on `port` with `env` (DATA_DIR, DATABASE_URL, ...), without waiting. */
export function spawnServer(port: number, env: Record<string, string>): SpawnedServer {
  mkdirSync(e2eDir, { recursive: true });
  const child = spawn(process.execPath, [path.join('scripts', 'serve.mjs')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      E2E_HARNESS: '1',
      TRUSTED_PROXY_HOPS: '1',
      PORT: String(port),
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until the server's health check answers 200, or fails with what it printed. */
export async function waitHealthy(server: SpawnedServer, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`The server exited before it was healthy:\n${server.output()}`);
    const status = await fetch(`${server.url}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not healthy after ${timeoutMs} ms:\n${server.output()}`);
}

/** Stops the server (SIGTERM, or `signal`) and waits for it to exit. */
export async function stopServer(
  server: SpawnedServer,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

/** The id Next gave a server action, read from the build's manifest (file path and export name). */
export function serverActionId(file: string, exportName: string): string {
  const manifest = JSON.parse(
    readFileSync(path.resolve(distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.filename?.endsWith(file) && entry.exportedName === exportName,
  );
  if (!found) throw new Error(`No server action ${exportName} of ${file} in the build`);
  return found[0];
}

/** A captcha solved as the widget solves it, from the server's own challenge. */
export async function solvedCaptcha(
  url: string,
  clientAddress: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${url}/api/altcha`, {
    headers: { 'x-forwarded-for': clientAddress, ...headers },
  });
  if (!response.ok) throw new Error(`GET /api/altcha answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface ContactPost {
  clientAddress: string;
  name: string;
  message: string;
  /** A solved captcha; a fresh one is solved when absent. */
  altcha?: string;
  headers?: Record<string, string>;
}

/**
 * Sends the contact form's server action as the browser does (a POST to the page with the
 * action's id and its arguments as JSON); returns the status, the answer (React's stream, where
 * the action's result is JSON text) and the responding instance's name behind the tests' proxy.
 */
export async function postContactMessage(url: string, actionId: string, post: ContactPost) {
  const headers = post.headers ?? {};
  const altcha = post.altcha ?? (await solvedCaptcha(url, post.clientAddress, headers));
  const input = {
    name: post.name,
    email: 'burst@example.ng',
    phone: '',
    country: 'NG',
    topic: 'company',
    message: post.message,
    altcha,
  };
  const response = await fetch(`${url}/contact`, {
    method: 'POST',
    headers: {
      'next-action': actionId,
      accept: 'text/x-component',
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': post.clientAddress,
      ...headers,
    },
    body: JSON.stringify([input, 'en']),
  });
  const body = await response.text();
  return {
    status: response.status,
    body,
    stored: response.status === 200 && body.includes('"ok":true'),
    servedBy: response.headers.get('x-served-by'),
  };
}

/** The contact form's action id in the e2e build. */
export function contactActionId(): string {
  return serverActionId('lib/public-forms/contact/actions.ts', 'submitContactMessage');
}
