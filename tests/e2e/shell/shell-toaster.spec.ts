import { expect, test, type Page, type Request } from '@playwright/test';

const visibleToasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

test.beforeEach(async ({ page }) => {
  await page.goto('/e2e/toasts');
  // The toaster pauses its timers while hovered: keep the pointer away from the top-right corner.
  await page.mouse.move(10, 700);
});

test('a toast appears in the top-right corner of the viewport', async ({ page }) => {
  await page.getByRole('button', { name: 'Show a toast' }).click();
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Toast number 1' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no geometry');
  expect(box.y).toBeLessThan(viewport.height * 0.2);
  expect(box.x).toBeGreaterThan(viewport.width / 2);
  expect(viewport.width - (box.x + box.width)).toBeLessThan(80);
});

test('a toast stays about 4000 ms: still there at 3000 ms, gone by 5500 ms', async ({ page }) => {
  // Timed inside the page: the test runner itself can lag by hundreds of milliseconds on a busy
  // machine, the page's clock does not.
  await page.evaluate(() => {
    const times: { shown?: number; gone?: number } = {};
    (window as unknown as { toastTimes: typeof times }).toastTimes = times;
    new MutationObserver(() => {
      const toast = document.querySelector('[data-sonner-toast]');
      if (toast && times.shown === undefined) times.shown = performance.now();
      if (!toast && times.shown !== undefined && times.gone === undefined)
        times.gone = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Show a toast' }).click();
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Toast number 1' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
  const { shown, gone } = await page.evaluate(
    () => (window as unknown as { toastTimes: { shown: number; gone: number } }).toastTimes,
  );
  const lifetime = gone - shown;
  expect(lifetime).toBeGreaterThan(3000);
  expect(lifetime).toBeLessThan(5500);
});

test('five toasts at once show at most three', async ({ page }) => {
  await page.getByRole('button', { name: 'Show five toasts' }).click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(5);
  await expect(visibleToasts(page)).toHaveCount(3);
  // The newest three are the ones shown; the two oldest are hidden (opacity 0).
  for (const n of [3, 4, 5])
    await expect(visibleToasts(page).filter({ hasText: `Toast number ${n}` })).toHaveCount(1);
  for (const n of [1, 2]) {
    const hidden = page.locator('[data-sonner-toast]', { hasText: `Toast number ${n}` });
    await expect(hidden).toHaveAttribute('data-visible', 'false');
    await expect(hidden).toHaveCSS('opacity', '0');
  }
});

test('the toaster is one region, in French too', async ({ page }) => {
  await page.goto('/fr/e2e/toasts');
  await page.getByRole('button', { name: 'Afficher une notification' }).click();
  await expect(page.locator('[data-sonner-toaster]')).toHaveCount(1);
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Notification numéro 1' }),
  ).toBeVisible();
});

test('a page that cannot show a toast never loads the toaster', async ({ page }) => {
  // sonner's live region; it is there, empty, from the moment the toaster mounts.
  const toaster = page.locator('section[aria-live="polite"][aria-label^="Notifications"]');
  const loading = new Set<Request>();
  page.on('request', (request) => loading.add(request));
  page.on('requestfinished', (request) => loading.delete(request));
  page.on('requestfailed', (request) => loading.delete(request));
  await page.goto('/faq');
  await page.waitForLoadState('load');
  // Before, sonner loaded once the browser was idle (at most 2000 ms after the load event): wait
  // for that moment, then until whatever the page fetched has arrived and a frame has rendered.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
  await expect.poll(() => loading.size, { timeout: 20_000 }).toBe(0);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
  await expect(toaster).toHaveCount(0);
  // A page whose code can toast (the contact form) mounts it without a toast being shown.
  await page.goto('/contact');
  await expect(toaster).toHaveCount(1);
});
