import { expect, test, type Page } from '@playwright/test';
import { blogArticles } from '@/lib/blog/articles';
import { publicPaths } from '@/lib/seo/public-paths';
import { expectNoAxeViolations, loadAxe } from '../support/axe';
import { catalogueRoutes } from '../support/catalogue-routes';

test.beforeEach(({ page }) => loadAxe(page));

/** Public pages whose axe check sits with the tests of their own behaviour. */
const checkedElsewhere = [
  ...catalogueRoutes.map((route) => route.path), // catalogue-pages.spec.ts
  '/contact', // forms-contact.spec.ts, with its errors shown and the captcha solved
  '/careers/apply', // forms-careers.spec.ts, likewise
  '/menu', // shell-a11y.spec.ts, on a desktop and a 375 px screen
  '/solutions', // solutions.spec.ts, each page reached from the home strip
  '/solutions/business-formation',
  '/solutions/hire-to-payroll',
  '/solutions/boardroom-in-a-box',
  '/solutions/raise-and-structure',
];

/** Every other public page (the sitemap's list), and the offline page the service worker serves. */
const paths = [...publicPaths, ...blogArticles.map((a) => `/blog/${a.slug}`), '/offline'].filter(
  (path) => !checkedElsewhere.includes(path),
);

/** Scrolls from top to bottom, a painted screenful at a time (intersection observers see each). */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
}

test('every page the other specs check for axe is a public page', () => {
  expect(
    checkedElsewhere.filter((path) => !(publicPaths as readonly string[]).includes(path)),
  ).toEqual([]);
});

test.describe('axe finds nothing on the content pages', () => {
  for (const path of paths) {
    for (const prefix of ['', '/fr']) {
      const url = path === '/' ? prefix || '/' : prefix + path;
      test(url, async ({ page }) => {
        await page.goto(url);
        // Reveal everything that waits for scrolling (components/home/reveal-on-view.tsx), so axe
        // checks it as a visitor sees it: every card shown; once more if the page hydrated
        // behind the first pass.
        await expect(async () => {
          await scrollThrough(page);
          await expect(page.locator('[data-reveal]:not([data-reveal="shown"])')).toHaveCount(0, {
            timeout: 1000,
          });
        }).toPass({ timeout: 20_000 });
        // ...and axe sees every fade-in at its end. The fades are jumped to their end rather than
        // awaited: one in a section scrolled out of view again (content-visibility: auto) does not
        // advance until it is back in view, so waiting on it could hang.
        await page.evaluate(() => {
          for (const animation of document.getAnimations())
            if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
        });
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
