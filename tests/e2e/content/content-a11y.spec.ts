import { expect, test } from '@playwright/test';
import { blogArticles } from '@/lib/blog/articles';
import { publicPaths } from '@/lib/seo/public-paths';
import { expectNoAxeViolations, loadAxe } from './support/axe';
import { catalogueRoutes } from './support/catalogue-routes';

test.beforeEach(({ page }) => loadAxe(page));

/** Public pages whose axe check sits with the tests of their own behaviour. */
const checkedElsewhere = [
  ...catalogueRoutes.map((route) => route.path), // catalogue-pages.spec.ts
  '/contact', // forms-contact.spec.ts, with its errors shown and the captcha solved
  '/careers/apply', // forms-careers.spec.ts, likewise
  '/menu', // shell-a11y.spec.ts, on a desktop and a 375 px screen
];

/** Every other public page (the sitemap's list), and the offline page the service worker serves. */
const paths = [...publicPaths, ...blogArticles.map((a) => `/blog/${a.slug}`), '/offline'].filter(
  (path) => !checkedElsewhere.includes(path),
);

test('every page the other specs check for axe is a public page', () => {
  expect(checkedElsewhere.filter((path) => !(publicPaths as readonly string[]).includes(path))).toEqual([]);
});

test.describe('axe finds nothing on the content pages', () => {
  for (const path of paths) {
    for (const prefix of ['', '/fr']) {
      const url = path === '/' ? prefix || '/' : prefix + path;
      test(url, async ({ page }) => {
        await page.goto(url);
        // Reveal everything that waits for scrolling, so axe checks it as a visitor sees it.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        await page.waitForTimeout(1200);
        await expectNoAxeViolations(page);
      });
    }
  }

  test('/faq with a tab switched and an answer open', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('tab').nth(3).click();
    await page.locator('summary', { hasText: 'Do I need to file annual returns?' }).click();
    await expectNoAxeViolations(page);
  });
});
