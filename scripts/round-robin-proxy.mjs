// A small round-robin HTTP proxy for the scale-out tests: every request goes to the next
// upstream in turn (per request, not per connection: a browser's kept-alive connection would
// otherwise stay on one instance), with the client's address appended to X-Forwarded-For as a
// reverse proxy does, and the answering instance named in `X-Served-By`. A test that must send
// one request to a given instance names it in `X-Upstream` (removed before forwarding). Test
// harness only; a deployment puts nginx, HAProxy or a cloud load balancer there (see README).
import { createServer, request as httpRequest, Agent } from 'node:http';

// Hop-by-hop headers are the connection's, not the request's: never forwarded.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * Starts the proxy on `port` in front of `upstreams` ([{ name, port }] on 127.0.0.1); resolves
 * to { server, served } where `served` counts the requests each upstream answered.
 */
export async function startRoundRobinProxy({ port, host, upstreams }) {
  const agent = new Agent({ keepAlive: true });
  const served = Object.fromEntries(upstreams.map((upstream) => [upstream.name, 0]));
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const pinned = upstreams.find((candidate) => candidate.name === incoming.headers['x-upstream']);
    const upstream = pinned ?? upstreams[turn++ % upstreams.length];
    const headers = { ...incoming.headers };
    delete headers['x-upstream'];
    for (const name of HOP_BY_HOP) delete headers[name];
    const client = incoming.socket.remoteAddress ?? 'unknown';
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${client}` : client;
    const forwarded = httpRequest(
      { host: '127.0.0.1', port: upstream.port, method: incoming.method, path: incoming.url, headers, agent },
      (answer) => {
        served[upstream.name] += 1;
        const answerHeaders = { ...answer.headers, 'x-served-by': upstream.name };
        for (const name of HOP_BY_HOP) delete answerHeaders[name];
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain', 'x-served-by': upstream.name });
      outgoing.end('Bad gateway');
    });
    incoming.pipe(forwarded);
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
