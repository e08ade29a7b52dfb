import { z } from 'zod';
import { isCountryCode } from '@/lib/catalogue/jurisdictions';
import { emailField } from '@/lib/validation/email';
import { personName } from '@/lib/validation/person';
import { isValidPhone } from '@/lib/validation/phone';
import { oneOf } from '@/lib/validation/text';
import { captchaPayload } from '../../security/captcha/field';
import { contactCountries, contactTopics, MESSAGE_MAX, MESSAGE_MIN } from './options';

const contactFields = z.object({
  name: personName,
  email: emailField({ required: 'emailRequired', invalid: 'emailInvalid' }),
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
  (v) => v.phone === '' || isValidPhone(v.phone, isCountryCode(v.country) ? v.country : undefined),
  {
    message: 'phoneInvalid',
    path: ['phone'],
    when: (payload) =>
      contactFields.pick({ phone: true, country: true }).safeParse(payload.value).success,
  },
);

export type ContactInput = z.input<typeof contactSchema>;
