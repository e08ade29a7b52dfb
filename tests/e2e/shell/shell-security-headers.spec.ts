import { expect, test, type APIResponse } from '@playwright/test';

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-powered-by']).toBeUndefined();
}

test('a page carries the security headers', async ({ request }) => {
  const response = await request.get('/fr/menu');
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response);
});

// Issue 36: a prerendered page is compressed once and served from memory by scripts/serve.mjs
// after its first request; that answer carries the same headers, in brotli or gzip as asked.
test('a prerendered page served precompressed carries the security headers too', async ({
  request,
}) => {
  const ask = (encoding: string) =>
    request.get('/fr/faq', { headers: { 'accept-encoding': encoding } });
  await expect
    .poll(async () => (await ask('gzip, br')).headers()['etag'], { timeout: 15_000 })
    .toMatch(/-br"$/);
  const br = await ask('gzip, br');
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toContain('Accept-Encoding');
  expect(await br.text()).toContain('<html lang="fr"');
  expectSecurityHeaders(br);
  const gzip = await ask('gzip');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['etag']).toMatch(/-gz"$/);
  expectSecurityHeaders(gzip);
  const again = await request.get('/fr/faq', {
    headers: { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers()['etag']! },
  });
  expect(again.status()).toBe(304);
});

test('a 404 page carries the security headers', async ({ request }) => {
  const response = await request.get('/no-such-page-for-headers');
  expect(response.status()).toBe(404);
  expectSecurityHeaders(response);
});

test('a static asset carries the security headers', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('immutable');
  expectSecurityHeaders(response);
});

// Issue 23, finding 7: `script-src 'unsafe-inline'` without a nonce let any injected script run,
// and read the refresh token. The personal pages now run only scripts carrying this response's nonce.
test.describe('the personal pages', () => {
  for (const path of ['/signin', '/fr/account', '/nigeria-enterprise-registration']) {
    test(`${path} has a fresh nonce policy without unsafe-inline, and its own scripts run`, async ({
      page,
    }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const first = await page.goto(path);
      const policy = (await first!.allHeaders())['content-security-policy']!;
      const scripts = policy
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src'))!;
      expect(scripts).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
      expect(policy).not.toContain("unsafe-inline' 'nonce"); // one policy, not the static one beside it
      await page.waitForLoadState('networkidle');
      // Next's own scripts carry the response's nonce (read from the HTML as sent: Chromium empties
      // the attribute once parsed, so that a page's own scripts cannot read it back).
      const raw = await page.request.get(path);
      const rawNonce = /'nonce-([^']+)'/.exec(raw.headers()['content-security-policy'] ?? '')![1]!;
      expect((await raw.text()).split(`nonce="${rawNonce}"`).length - 1).toBeGreaterThan(0);
      // A second visit has another nonce.
      const again = await page.request.get(path);
      expect(again.headers()['content-security-policy']).not.toContain(rawNonce);
      // Injected markup does not run: an inline event handler (the usual XSS) is refused. ('strict-dynamic'
      // lets a script that already runs add others; it is the first foothold that the nonce denies.)
      await page.evaluate(() => {
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img alt="" src="data:," onerror="window.__injected = true">',
        );
      });
      await page.waitForTimeout(300);
      expect(
        await page.evaluate(() => (window as { __injected?: boolean }).__injected),
      ).toBeUndefined();
      // ...and nothing of the page's own was refused (the page hydrated under its policy).
      expect(
        violations.filter((v) => !/inline event handler|inline script|img-src/i.test(v)),
      ).toEqual([]);
    });
  }

  test('a public page keeps the prerendered static policy', async ({ request }) => {
    const response = await request.get('/pricing');
    expect(response.headers()['content-security-policy']).toContain(
      "script-src 'self' 'unsafe-inline'",
    );
  });
});
