/** The site's languages; English is the default and has no URL prefix. */
export const locales = ['en', 'fr'] as const;
export const defaultLocale = 'en';

export type Locale = (typeof locales)[number];

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}
