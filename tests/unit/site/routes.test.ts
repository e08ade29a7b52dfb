import path from 'node:path';
import { blogArticles } from '@/lib/blog/articles';
import { publicPaths } from '@/lib/seo/public-paths';
import { scanRoutes } from '@/lib/site/route-scan';
import { fallbackRoute, isKnownPath, notFoundRoute, pageParams } from '@/lib/site/routes';

const routes = scanRoutes(path.join(process.cwd(), 'app', '[locale]'));
const pageRoutes = routes.filter((route) => route !== fallbackRoute && route !== notFoundRoute);

describe('the routes of app/[locale]', () => {
  it('are read as URL patterns: groups add no segment, dynamic segments stay patterns', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/nigeria',
        '/services/trademark-registration',
        '/blog/[slug]',
        '/account',
        '/opengraph-image',
        fallbackRoute,
        notFoundRoute,
      ]),
    );
    expect(routes.filter((route) => route.includes('('))).toEqual([]);
  });

  it('know every page of the sitemap and every article', () => {
    const unknown = [
      ...publicPaths,
      ...blogArticles.map((article) => `/blog/${article.slug}`),
    ].filter((page) => !isKnownPath(page, pageRoutes, pageParams));
    expect(unknown).toEqual([]);
  });
});

describe('isKnownPath', () => {
  it.each([
    ['/', true],
    ['/faq', true],
    ['/faq/', true],
    ['/services/others', true],
    [`/blog/${blogArticles[0].slug}`, true],
    ['/nope', false],
    ['/faq/extra', false],
    ['/services/nope', false],
    ['/blog/no-such-article', false],
    ['/blog', true],
    [notFoundRoute, false],
    ['/%E0%A4%A', false],
  ])('%s → %s', (page, expected) => {
    expect(isKnownPath(page, pageRoutes, pageParams)).toBe(expected);
  });

  it('lets a dynamic segment accept any value unless its values are listed', () => {
    expect(isKnownPath('/blog/anything', ['/blog/[slug]'])).toBe(true);
    expect(isKnownPath('/blog/anything', ['/blog/[slug]'], { '/blog/[slug]': ['one'] })).toBe(
      false,
    );
    expect(isKnownPath('/blog', ['/blog/[slug]'])).toBe(false);
  });

  it('matches catch-all segments: [...x] needs one segment or more, [[...x]] none or more', () => {
    expect(isKnownPath('/docs', ['/docs/[...page]'])).toBe(false);
    expect(isKnownPath('/docs/a/b', ['/docs/[...page]'])).toBe(true);
    expect(isKnownPath('/docs', ['/docs/[[...page]]'])).toBe(true);
    expect(isKnownPath('/docs/a/b', ['/docs/[[...page]]'])).toBe(true);
  });

  it('decodes escapes before comparing', () => {
    expect(isKnownPath('/f%61q', pageRoutes)).toBe(true);
  });
});
