import { z } from 'zod';

/** The two kinds of message the public forms leave for staff. */
export const INBOX_KINDS = ['contact', 'career'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

const target = {
  kind: z.enum(INBOX_KINDS, { error: 'invalidRequest' }),
  id: z.string().uuid('invalidRequest'),
};

/** Staff mark a message handled. */
export const markHandledSchema = z.object(target);

/** Staff answer the sender by e-mail. */
export const inboxReplySchema = z.object({
  ...target,
  message: z.string().trim().min(1, 'replyRequired').max(5000, 'tooLong'),
});

/** Where staff download a career application's CV (app/api/careers/[id]/cv: admins only). */
export function cvDownloadUrl(id: string): string {
  return `/api/careers/${id}/cv`;
}
