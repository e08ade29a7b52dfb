import { z } from 'zod';
import { DELIVERED_CATEGORIES } from '@/lib/applications/documents';
import { APPLICATION_STATUSES } from '@/lib/applications/status';

/**
 * The staff console's operations on one application, one schema each, parsed by the server
 * action (./application-actions.ts) and checked by the browser's form. Messages are keys
 * of `Admin.application.errors`.
 */
const applicationId = z.string().uuid('invalidRequest');
const message = (max: number) => z.string('required').trim().max(max, 'tooLong');

export const MAX_STATUS_MESSAGE = 2000;
export const MAX_NOTE = 4000;
export const MAX_OVERRIDE_REASON = 2000;
export const MAX_DOCUMENT_TITLE = 120;

/**
 * A move along the status machine, with an optional message the customer sees (and is mailed).
 * Filing an application whose payment is not confirmed needs `override`: staff's reason, written
 * to the audit log (the database refuses the move without it: migration 20261128002100).
 */
export const changeStatusSchema = z.object({
  applicationId,
  status: z.enum(APPLICATION_STATUSES, 'chooseStatus'),
  message: message(MAX_STATUS_MESSAGE).optional().default(''),
  override: message(MAX_OVERRIDE_REASON).optional().default(''),
});

/** Waiting on the customer: what they must send or answer is required. */
export const requestInformationSchema = z.object({
  applicationId,
  message: message(MAX_STATUS_MESSAGE).pipe(z.string().min(1, 'required')),
});

/** A staff-only note on the timeline. */
export const addNoteSchema = z.object({
  applicationId,
  note: message(MAX_NOTE).pipe(z.string().min(1, 'required')),
});

/** Assign to a staff member, or '' to nobody. */
export const assignSchema = z.object({
  applicationId,
  assigneeId: z.union([z.literal(''), z.string().uuid('chooseStaff')], 'chooseStaff'),
});

/**
 * A document for the customer: what it is, and the file (its bytes are checked by the action).
 * An "Other document" says what it is: its title is required (and ignored for the other kinds).
 */
export const deliverDocumentSchema = z
  .object({
    applicationId,
    category: z.enum(DELIVERED_CATEGORIES, 'chooseCategory'),
    title: message(MAX_DOCUMENT_TITLE).optional().default(''),
    file: z.custom<Blob>(
      (value) => typeof Blob !== 'undefined' && value instanceof Blob && value.size > 0,
      'fileRequired',
    ),
  })
  .superRefine((value, ctx) => {
    if (value.category === 'other' && !value.title)
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'titleRequired' });
  })
  .transform((value) => ({ ...value, title: value.category === 'other' ? value.title : '' }));
