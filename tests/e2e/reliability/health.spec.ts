import { expect, test } from '@playwright/test';

test('/api/health answers 200 with the checks for a load balancer, uncached, outside the locale routing, naming nothing internal', async ({
  request,
}) => {
  const response = await request.get('/api/health', {
    headers: { 'accept-language': 'fr' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['set-cookie']).toBeUndefined();
  expect(response.headers()['location']).toBeUndefined();
  // Exactly this: no database address, no version, no migration names, no error text; and the
  // job queue's two figures (issue 30), which never fail the check.
  expect(await response.text()).toMatch(
    /^\{"status":"ok","checks":\{"database":"ok","migrations":"ok","storage":"ok"\},"queue":\{"failed":\d+,"oldestWaitingSeconds":\d+\}\}$/,
  );
  // Not a page: the French prefix does not reach it.
  expect((await request.get('/fr/api/health', { maxRedirects: 0 })).status()).toBe(404);
});
