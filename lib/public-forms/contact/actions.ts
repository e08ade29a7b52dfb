'use server';

import { publicAction } from '@/lib/actions/public-action';
import type { ActionResult } from '@/lib/actions/result';
import { isCountryCode } from '@/lib/catalogue/jurisdictions';
import { toLocale } from '@/lib/i18n/locale';
import { toE164 } from '@/lib/validation/phone';
import { formLimiter } from '../limits';
import { notifyContactMessage } from './notify';
import { insertContactMessage, type NewContactMessage } from './queries';
import { contactSchema } from './schemas';

/**
 * The contact form's action. Public on purpose (no session needed): the rate limit and the
 * captcha stand in for authentication. Everything it receives is re-parsed; staff are mailed
 * after the response.
 */
export async function submitContactMessage(input: unknown, locale: unknown): Promise<ActionResult> {
  return publicAction({
    name: 'contact',
    limiter: formLimiter('contact'),
    schema: contactSchema,
    captcha: (values) => values.altcha,
    mutate: async (values) => {
      const message: NewContactMessage = {
        name: values.name,
        email: values.email,
        phone: values.phone ? toE164(values.phone, isCountryCode(values.country) ? values.country : undefined) : null,
        country: values.country,
        topic: values.topic,
        message: values.message,
        locale: toLocale(locale),
      };
      return { id: await insertContactMessage(message), message };
    },
    notify: (_values, stored) => notifyContactMessage(stored.id, stored.message),
  })(input);
}
