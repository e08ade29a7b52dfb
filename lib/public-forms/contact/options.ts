import { countryCodes } from '@/lib/catalogue/jurisdictions';
import type { ContactInput } from './schemas';

/**
 * What the contact form offers and limits, apart from its schema: the form shows these at once,
 * while the schema (zod and the phone-number metadata) is fetched when it first validates.
 */

/** The countries we serve, then 'other'. */
export const contactCountries = [...countryCodes, 'other'] as const;
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
