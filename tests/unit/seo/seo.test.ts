import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { blogArticles } from '@/lib/blog/articles';
import {
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { publicPaths } from '@/lib/seo/public-paths';
import { siteConfig } from '@/lib/config/site';

const origin = siteConfig.url.replace(/\/$/, '');

describe('pageMetadata', () => {
  it('gives a French page its canonical URL, hreflang alternates and Open Graph card', () => {
    const metadata = pageMetadata({
      locale: 'fr',
      path: '/faq',
      title: 'Questions',
      description: 'Réponses',
    });
    expect(metadata.alternates?.canonical).toBe(`${origin}/fr/faq`);
    expect(metadata.alternates?.languages).toEqual({
      en: `${origin}/faq`,
      fr: `${origin}/fr/faq`,
      'x-default': `${origin}/faq`,
    });
    expect(metadata.openGraph).toMatchObject({
      url: `${origin}/fr/faq`,
      locale: 'fr_FR',
      title: `Questions | ${siteConfig.name}`,
      images: [expect.objectContaining({ url: '/fr/opengraph-image', width: 1200, height: 630 })],
    });
  });

  it('uses the English Open Graph image, unprefixed, for English pages', () => {
    const metadata = pageMetadata({ locale: 'en', path: '/', title: 'Home', description: 'd' });
    expect(metadata.alternates?.canonical).toBe(`${origin}/`);
    expect(metadata.title).toEqual({ absolute: 'Home' });
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: '/opengraph-image' }),
    ]);
  });
});

describe('sitemap', () => {
  const entries = sitemap();
  const urls = entries.map((entry) => entry.url);

  it('lists every public page and every article in both languages', () => {
    const paths = [...publicPaths, ...blogArticles.map((a) => `/blog/${a.slug}`)];
    expect(entries).toHaveLength(paths.length * 2);
    expect(urls).toContain(`${origin}/`);
    expect(urls).toContain(`${origin}/fr`);
    expect(urls).toContain(`${origin}/faq`);
    expect(urls).toContain(`${origin}/fr/blog/${blogArticles[0].slug}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('never lists the private areas', () => {
    expect(urls.filter((url) => /\/(admin|account|signin|offline)\b/.test(url))).toEqual([]);
  });
});

describe('robots', () => {
  it('disallows the admin, account, sign-in and reset-password pages in both languages and points to the sitemap', () => {
    const rules = robots();
    const rule = Array.isArray(rules.rules) ? rules.rules[0] : rules.rules;
    expect(rule?.disallow).toEqual([
      '/admin',
      '/account',
      '/signin',
      '/reset-password',
      '/fr/admin',
      '/fr/account',
      '/fr/signin',
      '/fr/reset-password',
    ]);
    expect(rules.sitemap).toBe(`${origin}/sitemap.xml`);
  });
});

describe('JSON-LD', () => {
  it('escapes markup so an answer cannot close the script element', () => {
    const json = serializeJsonLd(
      faqPageJsonLd(
        [{ question: 'Q', answerHtml: '</script><script>alert(1)</script>' }],
        `${origin}/faq`,
      ),
    );
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).mainEntity[0].acceptedAnswer.text).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('describes the organisation with its contact point and the six countries', () => {
    const org = organizationJsonLd('en', 'desc');
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: siteConfig.name,
      telephone: siteConfig.contact.phone,
    });
    expect(org.areaServed).toHaveLength(6);
  });

  it('prices a service offer in its currency with two decimals', () => {
    const service = serviceJsonLd({
      name: 'Company registration',
      description: 'd',
      url: `${origin}/nigeria`,
      areaServed: ['Nigeria'],
      offers: [{ name: 'Basic', price: 150000, currency: 'NGN' }],
    });
    expect(service.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', price: '150000.00', priceCurrency: 'NGN' }),
    ]);
  });
});
