import { test } from '@playwright/test';
import { blogArticles } from '@/lib/blog/articles';
import { expectNoAxeViolations, loadAxe } from './support/axe';

test.beforeEach(({ page }) => loadAxe(page));

const paths = ['/', '/faq', '/help', '/about', '/blog', `/blog/${blogArticles[0].slug}`, '/privacy', '/legal', '/terms', '/careers', '/offline'];

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
