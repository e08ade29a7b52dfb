import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// The scale-out leg's proxy (plain Node).
import { startRoundRobinProxy } from '../../../scripts/round-robin-proxy.mjs';

type Proxy = { served: Record<string, number>; close(): Promise<void> };

/** An upstream that answers every request with its name and the body it received. */
async function upstream(name: string, port = 0): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => response.end(`${name}:${body}`));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** A port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const probe = await upstream('probe');
  const port = portOf(probe);
  await close(probe);
  return port;
}

describe('the scale-out proxy (scripts/round-robin-proxy.mjs)', () => {
  let a: Server;
  let b: Server;
  let deadPort: number;
  let proxy: Proxy;
  let url: string;
  beforeAll(async () => {
    [a, b] = await Promise.all([upstream('a'), upstream('b')]);
    deadPort = await closedPort();
    const proxyPort = await closedPort();
    proxy = await startRoundRobinProxy({
      port: proxyPort,
      host: '127.0.0.1',
      upstreams: [
        { name: 'a', port: portOf(a) },
        { name: 'c', port: deadPort },
        { name: 'b', port: portOf(b) },
      ],
      downForMs: 300,
    });
    url = `http://127.0.0.1:${proxyPort}`;
  });
  afterAll(async () => {
    await proxy.close();
    await Promise.all([close(a), close(b)]);
  });

  it('sends no request to an instance that refuses connections: every request is answered', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 30; round++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => fetch(`${url}/page`).then((r) => r.status)),
      );
      statuses.push(...answers);
    }
    const failed = statuses.filter((status) => status !== 200).length;
    console.info(
      `${failed} of ${statuses.length} requests failed with one of three upstreams down`,
    );
    expect(failed).toBe(0);
    expect(proxy.served.c).toBe(0);
    expect(proxy.served.a).toBeGreaterThan(100);
    expect(proxy.served.b).toBeGreaterThan(100);
  });

  it('sends a request body to the next instance when the first refuses the connection', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetch(`${url}/form`, { method: 'POST', body: `message ${i}` }).then((r) => r.text()),
      ),
    );
    expect(answers.map((text) => text.replace(/^[ab]:/, '')).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `message ${i}`),
    );
  });

  it('answers 502 to a request pinned to the instance that is down', async () => {
    const response = await fetch(`${url}/`, { headers: { 'x-upstream': 'c' } });
    expect(response.status).toBe(502);
    expect(response.headers.get('x-served-by')).toBe('c');
  });

  it('sends requests to the instance again once it is back', async () => {
    const c = await upstream('c', deadPort);
    try {
      await new Promise((resolve) => setTimeout(resolve, 400)); // past downForMs
      const names = await Promise.all(
        Array.from({ length: 9 }, () => fetch(`${url}/`).then((r) => r.headers.get('x-served-by'))),
      );
      expect(new Set(names)).toEqual(new Set(['a', 'b', 'c']));
    } finally {
      await close(c);
    }
  });
});
