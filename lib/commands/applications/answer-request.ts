import 'server-only';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import {
  Refused,
  recordReply,
  removeAll,
  storeAll,
  type StoredReplyFile,
} from '@/lib/account/customer-work';
import { replySchema } from '@/lib/account/schemas';
import { documentStorage } from '@/lib/applications/documents';
import { isApplicationReference } from '@/lib/applications/reference';
import { siteOrigin } from '@/lib/config/site';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { renderMail } from '@/lib/mail/templates';
import { staffInbox } from '@/lib/public-forms/staff-inbox';
import { adminApplicationPath } from '@/lib/site/paths';
import { customersOnly, defineCommand } from '../run';

const filesError = (key: string): ActionResult<never> =>
  fail(key, undefined, { fieldErrors: { files: [{ key }] } });

/**
 * A customer answers staff's request for information with a message and up to three files
 * (app/api/account/applications/[reference]/reply): the files are checked by their bytes and
 * stored before the transaction, then recorded with the answer in it (the application goes back
 * to in review); staff's mail is a job enqueued with it, once per answer (keyed by its timeline
 * event). Errors are keys of Account.errors, a file's under `files`.
 */
export const answerRequest = defineCommand({
  name: 'applications.answerRequest',
  schema: replySchema,
  allowed: customersOnly,
  prepare: async (input, _actor, deps): Promise<ActionResult<StoredReplyFile[]>> => {
    if (!isApplicationReference(input.reference)) return fail('notFound');
    const files = await Promise.all(
      input.files.map(async (file) => ({
        bytes: new Uint8Array(await file.arrayBuffer()),
        name: file instanceof File ? file.name : 'document',
      })),
    );
    const stored = await storeAll(files, deps.storage ?? documentStorage());
    return stored.ok ? succeed(stored.stored) : filesError(stored.error);
  },
  discard: async (stored, deps) => {
    await removeAll(
      stored.map((file) => file.key),
      deps.storage ?? documentStorage(),
    );
  },
  run: async (input, actor, tx, { prepared }) => {
    if (actor.kind !== 'customer') return fail('forbidden');
    let reply;
    try {
      reply = await recordReply(tx, actor.user.id, input.reference, input.message, prepared);
    } catch (error) {
      if (error instanceof Refused) return fail(error.reason);
      throw error;
    }
    await enqueueMail(
      tx,
      `mail:customer-replied:${reply.eventId}`,
      renderMail(
        'customerReplied',
        { to: staffInbox() },
        {
          reference: reply.reference,
          message: input.message,
          files: reply.files,
          url: `${siteOrigin()}${adminApplicationPath(reply.reference)}`,
        },
      ),
    );
    return succeed();
  },
});
