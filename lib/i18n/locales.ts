/** The site's languages; English is the default and has no URL prefix. */
export const locales = ['en', 'fr'] as const;
export const defaultLocale = 'en';

export type Locale = (typeof locales)[number];
