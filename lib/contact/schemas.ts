import { z } from 'zod';
import {
  captchaPayload,
  emailAddress,
  isMarketCountry,
  isValidPhone,
  marketCountries,
  oneOf,
  personName,
} from '@/lib/contact/fields';

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

const contactFields = z.object({
  name: personName,
  email: emailAddress,
  // Optional: an empty box is fine; anything typed must be a real number (checked below,
  // against the chosen country).
  phone: z.string().trim().max(30, 'phoneInvalid'),
  country: oneOf(contactCountries, 'countryRequired'),
  topic: oneOf(contactTopics, 'topicRequired'),
  message: z.string().trim().min(MESSAGE_MIN, 'messageTooShort').max(MESSAGE_MAX, 'messageTooLong'),
  altcha: captchaPayload,
});

/**
 * The contact form, used by react-hook-form (zodResolver) in the browser and parsed again by
 * the server action. The phone is checked against the country picked, once both are readable.
 */
export const contactSchema = contactFields.refine(
  (v) =>
    v.phone === '' || isValidPhone(v.phone, isMarketCountry(v.country) ? v.country : undefined),
  {
    message: 'phoneInvalid',
    path: ['phone'],
    when: (payload) =>
      contactFields.pick({ phone: true, country: true }).safeParse(payload.value).success,
  },
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export const contactDefaults: ContactInput = {
  name: '',
  email: '',
  phone: '',
  country: '' as ContactCountry,
  topic: '' as ContactTopic,
  message: '',
  altcha: '',
};
