// The production server: Next's own request handler behind a plain Node HTTP server, so that the
// client's address can be taken from the socket (`npm run serve`, `npm start`).
//
// Per-address limits (sign-in, sign-up, forms, uploads) key on the X-Forwarded-For entry that
// TRUSTED_PROXY_HOPS names. With no trusted proxy configured (TRUSTED_PROXY_HOPS unset or 0),
// the app serves the internet directly: whatever X-Forwarded-For or X-Real-IP the client sent is
// replaced by the socket's address, so rotating a forged header escapes nothing. Behind a proxy,
// set TRUSTED_PROXY_HOPS to the number of proxies that append to the header.
import { createServer, get as httpGet } from 'node:http';
import path from 'node:path';
import next from 'next';
import {
  FILL_HEADER,
  createPrecompressedPages,
  readPrerenderedPaths,
} from './precompressed-pages.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);

if (!Number.isInteger(trustedHops) || trustedHops < 1) {
  // lib/security/rate-limit.ts reads one hop by default: the entry written here.
  process.env.TRUSTED_PROXY_HOPS = '1';
}

/** The request as the app must see it when no proxy is trusted: the socket's address, nothing the client wrote. */
export function useSocketAddress(request) {
  delete request.headers['x-real-ip'];
  request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? 'unknown';
}

// Next builds each request's URL from the hostname it is given, not from the Host header: given
// 0.0.0.0 (the address we listen on), the links the embedded backend mails pointed at
// http://0.0.0.0:<port>. Without it the URL is http://localhost:<port>, as under `next start`;
// production sets NEXT_PUBLIC_SITE_URL, which the mails use first.
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

/** The answers not sent yet, and whether a stop was asked for (then every answer closes its connection). */
const inFlight = new Set();
let draining = false;
let whenIdle = () => {};

// The prerendered pages, compressed once and served from memory (scripts/precompressed-pages.mjs):
// each is asked of Next once, here, through this same server. PRECOMPRESSED_PAGES=off turns it off.
const selfHost = ['0.0.0.0', '::', ''].includes(hostname) ? '127.0.0.1' : hostname;
const precompressed =
  process.env.PRECOMPRESSED_PAGES === 'off'
    ? null
    : createPrecompressedPages({
        paths: readPrerenderedPaths(path.resolve(process.env.NEXT_DIST_DIR ?? '.next')),
        fetchPage: (pagePath) =>
          new Promise((resolve, reject) => {
            const asked = httpGet(
              {
                host: selfHost.includes(':') ? `[${selfHost}]` : selfHost,
                port,
                path: pagePath,
                headers: { 'accept-encoding': 'identity', [FILL_HEADER]: '1' },
              },
              (answer) => {
                const chunks = [];
                answer.on('data', (chunk) => chunks.push(chunk));
                answer.once('error', reject);
                answer.once('end', () =>
                  resolve({
                    status: answer.statusCode ?? 0,
                    headers: answer.headers,
                    body: Buffer.concat(chunks),
                  }),
                );
              },
            );
            asked.once('error', reject);
            asked.setTimeout(30_000, () => asked.destroy(new Error('no answer in 30 s')));
          }),
      });

const server = createServer((request, response) => {
  if (trustedHops < 1) useSocketAddress(request);
  inFlight.add(response);
  // In flight until the answer is sent or the client gave up, whichever comes first.
  const done = () => {
    if (inFlight.delete(response) && inFlight.size === 0) whenIdle();
  };
  response.once('finish', done);
  response.once('close', done);
  if (draining) response.setHeader('Connection', 'close');
  if (!draining && precompressed?.tryServe(request, response)) return;
  void handle(request, response);
});

// A port already taken (or not ours to take) is a start-up failure like any other: say so and
// stop with status 1, for the supervisor to see, rather than run on without listening.
function cannotListen(error) {
  const reason =
    error.code === 'EADDRINUSE'
      ? `port ${port} on ${hostname} is already in use (another server is running there?)`
      : error.code === 'EACCES'
        ? `no permission to listen on port ${port} of ${hostname}`
        : error.message;
  console.error(`[startup] The server cannot start: ${reason}`);
  console.error('[startup] This server stops.');
  process.exit(1);
}
server.once('error', cannotListen);
server.listen(port, hostname, () => {
  server.off('error', cannotListen);
  console.log(`> Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});
// What must finish before the database closes, once no request is left: the job queue's running
// jobs (lib/jobs/queue.ts registers it; it bounds its own wait).
const shutdownHooks = (globalThis[Symbol.for('registra.shutdown')] ??= []);

/** Seconds a stop waits for the requests in flight: SHUTDOWN_GRACE_SECONDS, default 30. */
function shutdownGraceSeconds(value = process.env.SHUTDOWN_GRACE_SECONDS) {
  const seconds = Number(value ?? 30);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 30;
}

/** Closes the process's database (PGlite writes its files and frees the data directory). */
async function closeDatabase() {
  // lib/db/instance.ts keeps it there, shared by every bundle of the app.
  const opened = globalThis[Symbol.for('registra.database')];
  if (!opened) return;
  try {
    await Promise.race([
      opened.then((database) => database.close()),
      new Promise((resolve) => setTimeout(resolve, 5000).unref()),
    ]);
  } catch (error) {
    console.error(
      '[shutdown] closing the database:',
      error instanceof Error ? error.message : error,
    );
  }
}

/**
 * SIGTERM / SIGINT: stop accepting connections, let every request in flight finish (each answer
 * closes its connection, and kept-alive connections with nothing in flight are closed at once),
 * then close the database and exit 0. Requests still running after the grace period are cut.
 */
async function stop(signal) {
  if (draining) return;
  draining = true;
  const grace = shutdownGraceSeconds();
  console.log(
    `[shutdown] ${signal}: no new connections; finishing ${inFlight.size} request(s) in flight (at most ${grace} s)`,
  );
  server.close();
  // Kept-alive connections with nothing in flight close now; the others after their answer.
  server.closeIdleConnections();
  for (const response of inFlight)
    if (!response.headersSent) response.setHeader('Connection', 'close');
  const finished = await new Promise((resolve) => {
    if (inFlight.size === 0) return resolve(true);
    whenIdle = () => resolve(true);
    setTimeout(() => resolve(false), grace * 1000).unref();
  });
  if (!finished) {
    console.warn(`[shutdown] ${inFlight.size} request(s) still running after ${grace} s: cut`);
    server.closeAllConnections();
  }
  await Promise.race([
    Promise.allSettled(shutdownHooks.map((hook) => hook())),
    new Promise((resolve) => setTimeout(resolve, 5000).unref()),
  ]);
  await closeDatabase();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
