import 'server-only';
import type { DbTx } from '@/lib/db/database';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { renderMail } from '@/lib/mail/templates';
import { staffInbox } from '../staff-inbox';
import type { ApplicationValues } from './schemas';

/**
 * Tells staff an application arrived; the CV stays in private storage (no attachment). A job
 * enqueued in the transaction that stores the application, once per application.
 */
export async function enqueueCareerApplicationMail(
  tx: DbTx,
  id: string,
  values: ApplicationValues,
): Promise<void> {
  await enqueueMail(
    tx,
    `mail:career-application:${id}`,
    renderMail(
      'careerApplication',
      { to: process.env.CAREERS_INBOX || staffInbox() },
      {
        id,
        opening: values.openingId,
        name: values.name,
        email: values.email,
        phone: values.phone,
        fileName: values.cv.name,
        size: values.cv.size,
        coverLetter: values.coverLetter,
      },
    ),
  );
}
