import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { dataDir } from '@/lib/config/data-dir';
import { siteOrigin } from '@/lib/config/site';
import { queryOne, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { fileSecret } from '@/lib/embedded-backend/config';
import type { V1Deps } from './http';

/**
 * Download links of /api/v1 that work without a browser session and expire (issue 37):
 * `/api/v1/{kind}s/{id}?token=…&expires=…&signature=…`, an HMAC (server secret) over the kind, the
 * id, the token that listed it and the expiry. Checking one verifies the signature and the expiry,
 * then that the token is still live (revoking it ends its links at once), and gives the token's
 * owner, as whom the caller then reads the row under row-level security: a link can never open
 * another customer's file, even with a forged id. Used by delivered documents and receipts.
 */

export const LINK_TTL_SECONDS = 15 * 60;

export type LinkKind = 'document' | 'receipt';

/** `API_LINK_SECRET` (at least 32 characters), or one generated once under `${DATA_DIR}/secrets`. */
function linkSecret(): string {
  const fromEnv = process.env.API_LINK_SECRET;
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  return fileSecret(path.join(dataDir(), 'secrets'), 'api-link-secret');
}

const signature = (kind: LinkKind, id: string, tokenId: string, expires: number) =>
  createHmac('sha256', linkSecret())
    .update(`api-${kind}:${id}:${tokenId}:${expires}`)
    .digest('base64url');

/** A fresh link to `/api/v1/{kind}s/{id}` for the token `tokenId`, valid LINK_TTL_SECONDS. */
export function signedLink(kind: LinkKind, id: string, tokenId: string, nowMs: number) {
  const expires = Math.floor(nowMs / 1000) + LINK_TTL_SECONDS;
  const query = new URLSearchParams({
    token: tokenId,
    expires: String(expires),
    signature: signature(kind, id, tokenId, expires),
  });
  return {
    url: `${siteOrigin()}/api/v1/${kind}s/${id}?${query}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

const linkQuery = z.object({
  token: z.uuid(),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(100),
});

/** The owner of a live (unrevoked) token by its id, as the service role; null otherwise. */
async function liveTokenOwner(tokenId: string, database?: Database): Promise<string | null> {
  const row = await withServiceRole(
    (tx) =>
      queryOne<{ user_id: string }>(
        tx,
        sql`select user_id::text as user_id from public.api_tokens
            where id = ${tokenId} and revoked_at is null`,
      ),
    database,
  );
  return row?.user_id ?? null;
}

/**
 * The id of the user to read `id` as, when the request's link to it is signed, unexpired and its
 * token live; null for every refusal (the caller answers `linkGone()` to all alike).
 */
export async function linkOwner(
  kind: LinkKind,
  request: Request,
  id: string,
  deps: V1Deps,
): Promise<string | null> {
  const parsed = linkQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { token, expires, signature: given } = parsed.data;
  if (expires * 1000 <= (deps.now ?? Date.now())) return null;
  const expected = Buffer.from(signature(kind, id, token, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return liveTokenOwner(token, deps.database);
}

/** The one answer to every refused link. */
export const linkGone = () =>
  NextResponse.json(
    { error: { code: 'not_found', message: 'This link is not valid or has expired.' } },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
