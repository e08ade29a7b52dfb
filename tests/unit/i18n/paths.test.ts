import { localisedPath } from '@/lib/i18n/paths';

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
