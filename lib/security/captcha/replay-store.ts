import 'server-only';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { sweepNowAndThen } from '@/lib/security/sweep';

/**
 * Records a captcha challenge's nonce as redeemed until `expiresAtMs`; false when it already
 * was (and has not expired since). One statement, so two instances, or two requests racing,
 * cannot both claim it: the second insert waits for the first and then finds a live row.
 *
 * Service connection (no RLS): the visitor is anonymous and public.captcha_nonces is closed to
 * every API role on purpose (see its migration); a visitor able to write here could un-redeem
 * their own captcha.
 */
export async function claimCaptchaNonce(
  nonce: string,
  expiresAtMs: number,
  { now = Date.now(), database }: { now?: number; database?: Database } = {},
): Promise<boolean> {
  const at = new Date(now).toISOString();
  const rows = await withServiceRole(
    (tx) =>
      query<{ nonce: string }>(
        tx,
        sql`insert into public.captcha_nonces as used (nonce, expires_at)
            values (${nonce}, ${new Date(expiresAtMs).toISOString()}::timestamptz)
            on conflict (nonce) do update set expires_at = excluded.expires_at
              where used.expires_at <= ${at}::timestamptz
            returning nonce`,
      ),
    database,
  );
  await sweepNowAndThen(
    'captcha_nonces',
    () =>
      withServiceRole(
        (tx) =>
          query(tx, sql`delete from public.captcha_nonces where expires_at <= ${at}::timestamptz`),
        database,
      ),
    now,
  );
  return rows.length === 1;
}
