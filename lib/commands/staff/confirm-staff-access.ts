import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import {
  replaceEmbeddedPassword,
  replaceHostedPassword,
  replacementRefusal,
} from '@/lib/auth/replace-password';
import { backendMode } from '@/lib/config/backend';
import { queryOne } from '@/lib/db/database';
import { confirmStaffAccessSchema } from '@/lib/staff/schemas';
import { createClient } from '@/lib/supabase/server';
import { customersOnly, defineCommand } from '../run';

const passwordError = (key: string): ActionResult<never> =>
  fail(key, undefined, { fieldErrors: { password: [{ key }] } });

/**
 * The future admin follows the link mailed to them, signed in, and chooses a new password: the
 * role is theirs when the link is theirs, live and unspent (public.confirm_staff_access checks it
 * and writes the audit row), and the account's earlier password and every session end with it
 * (issue 29, finding 1: a password set before the address was proven, by someone who signed up
 * in the owner's name, must not reach staff rights). Embedded: all in one transaction. Hosted
 * Supabase: its Auth admin API first (it cannot join the transaction), then the grant.
 */
export const confirmStaffAccess = defineCommand({
  name: 'staff.confirm',
  schema: confirmStaffAccessSchema,
  allowed: customersOnly,
  prepare: async (input, actor): Promise<ActionResult<undefined>> => {
    if (actor.kind !== 'customer') return fail('forbidden');
    const refusal = replacementRefusal(input.password, actor.user.email);
    if (refusal) return passwordError(refusal);
    if (backendMode() !== 'hosted') return succeed(undefined);
    const supabase = await createClient();
    const token = (await supabase?.auth.getSession())?.data.session?.access_token;
    if (!token) return fail('signInRequired');
    await replaceHostedPassword(actor.user.id, input.password, token);
    return succeed(undefined);
  },
  run: async (input, actor, tx) => {
    if (actor.kind !== 'customer') return fail('forbidden');
    const row = await queryOne<{ outcome: string }>(
      tx,
      sql`select public.confirm_staff_access(${input.token}) as outcome`,
    );
    if (row?.outcome !== 'granted') return fail('staffAccessInvalid');
    if (backendMode() !== 'hosted')
      await replaceEmbeddedPassword(tx, actor.user.id, input.password);
    return succeed();
  },
});
