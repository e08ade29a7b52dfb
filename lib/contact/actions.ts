'use server';

import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { formLimiter } from '@/lib/contact/limits';
import type { FormResult } from '@/lib/contact/form-result';
import { notifyContactMessage } from '@/lib/contact/notify';
import { runPublicForm } from '@/lib/contact/public-form';
import { insertContactMessage } from '@/lib/contact/queries';
import { contactSchema } from '@/lib/contact/schemas';
import { isMarketCountry, toE164 } from '@/lib/contact/fields';
import { routing } from '@/lib/i18n/routing';
import { clientIp } from '@/lib/security/rate-limit';

/**
 * The contact form's action. Public on purpose (no session needed): the rate limit and the
 * captcha stand in for authentication. Everything it receives is re-parsed.
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
      const message = {
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
      const id = await insertContactMessage(message);
      // The message is stored: a mail failure is logged, not shown (a retry would store it twice).
      await notifyContactMessage(id, message).catch((error: unknown) => {
        console.error('[forms] contact notification mail failed:', error);
      });
    },
  });
}
