import { z } from 'zod';
import { findOffering } from '@/lib/catalogue/catalogue';
import { jurisdictionIds, jurisdictions } from '@/lib/catalogue/jurisdictions';
import { serviceIds } from '@/lib/catalogue/services';
import { emailField } from '@/lib/validation/email';
import { personName } from '@/lib/validation/person';
import { isValidPhone } from '@/lib/validation/phone';
import { oneOf } from '@/lib/validation/text';
import { captchaPayload } from '../../security/captcha/field';
import { REQUEST_MESSAGE_MAX } from './options';

const requestFields = z.object({
  /** A service of the catalogue. */
  service: oneOf(serviceIds, 'serviceRequired'),
  /** A jurisdiction of the catalogue (a country, or a US state), as the URL's `country` names it. */
  country: oneOf(jurisdictionIds, 'countryRequired'),
  name: personName,
  email: emailField({ required: 'emailRequired', invalid: 'emailInvalid' }),
  // Optional: an empty box is fine; anything typed must be a number of the country chosen.
  phone: z.string().trim().max(30, 'phoneInvalid').default(''),
  // Optional: the service and the country already say what is asked for.
  message: z.string().trim().max(REQUEST_MESSAGE_MAX, 'messageTooLong').default(''),
  altcha: captchaPayload,
});

const pairReadable = (value: unknown) =>
  requestFields.pick({ service: true, country: true }).safeParse(value).success;

/**
 * A request for a service that cannot be ordered online yet, used by react-hook-form in the
 * browser and parsed again by the server action: the service must be one we offer in the country
 * chosen, and a phone number one of that country.
 */
export const serviceRequestSchema = requestFields
  .refine((v) => findOffering(v.country, v.service) !== undefined, {
    message: 'serviceNotOffered',
    path: ['service'],
    when: (payload) => pairReadable(payload.value),
  })
  .refine((v) => v.phone === '' || isValidPhone(v.phone, jurisdictions[v.country].countryCode), {
    message: 'phoneInvalid',
    path: ['phone'],
    when: (payload) =>
      requestFields.pick({ phone: true, country: true }).safeParse(payload.value).success,
  });

export type ServiceRequestInput = z.input<typeof serviceRequestSchema>;
export type ServiceRequestValues = z.output<typeof serviceRequestSchema>;
