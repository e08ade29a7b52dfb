import { localeOfPath, localiseHref, localisedPath } from '@/lib/i18n/paths';

describe('localisedPath', () => {
  it('adds the French prefix to an English path', () => {
    expect(localisedPath('/faq', 'fr')).toBe('/fr/faq');
    expect(localisedPath('/', 'fr')).toBe('/fr');
  });

  it('removes the French prefix for English, the unprefixed default', () => {
    expect(localisedPath('/fr/careers/apply', 'en')).toBe('/careers/apply');
    expect(localisedPath('/fr', 'en')).toBe('/');
  });

  it('keeps the path when it is already in the target locale', () => {
    expect(localisedPath('/fr/faq', 'fr')).toBe('/fr/faq');
    expect(localisedPath('/faq', 'en')).toBe('/faq');
  });

  it('does not mistake a page whose name starts with a locale for a prefix', () => {
    expect(localisedPath('/french-guide', 'fr')).toBe('/fr/french-guide');
  });
});

describe('localiseHref', () => {
  it('prefixes internal paths on French pages and leaves English ones bare', () => {
    expect(localiseHref('/faq', 'fr')).toBe('/fr/faq');
    expect(localiseHref('/faq', 'en')).toBe('/faq');
    expect(localiseHref('/', 'fr')).toBe('/fr');
  });

  it('keeps the query and the fragment', () => {
    expect(
      localiseHref(
        { pathname: '/careers/apply', query: { opening: 'x y', skip: undefined } },
        'fr',
      ),
    ).toBe('/fr/careers/apply?opening=x+y');
    expect(localiseHref('/#trusted-section', 'fr')).toBe('/fr#trusted-section');
    expect(localiseHref('/#trusted-section', 'en')).toBe('/#trusted-section');
  });

  it('leaves external and protocol links alone, and treats an unknown locale as the default', () => {
    expect(localiseHref('https://blog.registra.example', 'fr')).toBe(
      'https://blog.registra.example',
    );
    expect(localiseHref('mailto:hello@registra.example', 'fr')).toBe(
      'mailto:hello@registra.example',
    );
    expect(localiseHref('//evil.example', 'fr')).toBe('//evil.example');
    expect(localiseHref('/faq', 'de')).toBe('/faq');
  });
});

describe('localeOfPath', () => {
  it('reads the locale prefix, and the default where there is none', () => {
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/fr/contact')).toBe('fr');
    expect(localeOfPath('/contact')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('')).toBe('en');
  });

  it('does not mistake a page whose name starts with a locale, or an unknown locale, for a prefix', () => {
    expect(localeOfPath('/french-guide')).toBe('en');
    expect(localeOfPath('/de/contact')).toBe('en');
  });
});
