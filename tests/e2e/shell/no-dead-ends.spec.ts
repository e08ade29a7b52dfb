import { expect, test, type Page } from '@playwright/test';
import { blogArticles } from '@/lib/blog/articles';
import { publicPaths } from '@/lib/seo/public-paths';

/**
 * No link on a page points to that same page (issue 28): every public page of the sitemap, in
 * English and in French, is read as served and each <a href> resolved against it. Allowed, since
 * a visitor would not call them dead ends:
 * - a link to an element of the page (`#main`, `/pricing#ghana` on /pricing), when that element
 *   exists: the skip link, in-page tables of contents;
 * - in the site's navigation (header, footer, menu), the entry of the page itself when it says so
 *   with aria-current ("you are here"), as the language switcher does for the language shown.
 * Anything else that resolves to the page itself is reported: a call to action in the content
 * that reloads the page, or a link to a fragment that is not there.
 */
const pages = [...publicPaths, ...blogArticles.map((article) => `/blog/${article.slug}`)];

type DeadEnd = { href: string; text: string; why: string };

async function deadEnds(page: Page): Promise<DeadEnd[]> {
  return page.evaluate(() => {
    const here = new URL(location.href);
    const strip = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
    const found: DeadEnd[] = [];
    for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const raw = a.getAttribute('href') ?? '';
      const url = new URL(raw, here);
      const samePage =
        url.origin === here.origin &&
        strip(url.pathname) === strip(here.pathname) &&
        url.search === here.search;
      if (!samePage) continue;
      const text = (a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 80);
      if (url.hash.length > 1) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!document.getElementById(id))
          found.push({ href: raw, text, why: 'links to a part of the page that is not there' });
        continue;
      }
      const navigation = !a.closest('main');
      const current = a.getAttribute('aria-current');
      if (navigation && current && current !== 'false') continue;
      found.push({
        href: raw,
        text,
        why: navigation
          ? 'navigation entry of this page without aria-current'
          : 'content link to this very page',
      });
    }
    return found;
  });
}

test.describe.configure({ timeout: 120_000 });

for (const path of pages) {
  test(`no link on ${path} leads back to ${path} (English and French)`, async ({ page }) => {
    for (const url of [path, path === '/' ? '/fr' : `/fr${path}`]) {
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), url).toBe(200);
      expect(await deadEnds(page), url).toEqual([]);
    }
  });
}

test('the check reports a content link to the page itself and an unmarked navigation entry', async ({
  page,
}) => {
  // Once hydrated: React would drop what is added to its tree before.
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    const content = document.createElement('a');
    content.href = '/pricing';
    content.textContent = 'See details';
    document.querySelector('main')!.append(content);
    const nav = document.createElement('a');
    nav.href = '/pricing?';
    nav.textContent = 'Pricing';
    document.querySelector('footer')!.append(nav);
    const broken = document.createElement('a');
    broken.href = '#nowhere';
    broken.textContent = 'Jump';
    document.querySelector('main')!.append(broken);
  });
  // In the order of the page: the content's two, then the footer's.
  expect(await deadEnds(page)).toEqual([
    { href: '/pricing', text: 'See details', why: 'content link to this very page' },
    { href: '#nowhere', text: 'Jump', why: 'links to a part of the page that is not there' },
    {
      href: '/pricing?',
      text: 'Pricing',
      why: 'navigation entry of this page without aria-current',
    },
  ]);
});

test('the request form a non-orderable service opens is itself free of dead ends', async ({
  page,
}) => {
  await page.goto('/request-service?service=virtualOffice&country=ghana', {
    waitUntil: 'domcontentloaded',
  });
  expect(await deadEnds(page)).toEqual([]);
});
