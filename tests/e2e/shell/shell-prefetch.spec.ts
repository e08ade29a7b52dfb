import { expect, test, type Request } from '@playwright/test';

// Next prefetches a link's page as soon as the link nears the viewport. The site's links in page
// content wait for the visitor's intent instead, so a phone does not fetch and compile other
// pages' code (the wizards' supabase-js and zod) while the page it opened is still starting; the
// header's main navigation keeps Next's behaviour.
const prefetchOf = (request: Request) =>
  request.headers()['next-router-prefetch'] ? new URL(request.url()).pathname : null;

test.describe('link prefetching', () => {
  test('content links fetch their page only once the visitor points at or focuses them', async ({
    page,
  }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const path = prefetchOf(request);
      if (path) prefetched.push(path);
    });
    await page.goto('/nigeria');
    await page.waitForLoadState('networkidle');
    // Next prefetches in-view links when the browser is idle, which can come after networkidle:
    // wait for the main navigation's prefetch, then check that content links made none.
    await expect.poll(() => prefetched, { timeout: 10_000 }).toContain('/faq');
    expect(prefetched).not.toContain('/nigeria-company-registration');
    expect(prefetched).not.toContain('/pricing');

    const main = page.getByRole('main');
    const onHover = page.waitForRequest(
      (request) => prefetchOf(request) === '/nigeria-company-registration',
    );
    await main.getByRole('link', { name: 'Start: Company registration' }).hover();
    await onHover;

    const onFocus = page.waitForRequest((request) => prefetchOf(request) === '/pricing');
    await main.getByRole('link', { name: 'All prices', exact: true }).focus();
    await onFocus;
  });

  test('a content link still opens its page, in the page’s language', async ({ page }) => {
    await page.goto('/fr/nigeria');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Comparer les formules', exact: true })
      .click();
    await expect(page).toHaveURL(/\/fr\/compare$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
