'use server';

import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { formLimiter } from '@/lib/contact/limits';
import type { FormResult } from '@/lib/contact/form-result';
import { notifyContactMessage } from '@/lib/contact/notify';
import { runPublicForm } from '@/lib/contact/public-form';
import { insertContactMessage, type NewContactMessage } from '@/lib/contact/queries';
import { contactSchema } from '@/lib/contact/schemas';
import { isMarketCountry, toE164 } from '@/lib/contact/fields';
import { routing } from '@/lib/i18n/routing';
import { clientIp } from '@/lib/security/rate-limit';

/**
 * The contact form's action. Public on purpose (no session needed): the rate limit and the
 * captcha stand in for authentication. Everything it receives is re-parsed; staff are mailed
 * after the response.
 */
export async function submitContactMessage(input: unknown, locale: unknown): Promise<FormResult> {
  const ip = clientIp(await headers());
  return runPublicForm({
    name: 'contact',
    limiter: formLimiter('contact'),
    ip,
    schema: contactSchema,
    input,
    captcha: (values) => values.altcha,
    mutate: async (values) => {
      const message: NewContactMessage = {
        name: values.name,
        email: values.email,
        phone: values.phone
          ? toE164(values.phone, isMarketCountry(values.country) ? values.country : undefined)
          : null,
        country: values.country,
        topic: values.topic,
        message: values.message,
        locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
      };
      return { id: await insertContactMessage(message), message };
    },
    notify: (_values, stored) => notifyContactMessage(stored.id, stored.message),
  });
}
