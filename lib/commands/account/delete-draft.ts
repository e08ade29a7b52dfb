import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { draftSchema } from '@/lib/account/schemas';
import { query } from '@/lib/db/database';
import { customersOnly, defineCommand } from '../run';

/** The customer deletes one of their drafts; `notFound` when it is not theirs or not a draft. */
export const deleteDraft = defineCommand({
  name: 'account.deleteDraft',
  schema: draftSchema,
  allowed: customersOnly,
  run: async (input, actor, tx) => {
    if (actor.kind !== 'customer') return fail('forbidden');
    const deleted = await query<{ id: string }>(
      tx,
      sql`delete from public.applications
          where id = ${input.id} and owner_id = ${actor.user.id} and status = 'draft' returning id`,
    );
    return deleted.length > 0 ? succeed() : fail('notFound');
  },
});
