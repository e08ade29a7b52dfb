import 'server-only';
import { publicAction } from '@/lib/actions/public-action';
import type { ActionResult } from '@/lib/actions/result';
import { isCountryCode } from '@/lib/catalogue/jurisdictions';
import type { Database } from '@/lib/db/database';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { toE164 } from '@/lib/validation/phone';
import { formLimiter } from '../limits';
import { enqueueContactMessageMail } from './notify';
import { insertContactMessage, type NewContactMessage } from './queries';
import { contactSchema } from './schemas';

/** What the submission takes besides its input (tests give their own database and address). */
export type ContactMessageDeps = { database?: Database; ip?: string };

/**
 * A message from the contact form. Public on purpose (no session needed): the rate limit and the
 * captcha stand in for authentication. Everything it receives is re-parsed; the staff mail is a
 * job enqueued in the transaction that stores the message.
 */
export function submitContactMessageWith(
  input: unknown,
  locale: unknown,
  { database, ip }: ContactMessageDeps = {},
): Promise<ActionResult> {
  return publicAction({
    name: 'contact',
    limiter: formLimiter('contact', database),
    schema: contactSchema,
    captcha: (values) => values.altcha,
    database,
    mutate: async (values) => {
      const message: NewContactMessage = {
        name: values.name,
        email: values.email,
        phone: values.phone
          ? toE164(values.phone, isCountryCode(values.country) ? values.country : undefined)
          : null,
        country: values.country,
        topic: values.topic,
        message: values.message,
        locale: isLocale(locale) ? locale : defaultLocale,
      };
      await insertContactMessage(message, database, (tx, id) =>
        enqueueContactMessageMail(tx, id, message),
      );
    },
  })(input, { ip });
}
