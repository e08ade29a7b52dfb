import 'server-only';
import { publicAction } from '@/lib/actions/public-action';
import type { ActionResult } from '@/lib/actions/result';
import { jurisdictions, type JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { ServiceId } from '@/lib/catalogue/services';
import type { Database } from '@/lib/db/database';
import type { Locale } from '@/lib/i18n/locales';
import { toE164 } from '@/lib/validation/phone';
import { insertContactMessage } from '../contact/queries';
import { formLimiter } from '../limits';
import { enqueueServiceRequestMails } from './notify';
import { serviceRequestSchema } from './schemas';

export type StoredServiceRequest = {
  id: string;
  request: {
    service: ServiceId;
    jurisdiction: JurisdictionId;
    name: string;
    email: string;
    phone: string | null;
    message: string;
    locale: Locale;
  };
};

/** What the submission takes besides its input (tests give their own database and address). */
export type ServiceRequestDeps = { database?: Database; ip?: string };

/**
 * Stores a request for a service that cannot be ordered online yet in the staff inbox (a contact
 * message whose topic is the service and whose jurisdiction is set), with the mails to staff and
 * to the sender enqueued as jobs in the same transaction. Public: the captcha and the per-address limit (the form's own count)
 * stand in for authentication, as for the contact form.
 */
export function submitServiceRequestWith(
  input: unknown,
  locale: Locale,
  { database, ip }: ServiceRequestDeps = {},
): Promise<ActionResult> {
  return publicAction({
    name: 'serviceRequest',
    limiter: formLimiter('serviceRequest', database),
    schema: serviceRequestSchema,
    captcha: (values) => values.altcha,
    database,
    mutate: async (values): Promise<void> => {
      const { countryCode } = jurisdictions[values.country];
      const request: StoredServiceRequest['request'] = {
        service: values.service,
        jurisdiction: values.country,
        name: values.name,
        email: values.email,
        phone: values.phone ? toE164(values.phone, countryCode) : null,
        message: values.message,
        locale,
      };
      await insertContactMessage(
        {
          name: request.name,
          email: request.email,
          phone: request.phone,
          country: countryCode,
          topic: request.service,
          message: request.message,
          locale,
          jurisdiction: request.jurisdiction,
        },
        database,
        (tx, id) => enqueueServiceRequestMails(tx, { id, request }),
      );
    },
  })(input, { ip });
}
