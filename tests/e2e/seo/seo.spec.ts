import { expect, test } from '@playwright/test';
import { blogArticles } from '@/lib/blog/articles';
import { publicPaths } from '@/lib/seo/public-paths';

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists every public page in both languages with hreflang alternates', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const expected = [...publicPaths, ...blogArticles.map((a) => `/blog/${a.slug}`)];
    expect(locs).toHaveLength(expected.length * 2);
    for (const path of expected) {
      expect(locs).toContain(path);
      expect(locs).toContain(path === '/' ? '/fr' : `/fr${path}`);
    }
    expect(xml).toContain('hreflang="x-default"');
    expect(locs.some((path) => /admin|account|signin/.test(path))).toBe(false);
  });

  test('robots.txt keeps crawlers out of admin, account and sign-in, in both languages', async ({
    request,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    for (const path of [
      '/admin',
      '/account',
      '/signin',
      '/fr/admin',
      '/fr/account',
      '/fr/signin',
    ]) {
      expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
    expect(text).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  });
});

/** Every public page by English path: the sitemap's list, so a page added there is checked here. */
const everyPage = [...publicPaths, ...blogArticles.map((a) => `/blog/${a.slug}`)];

/** The attribute of the first head tag matching `tag` and `match`, read from the served HTML. */
function headAttribute(
  head: string,
  tag: string,
  match: string,
  attribute: string,
): string | undefined {
  // Attribute names are case-insensitive in HTML; React writes some in camel case (hrefLang).
  for (const [element] of head.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))) {
    if (!element.toLowerCase().includes(match.toLowerCase())) continue;
    const value = new RegExp(`\\b${attribute}="([^"]*)"`, 'i').exec(element)?.[1];
    if (value !== undefined) return value.replaceAll('&amp;', '&');
  }
  return undefined;
}

test.describe('page metadata', () => {
  for (const path of everyPage) {
    for (const locale of ['en', 'fr'] as const) {
      const url = locale === 'en' ? path : path === '/' ? '/fr' : `/fr${path}`;
      // As a crawler reads it: the server's HTML, before any script runs.
      test(`${url} answers 200 with one h1, its language, title, description, canonical, hreflang and Open Graph`, async ({
        request,
      }) => {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        const html = await response.text();
        const head = html.slice(0, html.indexOf('</head>'));
        const pathOf = (value: string | undefined) => (value ? new URL(value).pathname : value);

        expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale}"`));
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
        const title = /<title>([^<]+)<\/title>/.exec(head)?.[1];
        expect(title).toMatch(path === '/' ? /Registra/ : /\| Registra$/);
        expect(headAttribute(head, 'meta', 'name="description"', 'content')).toMatch(/^.{50,}$/);
        expect(pathOf(headAttribute(head, 'link', 'rel="canonical"', 'href'))).toBe(url);
        expect(pathOf(headAttribute(head, 'link', 'hreflang="en"', 'href'))).toBe(path);
        expect(pathOf(headAttribute(head, 'link', 'hreflang="fr"', 'href'))).toBe(
          path === '/' ? '/fr' : `/fr${path}`,
        );
        expect(pathOf(headAttribute(head, 'link', 'hreflang="x-default"', 'href'))).toBe(path);
        expect(pathOf(headAttribute(head, 'meta', 'property="og:url"', 'content'))).toBe(url);
        expect(headAttribute(head, 'meta', 'property="og:title"', 'content')).toMatch(/Registra/);
        expect(headAttribute(head, 'meta', 'property="og:locale"', 'content')).toBe(
          locale === 'en' ? 'en_GB' : 'fr_FR',
        );
        expect(pathOf(headAttribute(head, 'meta', 'property="og:image"', 'content'))).toBe(
          locale === 'en' ? '/opengraph-image' : '/fr/opengraph-image',
        );
        expect(head).not.toMatch(/<meta name="robots" content="noindex/);
      });
    }
  }

  test('the wizard steps are not indexed, but their links are followed', async ({ request }) => {
    // Steps, reviews and a confirmation: the whole wizard area takes it from one layout.
    for (const url of [
      '/nigeria-company-registration',
      '/fr/ghana-company-registration/step2',
      '/south-africa-registration/business-basics',
      '/nigeria-company-review',
      '/fr/ghana-registration-confirmation',
    ]) {
      const html = await (await request.get(url)).text();
      expect([url, headAttribute(html, 'meta', 'name="robots"', 'content')]).toEqual([
        url,
        'noindex, follow',
      ]);
    }
  });

  test('the generated Open Graph images are 1200×630 PNGs in each language', async ({
    request,
  }) => {
    for (const url of ['/opengraph-image', '/fr/opengraph-image']) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect(png.readUInt32BE(16)).toBe(1200);
      expect(png.readUInt32BE(20)).toBe(630);
    }
  });

  test('the site icon answers at /favicon.ico, where browsers ask for it, and pages link it', async ({
    page,
    request,
  }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/x-icon');
    const ico = await response.body();
    expect(ico.readUInt16LE(2)).toBe(1); // type: icon
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0); // images in the file
    await page.goto('/fr/pricing');
    const href = await page.locator('head link[rel="icon"]').first().getAttribute('href');
    expect(new URL(href!, page.url()).pathname).toBe('/favicon.ico');
  });
});

test.describe('JSON-LD', () => {
  async function jsonLd(page: import('@playwright/test').Page) {
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    return scripts.map((text) => JSON.parse(text) as { '@type': string; [key: string]: unknown });
  }

  test('every page carries the Organization once', async ({ page }) => {
    for (const url of ['/', '/fr/about', '/terms']) {
      await page.goto(url);
      const organizations = (await jsonLd(page)).filter((d) => d['@type'] === 'Organization');
      expect(organizations).toHaveLength(1);
      expect(organizations[0]).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Registra',
      });
    }
  });

  test('the FAQ page describes every question with its answer', async ({ page }) => {
    await page.goto('/faq');
    const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage') as unknown as {
      mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }>;
    };
    expect(faq.mainEntity).toHaveLength(16);
    expect(faq.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'What does Registra do?',
    });
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toContain('We register businesses');
  });

  test('the home FAQ and the articles carry their own structured data', async ({ page }) => {
    await page.goto('/fr');
    const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage') as unknown as {
      mainEntity: unknown[];
    };
    expect(faq.mainEntity).toHaveLength(4);
    await page.goto(`/blog/${blogArticles[0].slug}`);
    expect((await jsonLd(page)).find((d) => d['@type'] === 'Article')).toMatchObject({
      datePublished: blogArticles[0].published,
    });
  });
});
