// A small round-robin HTTP proxy for the scale-out tests: every request goes to the next
// upstream in turn (per request, not per connection: a browser's kept-alive connection would
// otherwise stay on one instance), with the client's address appended to X-Forwarded-For as a
// reverse proxy does, and the answering instance named in `X-Served-By`. A test that must send
// one request to a given instance names it in `X-Upstream` (removed before forwarding). Test
// harness only; a deployment puts nginx, HAProxy or a cloud load balancer there (see README).
import { createServer, request as httpRequest, Agent } from 'node:http';

// Hop-by-hop headers are the connection's, not the request's: never forwarded.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

/** Methods a proxy may send again after a kept-alive connection was reset under them. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a failed attempt never reached the upstream's application, so the request may go to
 * another one: the connection was refused (nothing listens: the instance is down), or, for an
 * idempotent request, a kept-alive connection turned out closed before any answer.
 */
function neverReached(error, attempt, method) {
  if (error.code === 'ECONNREFUSED') return true;
  return attempt.reusedSocket && error.code === 'ECONNRESET' && IDEMPOTENT.has(method);
}

/**
 * Starts the proxy on `port` in front of `upstreams` ([{ name, port }] on 127.0.0.1); resolves
 * to { server, served } where `served` counts the requests each upstream answered.
 *
 * An upstream that refuses a connection is skipped: the request goes to the next one (it never
 * reached the refusing one), and the refusing one is left out of the turn for `downForMs`, then
 * tried again (as nginx's max_fails / fail_timeout do). A request pinned with `X-Upstream` goes
 * to that upstream or fails with 502.
 */
export async function startRoundRobinProxy({ port, host, upstreams, downForMs = 2000 }) {
  const agent = new Agent({ keepAlive: true });
  const served = Object.fromEntries(upstreams.map((upstream) => [upstream.name, 0]));
  const downUntil = new Map();
  let turn = 0;

  /** The upstreams in the order to try: those not known down in turn, then the others. */
  function inTurn() {
    const now = Date.now();
    const down = (upstream) => (downUntil.get(upstream.name) ?? 0) > now;
    const up = upstreams.filter((upstream) => !down(upstream));
    const start = up.length > 0 ? turn++ % up.length : 0;
    return [...up.slice(start), ...up.slice(0, start), ...upstreams.filter(down)];
  }

  const server = createServer(async (incoming, outgoing) => {
    const pinned = upstreams.find((candidate) => candidate.name === incoming.headers['x-upstream']);
    const candidates = pinned ? [pinned] : inTurn();
    const headers = { ...incoming.headers };
    delete headers['x-upstream'];
    for (const name of HOP_BY_HOP) delete headers[name];
    const client = incoming.socket.remoteAddress ?? 'unknown';
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${client}`
      : client;
    // The body is read first so that it can be sent again to another upstream.
    const chunks = [];
    try {
      for await (const chunk of incoming) chunks.push(chunk);
    } catch {
      return; // the client went away
    }
    const body = Buffer.concat(chunks);
    if (incoming.headers['content-length'] !== undefined || body.length > 0)
      headers['content-length'] = String(body.length);

    for (const [index, upstream] of candidates.entries()) {
      const last = index === candidates.length - 1;
      const outcome = await new Promise((resolve) => {
        const attempt = httpRequest(
          {
            host: '127.0.0.1',
            port: upstream.port,
            method: incoming.method,
            path: incoming.url,
            headers,
            agent,
          },
          (answer) => {
            served[upstream.name] += 1;
            const answerHeaders = { ...answer.headers, 'x-served-by': upstream.name };
            for (const name of HOP_BY_HOP) delete answerHeaders[name];
            outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
            answer.pipe(outgoing);
            answer.once('error', () => outgoing.destroy());
            resolve('answered');
          },
        );
        attempt.once('error', (error) => {
          if (error.code === 'ECONNREFUSED') downUntil.set(upstream.name, Date.now() + downForMs);
          if (!last && neverReached(error, attempt, incoming.method)) return resolve('next');
          if (!outgoing.headersSent)
            outgoing.writeHead(502, {
              'content-type': 'text/plain',
              'x-served-by': upstream.name,
            });
          outgoing.end('Bad gateway');
          resolve('failed');
        });
        attempt.end(body);
      });
      if (outcome !== 'next') return;
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    server,
    served,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
