import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { queryOne } from '@/lib/db/database';
import { profileSchema } from '@/lib/account/schemas';
import { customersOnly, defineCommand } from '../run';

/**
 * The account holder changes their name, phone and preferred language (/account/settings): the
 * language every mail to them follows (issue 28, finding 3). Their own row only, under RLS.
 */
export const updateProfile = defineCommand({
  name: 'account.updateProfile',
  schema: profileSchema,
  allowed: customersOnly,
  run: async (input, actor, tx) => {
    if (actor.kind !== 'customer') return fail('forbidden');
    const updated = await queryOne<{ id: string }>(
      tx,
      sql`update public.profiles set full_name = ${input.fullName}, phone = ${input.phone}, locale = ${input.locale}
          where id = ${actor.user.id} returning id`,
    );
    return updated ? succeed() : fail('notFound');
  },
});
