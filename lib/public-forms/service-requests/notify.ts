import 'server-only';
import type { DbTx } from '@/lib/db/database';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { renderMail } from '@/lib/mail/templates';
import { staffInbox } from '../staff-inbox';
import type { StoredServiceRequest } from './submit';

/**
 * Tells staff a service request arrived (the service and the country as data, the visitor's text
 * escaped), and confirms it to the sender in their language: two jobs enqueued in the transaction
 * that stores the request, each sent (and retried) on its own, once per request.
 */
export async function enqueueServiceRequestMails(
  tx: DbTx,
  { id, request }: StoredServiceRequest,
): Promise<void> {
  await enqueueMail(
    tx,
    `mail:service-request:${id}`,
    renderMail(
      'serviceRequest',
      { to: staffInbox() },
      {
        id,
        service: request.service,
        jurisdiction: request.jurisdiction,
        name: request.name,
        email: request.email,
        phone: request.phone,
        language: request.locale,
        message: request.message,
      },
    ),
  );
  await enqueueMail(
    tx,
    `mail:service-request-received:${id}`,
    renderMail(
      'serviceRequestReceived',
      { to: request.email, locale: request.locale },
      {
        service: request.service,
        jurisdiction: request.jurisdiction,
        name: request.name,
        message: request.message,
      },
    ),
  );
}
