import 'server-only';
import type { ApplicationValues } from '@/lib/careers/schemas';
import { staffInbox } from '@/lib/contact/notify';
import { sendMail } from '@/lib/mail/mailer';

/** Tells staff an application arrived; the CV stays in private storage (plain text, no attachment). */
export async function notifyCareerApplication(
  id: string,
  values: ApplicationValues,
): Promise<void> {
  await sendMail({
    to: process.env.CAREERS_INBOX || staffInbox(),
    subject: `Career application: ${values.openingId} from ${values.name}`
      .replace(/[\r\n]+/g, ' ')
      .slice(0, 200),
    text: [
      `A new application arrived through the careers form (reference ${id}).`,
      '',
      `Opening: ${values.openingId}`,
      `Name: ${values.name}`,
      `E-mail: ${values.email}`,
      `Phone: ${values.phone}`,
      `CV: ${values.cv.name} (${values.cv.size} bytes)`,
      '',
      values.coverLetter,
    ].join('\n'),
  });
}
