import 'server-only';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { attachProof, storeProof, type StoredProof } from '@/lib/account/customer-work';
import { proofSchema } from '@/lib/account/schemas';
import { documentStorage } from '@/lib/applications/documents';
import { isApplicationReference } from '@/lib/applications/reference';
import { removeUnnamedUploads } from '@/lib/applications/uploads';
import { positiveInt } from '@/lib/config/env';
import { createSharedRateLimiter } from '@/lib/security/shared-rate-limit';
import { customersOnly, defineCommand } from '../run';

/**
 * Proofs of payment per account: 10 a day (PROOFS_PER_ACCOUNT), counted in Postgres across
 * instances (issue 29, finding 4). A customer sends one per payment, and again if staff ask.
 */
const proofLimiter = (database: Parameters<typeof createSharedRateLimiter>[0]['database']) =>
  createSharedRateLimiter({
    name: 'proof-account',
    limit: positiveInt(process.env.PROOFS_PER_ACCOUNT, 10),
    windowMs: 24 * 60 * 60 * 1000,
    database,
  });

const fileError = (key: string): ActionResult<never> =>
  fail(key, undefined, { fieldErrors: { file: [{ key }] } });

/**
 * A customer sends a proof of payment for the pending payment of one of their applications
 * (app/api/account/applications/[reference]/proof): limited per account, the file checked by its
 * bytes and stored before the transaction, then named on the payment in it; the proof it replaces
 * loses its file once that has committed. Errors are keys of Account.errors.
 */
export const uploadProof = defineCommand({
  name: 'payments.uploadProof',
  schema: proofSchema,
  allowed: customersOnly,
  prepare: async (input, actor, deps): Promise<ActionResult<StoredProof>> => {
    if (actor.kind !== 'customer') return fail('forbidden');
    const decision = await proofLimiter(deps.database).consume(actor.user.id);
    if (!decision.allowed)
      return fail(
        'proofRateLimited',
        { hours: Math.ceil(decision.retryAfterSeconds / 3600) },
        { retryAfterSeconds: decision.retryAfterSeconds },
      );
    if (!isApplicationReference(input.reference)) return fail('notFound');
    const name = input.file instanceof File ? input.file.name : 'document';
    const stored = await storeProof(
      { bytes: new Uint8Array(await input.file.arrayBuffer()), name },
      deps.storage ?? documentStorage(),
    );
    return stored.ok ? succeed(stored.document) : fileError(stored.error);
  },
  discard: async (document, deps) => {
    await (deps.storage ?? documentStorage()).remove(document.key);
  },
  run: async (input, actor, tx, { prepared, afterCommit, storage, database }) => {
    if (actor.kind !== 'customer') return fail('forbidden');
    const attached = await attachProof(tx, actor.user.id, input.reference, prepared);
    if (!attached.ok) return fail(attached.reason);
    const { replaced } = attached;
    if (replaced)
      afterCommit(async () => {
        await removeUnnamedUploads([replaced], { storage: storage ?? documentStorage(), database });
      });
    return succeed();
  },
});
