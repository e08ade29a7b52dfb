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
