import 'server-only';
import { sendMail } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';
import { staffInbox } from '../staff-inbox';
import type { ApplicationValues } from './schemas';

/** Tells staff an application arrived; the CV stays in private storage (no attachment). */
export async function notifyCareerApplication(id: string, values: ApplicationValues): Promise<void> {
  await sendMail(
    renderMail('careerApplication', { to: process.env.CAREERS_INBOX || staffInbox() }, {
      id,
      opening: values.openingId,
      name: values.name,
      email: values.email,
      phone: values.phone,
      fileName: values.cv.name,
      size: values.cv.size,
      coverLetter: values.coverLetter,
    }),
  );
}
