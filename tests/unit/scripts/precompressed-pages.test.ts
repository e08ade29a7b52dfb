import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// The production server's cache of prerendered pages (plain Node, scripts/serve.mjs uses it).
import {
  chooseEncoding,
  createPrecompressedPages,
  prerenderedPaths,
  servable,
} from '../../../scripts/precompressed-pages.mjs';

const HOME = Buffer.from(
  `<!DOCTYPE html><html lang="en"><body>${'Register a company. '.repeat(400)}</body></html>`,
);

/** What Next answers for a prerendered page (headers as scripts/serve.mjs receives them). */
const PRERENDERED = {
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'x-nextjs-prerender': '1',
    'cache-control': 's-maxage=31536000',
    'content-security-policy': "default-src 'self'",
    vary: 'rsc, next-router-state-tree',
    etag: '"next-own"',
    'content-length': String(HOME.length),
  },
  body: HOME,
};

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function ask(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const asked = httpRequest(url, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode!,
          headers: answer.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    asked.once('error', reject);
    asked.end();
  });
}

describe('prerendered pages compressed once (scripts/precompressed-pages.mjs)', () => {
  it('serves the build’s prerendered pages under their public paths: no prefix for English', () => {
    const paths = prerenderedPaths({
      routes: {
        '/en': { initialRevalidateSeconds: false },
        '/en/pricing': { initialRevalidateSeconds: false },
        '/fr': { initialRevalidateSeconds: false },
        '/fr/pricing': { initialRevalidateSeconds: false },
        '/en/news': { initialRevalidateSeconds: 60 },
        '/_not-found': { initialRevalidateSeconds: false, initialStatus: 404 },
        '/robots.txt': { initialRevalidateSeconds: false },
      },
    });
    expect([...paths].sort()).toEqual(['/', '/fr', '/fr/pricing', '/pricing']);
  });

  it('serves only what cannot depend on the visitor: no query, no RSC request, no session', () => {
    const paths = new Set(['/pricing']);
    const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      servable({ method, url, headers }, paths);
    expect(request('/pricing')).toBe(true);
    expect(request('/pricing', {}, 'HEAD')).toBe(true);
    expect(request('/pricing', { cookie: 'theme=dark' })).toBe(true);
    expect(request('/pricing', {}, 'POST')).toBe(false);
    expect(request('/pricing?package=basic')).toBe(false);
    expect(request('/faq')).toBe(false);
    expect(request('/pricing', { rsc: '1' })).toBe(false);
    expect(request('/pricing', { 'next-router-prefetch': '1' })).toBe(false);
    expect(request('/pricing', { cookie: 'a=1; sb-registra-auth-token=xyz' })).toBe(false);
    expect(request('/pricing', { 'x-precompress-fill': '1' })).toBe(false);
  });

  it('sends brotli, then gzip, as the client accepts them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.2')).toBe('gzip');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  describe('in a server', () => {
    let server: Server;
    let base: string;
    let answers: Record<string, Answer>;
    let handedToNext: string[];
    let fills: string[];

    beforeAll(async () => {
      answers = {
        '/': PRERENDERED,
        '/fr': { ...PRERENDERED, headers: { ...PRERENDERED.headers, 'set-cookie': ['x=1'] } },
        '/pricing': { ...PRERENDERED, headers: { 'content-type': 'text/html' } },
      };
      const cache = createPrecompressedPages({
        paths: new Set(Object.keys(answers)),
        fetchPage: async (path: string) => {
          fills.push(path);
          return answers[path] ?? null;
        },
      });
      server = createServer((request, response) => {
        if (cache.tryServe(request, response)) return;
        handedToNext.push(request.url!);
        response.end('from next');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    beforeEach(() => {
      handedToNext = [];
      fills = [];
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('asks Next once, then answers from memory in each encoding with its own ETag', async () => {
      expect((await ask(`${base}/`)).body.toString()).toBe('from next');
      expect(fills).toEqual(['/']);
      // Compressed off the event loop (brotli at quality 11): Next answers until it is ready.
      let br = await ask(`${base}/`, { 'accept-encoding': 'gzip, br' });
      for (let tries = 0; br.body.toString() === 'from next' && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        br = await ask(`${base}/`, { 'accept-encoding': 'gzip, br' });
      }
      handedToNext = [];
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).equals(HOME)).toBe(true);
      expect(br.body.length).toBeLessThan(HOME.length / 10);
      expect(br.headers['content-security-policy']).toBe("default-src 'self'");
      expect(br.headers['cache-control']).toBe('s-maxage=31536000');
      expect(br.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
      expect(br.headers['content-length']).toBe(String(br.body.length));

      const gz = await ask(`${base}/`, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(HOME)).toBe(true);
      const plain = await ask(`${base}/`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(HOME)).toBe(true);
      expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
      expect(br.headers.etag).not.toBe('"next-own"');

      const again = await ask(`${base}/`, {
        'accept-encoding': 'br',
        'if-none-match': `W/"other", ${br.headers.etag}`,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      const head = await ask(`${base}/`, { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(String(br.body.length));
      expect(handedToNext).toEqual([]);
      expect(fills).toEqual(['/']);
    });

    it('keeps nothing that sets a cookie or is not a prerendered page, and asks only once', async () => {
      for (const path of ['/fr', '/pricing']) {
        await ask(`${base}${path}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await ask(`${base}${path}`);
      }
      expect(handedToNext).toEqual(['/fr', '/fr', '/pricing', '/pricing']);
      expect(fills).toEqual(['/fr', '/pricing']);
    });

    it('leaves a signed-in visitor’s request to Next', async () => {
      const signedIn = await ask(`${base}/`, { cookie: 'sb-registra-auth-token.0=abc' });
      expect(signedIn.body.toString()).toBe('from next');
      expect(handedToNext).toEqual(['/']);
    });
  });
});
