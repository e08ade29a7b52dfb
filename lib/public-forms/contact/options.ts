import { countryCodes } from '@/lib/catalogue/jurisdictions';
import { serviceIds } from '@/lib/catalogue/services';
import type { ContactInput } from './schemas';

/**
 * What the contact form offers and limits, apart from its schema: the form shows these at once,
 * while the schema (zod and the phone-number metadata) is fetched when it first validates.
 */

/** The countries we serve, then 'other'. */
export const contactCountries = [...countryCodes, 'other'] as const;
export type ContactCountry = (typeof contactCountries)[number];

/** Topics that are not a service: labels under `Contact.topics`. */
export const generalTopics = ['pricing', 'application', 'partnership', 'other'] as const;

/**
 * What a message may be about: every service of the catalogue (its title is
 * `Catalogue.services.<id>.title`), then the general topics. A service request (issue 28) names
 * its service here too. Messages sent before issue 28 may also read 'registration' or
 * 'compliance' (see the migration); the form no longer offers them.
 */
export const contactTopics = [...serviceIds, ...generalTopics] as const;
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
