import { expect, test } from '@playwright/test';
import { blogArticles } from '@/lib/blog/articles';
import { publicPaths } from '@/lib/seo/public-paths';

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists every public page in both languages with hreflang alternates', async ({ request }) => {
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

  test('robots.txt keeps crawlers out of admin, account and sign-in, in both languages', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    for (const path of ['/admin', '/account', '/signin', '/fr/admin', '/fr/account', '/fr/signin']) {
      expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
    expect(text).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  });
});

test.describe('page metadata', () => {
  const pages = [
    { path: '/faq', canonical: '/faq', en: '/faq', fr: '/fr/faq', og: '/opengraph-image' },
    { path: '/fr/help', canonical: '/fr/help', en: '/help', fr: '/fr/help', og: '/fr/opengraph-image' },
    { path: `/blog/${blogArticles[1].slug}`, canonical: `/blog/${blogArticles[1].slug}`, en: `/blog/${blogArticles[1].slug}`, fr: `/fr/blog/${blogArticles[1].slug}`, og: '/opengraph-image' },
    { path: '/fr/privacy', canonical: '/fr/privacy', en: '/privacy', fr: '/fr/privacy', og: '/fr/opengraph-image' },
  ];
  for (const entry of pages) {
    test(`${entry.path} has title, description, canonical, hreflang and Open Graph`, async ({ page }) => {
      await page.goto(entry.path);
      await expect(page).toHaveTitle(/\| Registra$/);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      const path = async (selector: string, attribute = 'href') =>
        new URL((await head.locator(selector).getAttribute(attribute))!).pathname;
      expect(await path('link[rel="canonical"]')).toBe(entry.canonical);
      expect(await path('link[rel="alternate"][hreflang="en"]')).toBe(entry.en);
      expect(await path('link[rel="alternate"][hreflang="fr"]')).toBe(entry.fr);
      expect(await path('link[rel="alternate"][hreflang="x-default"]')).toBe(entry.en);
      expect(await path('meta[property="og:url"]', 'content')).toBe(entry.canonical);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /Registra/);
      await expect(head.locator('meta[property="og:image"]')).toHaveCount(1);
      expect(await path('meta[property="og:image"]', 'content')).toBe(entry.og);
    });
  }

  test('the generated Open Graph images are 1200×630 PNGs in each language', async ({ request }) => {
    for (const url of ['/opengraph-image', '/fr/opengraph-image']) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect(png.readUInt32BE(16)).toBe(1200);
      expect(png.readUInt32BE(20)).toBe(630);
    }
  });

  test('the site icon answers at /favicon.ico, where browsers ask for it, and pages link it', async ({ page, request }) => {
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
      expect(organizations[0]).toMatchObject({ '@context': 'https://schema.org', name: 'Registra' });
    }
  });

  test('the FAQ page describes every question with its answer', async ({ page }) => {
    await page.goto('/faq');
    const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage') as unknown as {
      mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }>;
    };
    expect(faq.mainEntity).toHaveLength(16);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'What does Registra do?' });
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toContain('We register businesses');
  });

  test('the home FAQ and the articles carry their own structured data', async ({ page }) => {
    await page.goto('/fr');
    const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage') as unknown as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(4);
    await page.goto(`/blog/${blogArticles[0].slug}`);
    expect((await jsonLd(page)).find((d) => d['@type'] === 'Article')).toMatchObject({ datePublished: blogArticles[0].published });
  });
});
