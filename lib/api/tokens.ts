import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedInUser } from '@/lib/auth/current-user';
import type { ApiToken, createTokenSchema, TokenScope } from './schemas';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asUser, withServiceRole } from '@/lib/db/rls';

/**
 * Personal access tokens (issue 37): what a customer's software or assistant presents to /api/v1
 * and /api/mcp as `Authorization: Bearer rgpat_…`. The prefix makes a leaked token recognisable
 * (secret scanners, logs); the rest is 32 random bytes. Only the SHA-256 is stored (random
 * secret: no salt or slow hash needed, as for the calendar feed's token).
 */
export const TOKEN_PREFIX = 'rgpat_';
const TOKEN = /^rgpat_[A-Za-z0-9_-]{43}$/;

export const newApiToken = () => `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
export const apiTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** What the settings list shows of a token: its prefix and the first 4 characters of the secret. */
export const tokenHint = (token: string) => token.slice(0, TOKEN_PREFIX.length + 4);

type TokenRow = {
  id: string;
  name: string;
  scope: TokenScope;
  token_hint: string;
  created_at: string | Date;
  last_used_at: string | Date | null;
  revoked_at: string | Date | null;
};

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));

const toToken = (r: TokenRow): ApiToken => ({
  id: r.id,
  name: r.name,
  scope: r.scope,
  hint: r.token_hint,
  createdAt: iso(r.created_at),
  lastUsedAt: isoOrNull(r.last_used_at),
  revokedAt: isoOrNull(r.revoked_at),
});

/** The caller's tokens, newest first (row-level security: their own only). */
export async function listOwnTokens(tx: DbTx, userId: string): Promise<ApiToken[]> {
  const rows = await query<TokenRow>(
    tx,
    sql`select id, name, scope, token_hint, created_at, last_used_at, revoked_at
        from public.api_tokens where user_id = ${userId} order by created_at desc, id`,
  );
  return rows.map(toToken);
}

/** Makes a token for the caller: the secret, returned once, and the stored row. */
export async function insertOwnToken(
  tx: DbTx,
  userId: string,
  input: z.output<typeof createTokenSchema>,
): Promise<{ token: string; record: ApiToken }> {
  const token = newApiToken();
  const row = await queryOne<TokenRow>(
    tx,
    sql`insert into public.api_tokens (user_id, name, scope, token_hash, token_hint)
        values (${userId}, ${input.name}, ${input.scope}, ${apiTokenHash(token)}, ${tokenHint(token)})
        returning id, name, scope, token_hint, created_at, last_used_at, revoked_at`,
  );
  if (!row) throw new Error('The token was not stored');
  return { token, record: toToken(row) };
}

/** Revokes one of the caller's live tokens; false when there is no such live token of theirs. */
export async function revokeOwnToken(tx: DbTx, tokenId: string): Promise<boolean> {
  const row = await queryOne<{ id: string }>(
    tx,
    sql`update public.api_tokens set revoked_at = now()
        where id = ${tokenId} and revoked_at is null returning id`,
  );
  return row !== null;
}

/** Who a live token acts for, and what it may do. */
export type TokenHolder = { tokenId: string; scope: TokenScope; user: SignedInUser };

/**
 * The holder of `token`, or null for a malformed, unknown or revoked one. Looked up by its hash as
 * the service role (the caller has no session: the token is the credential), recording its use.
 * The check and the use are one statement, so a revoked token is refused from the revocation on.
 */
export async function tokenHolder(
  token: string,
  database?: Database,
  now: Date = new Date(),
): Promise<TokenHolder | null> {
  if (!TOKEN.test(token)) return null;
  return withServiceRole(async (tx) => {
    const row = await queryOne<{
      id: string;
      user_id: string;
      scope: TokenScope;
      email: string | null;
      full_name: string | null;
    }>(
      tx,
      sql`update public.api_tokens t set last_used_at = ${now.toISOString()}::timestamptz
          from public.profiles p
          where t.token_hash = ${apiTokenHash(token)} and t.revoked_at is null and p.id = t.user_id
          returning t.id, t.user_id, t.scope, p.email, p.full_name`,
    );
    if (!row) return null;
    return {
      tokenId: row.id,
      scope: row.scope,
      user: { id: row.user_id, email: row.email ?? '', fullName: row.full_name?.trim() ?? '' },
    };
  }, database);
}

/** The token of an `Authorization: Bearer …` header, or null when there is none. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** The signed-in user's tokens for the settings page, read as them. */
export function getOwnTokens(userId: string): Promise<ApiToken[]> {
  return asUser(userId, (tx) => listOwnTokens(tx, userId));
}
