'use server';

import { after } from 'next/server';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { userAction } from '@/lib/actions/user-action';
import { siteOrigin } from '@/lib/config/site';
import { sendMail } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';
import { staffInbox } from '@/lib/public-forms/staff-inbox';
import { adminApplicationPath } from '@/lib/site/paths';
import { replyToRequest, uploadPaymentProof, type UploadedFile } from './customer-work';
import { deleteAccount } from './deletion';
import { deleteDraft, updateProfile } from './queries';
import { deleteAccountSchema, draftSchema, profileSchema, proofSchema, replySchema } from './schemas';

/** The customer's actions on their account (errors are keys of Account.errors). */

async function bytesOf(file: Blob): Promise<UploadedFile> {
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file instanceof File ? file.name : 'document' };
}

const blobs = (values: FormDataEntryValue[]) => values.filter((v): v is File => v instanceof Blob && v.size > 0);

export async function updateProfileAction(raw: unknown): Promise<ActionResult> {
  return userAction({
    name: 'account.profile',
    schema: profileSchema,
    handler: async (input, user) => {
      const profile = await updateProfile(user.id, input);
      return profile ? succeed() : fail('notFound');
    },
  })(raw);
}

export async function deleteDraftAction(raw: unknown): Promise<ActionResult> {
  return userAction({
    name: 'account.deleteDraft',
    schema: draftSchema,
    handler: async (input, user) => ((await deleteDraft(user.id, input.id)) ? succeed() : fail('notFound')),
  })(raw);
}

export async function uploadProofAction(form: FormData): Promise<ActionResult> {
  const [file] = blobs(form.getAll('file'));
  return userAction({
    name: 'account.paymentProof',
    schema: proofSchema,
    handler: async (input, user) => {
      const result = await uploadPaymentProof(user.id, input.reference, await bytesOf(input.file));
      if (result.ok) return succeed();
      return fail(result.reason === 'file' ? result.error : result.reason);
    },
  })({ reference: form.get('reference'), file });
}

export async function replyAction(form: FormData): Promise<ActionResult> {
  return userAction({
    name: 'account.reply',
    schema: replySchema,
    handler: async (input, user) => {
      const files = await Promise.all(input.files.map(bytesOf));
      const result = await replyToRequest(user.id, input.reference, { message: input.message, files });
      if (!result.ok) return fail(result.reason === 'file' ? result.error : result.reason);
      const mail = renderMail('customerReplied', { to: staffInbox() }, {
        reference: result.reference,
        message: input.message,
        files: result.files,
        url: `${siteOrigin()}${adminApplicationPath(result.reference)}`,
      });
      // After the response: the answer is stored and shown; a failed mail is logged for staff.
      after(() => sendMail(mail).catch((error: unknown) => console.error(`[account] staff mail for ${result.reference} failed`, error)));
      return succeed();
    },
  })({ reference: form.get('reference'), message: form.get('message'), files: blobs(form.getAll('files')) });
}

export async function deleteAccountAction(raw: unknown): Promise<ActionResult> {
  return userAction({
    name: 'account.delete',
    schema: deleteAccountSchema,
    // The typed address must be the account's own: a deletion is never one click away.
    authorise: (input, user) => input.email.toLowerCase() === user.email.toLowerCase(),
    handler: async (_input, user) => {
      const result = await deleteAccount(user.id);
      return result.ok ? succeed() : fail(result.reason);
    },
  })(raw);
}
