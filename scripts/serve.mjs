// The production server: Next's own request handler behind a plain Node HTTP server, so that the
// client's address can be taken from the socket (`npm run serve`, `npm start`).
//
// Per-address limits (sign-in, sign-up, forms, uploads) key on the X-Forwarded-For entry that
// TRUSTED_PROXY_HOPS names. With no trusted proxy configured (TRUSTED_PROXY_HOPS unset or 0),
// the app serves the internet directly: whatever X-Forwarded-For or X-Real-IP the client sent is
// replaced by the socket's address, so rotating a forged header escapes nothing. Behind a proxy,
// set TRUSTED_PROXY_HOPS to the number of proxies that append to the header.
import { createServer } from 'node:http';
import next from 'next';

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
const server = createServer((request, response) => {
  if (trustedHops < 1) useSocketAddress(request);
  void handle(request, response);
});
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
