import type { Currency } from './money';

/**
 * Where we file. The USA is one country page with three states we form companies in, plus
 * federal work (USPTO trademarks, IRS forms) under the `usa` jurisdiction.
 */
export const countrySlugs = ['nigeria', 'ghana', 'south-africa', 'uk', 'canada', 'usa'] as const;
export type CountrySlug = (typeof countrySlugs)[number];

export const jurisdictionIds = [
  'nigeria',
  'ghana',
  'southAfrica',
  'uk',
  'canada',
  'usa',
  'delaware',
  'wyoming',
  'texas',
] as const;
export type JurisdictionId = (typeof jurisdictionIds)[number];

/** The six countries we serve (ISO 3166-1 alpha-2), in the order the site lists them. */
export const countryCodes = ['NG', 'GH', 'ZA', 'GB', 'CA', 'US'] as const;
export type CountryCode = (typeof countryCodes)[number];

export function isCountryCode(value: unknown): value is CountryCode {
  return (countryCodes as readonly unknown[]).includes(value);
}

export type JurisdictionInfo = {
  id: JurisdictionId;
  country: CountrySlug;
  currency: Currency;
  /** The country's ISO 3166 code (the US states share US). */
  countryCode: CountryCode;
};

export const jurisdictions: Record<JurisdictionId, JurisdictionInfo> = {
  nigeria: { id: 'nigeria', country: 'nigeria', currency: 'NGN', countryCode: 'NG' },
  ghana: { id: 'ghana', country: 'ghana', currency: 'GHS', countryCode: 'GH' },
  southAfrica: { id: 'southAfrica', country: 'south-africa', currency: 'ZAR', countryCode: 'ZA' },
  uk: { id: 'uk', country: 'uk', currency: 'GBP', countryCode: 'GB' },
  canada: { id: 'canada', country: 'canada', currency: 'CAD', countryCode: 'CA' },
  usa: { id: 'usa', country: 'usa', currency: 'USD', countryCode: 'US' },
  delaware: { id: 'delaware', country: 'usa', currency: 'USD', countryCode: 'US' },
  wyoming: { id: 'wyoming', country: 'usa', currency: 'USD', countryCode: 'US' },
  texas: { id: 'texas', country: 'usa', currency: 'USD', countryCode: 'US' },
};

/** Jurisdictions shown on a country page, in display order. */
export function jurisdictionsOf(country: CountrySlug): JurisdictionId[] {
  return jurisdictionIds.filter((id) => jurisdictions[id].country === country);
}

/** Message key (under `Catalogue.countries`) for a country slug. */
export function countryKey(
  country: CountrySlug,
): 'nigeria' | 'ghana' | 'southAfrica' | 'uk' | 'canada' | 'usa' {
  return country === 'south-africa' ? 'southAfrica' : country;
}

/** The countries we serve, in the site's order: ISO code, page slug and currency. */
export const countries = countryCodes.map((code) => {
  const main = jurisdictionIds.map((id) => jurisdictions[id]).find((j) => j.countryCode === code)!;
  return { code, slug: main.country, currency: main.currency };
});
