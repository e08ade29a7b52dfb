import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';

// The request gate (proxy.ts) as Next runs it: which paths it sees, and the headers it gives
// (issue 29, item 7). The site's public origin is fixed before the modules read it.
const SITE = 'https://registra.example';
process.env.NEXT_PUBLIC_SITE_URL = SITE;

async function load() {
  return import('@/proxy');
}

describe('the proxy (issue 29, item 7)', () => {
  it('runs for dotted paths under /admin, in every locale, while static files still skip it', async () => {
    const { config } = await load();
    for (const url of ['/admin/x.y', '/admin/applications/NG-CO-2026.000123', '/fr/admin/a.b'])
      expect({ url, runs: unstable_doesMiddlewareMatch({ config, url }) }).toEqual({
        url,
        runs: true,
      });
    for (const url of ['/favicon.ico', '/images/logo.png', '/serviceWorker.js'])
      expect({ url, runs: unstable_doesMiddlewareMatch({ config, url }) }).toEqual({
        url,
        runs: false,
      });
  });

  it('lets a route handler under /api/admin through, which the dotted-admin matcher also matches', async () => {
    const { config, proxy } = await load();
    const url =
      'http://localhost/api/admin/applications/18a2f174-afb9-4fcc-9e71-832673421b63/documents';
    // `/:locale/admin/:path*` reads "api" as a locale: the proxy sees the request...
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(true);
    // ...and hands it on untouched, never to the 404 page.
    const response = await proxy(new NextRequest(url, { method: 'POST' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('builds the hreflang Link header from NEXT_PUBLIC_SITE_URL, never from the Host the request names', async () => {
    const { proxy } = await load();
    const response = await proxy(
      new NextRequest('http://evil.example/fr/pricing', {
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      }),
    );
    const link = response.headers.get('link') ?? '';
    expect(link).not.toContain('evil.example');
    expect(link.split(', ')).toEqual([
      `<${SITE}/pricing>; rel="alternate"; hreflang="en"`,
      `<${SITE}/fr/pricing>; rel="alternate"; hreflang="fr"`,
      `<${SITE}/pricing>; rel="alternate"; hreflang="x-default"`,
    ]);
  });

  it('gives a calculator result opened by its own URL the nonce policy, never unsafe-inline', async () => {
    const { proxy } = await load();
    for (const url of [
      'http://localhost/delaware-franchise-tax/result?shares=5000000',
      'http://localhost/fr/wyoming-annual-report/result',
    ]) {
      const response = await proxy(new NextRequest(url));
      const policy = response.headers.get('content-security-policy') ?? '';
      expect({ url, nonce: /'nonce-[^']+'/.test(policy) }).toEqual({ url, nonce: true });
      expect(policy).not.toContain("'unsafe-inline' ");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });
});
