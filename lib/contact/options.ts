import type { ContactInput } from '@/lib/contact/schemas';

/**
 * What the contact form offers and limits, apart from its schema: the form shows these at once,
 * while the schema (zod and the phone-number metadata) is fetched when it first validates.
 */

/** The six markets we serve (ISO 3166-1 alpha-2), in the order the site lists them. */
export const marketCountries = ['NG', 'GH', 'ZA', 'GB', 'CA', 'US'] as const;
export type MarketCountry = (typeof marketCountries)[number];

export const contactCountries = [...marketCountries, 'other'] as const;
export type ContactCountry = (typeof contactCountries)[number];

export const contactTopics = [
  'registration',
  'compliance',
  'pricing',
  'application',
  'partnership',
  'other',
] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

export const contactDefaults: ContactInput = {
  name: '',
  email: '',
  phone: '',
  country: '' as ContactCountry,
  topic: '' as ContactTopic,
  message: '',
  altcha: '',
};
