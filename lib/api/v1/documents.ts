import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getAccountApplication } from '@/lib/account/queries';
import {
  DELIVERED_CATEGORIES,
  documentStorage,
  findDocumentToServe,
} from '@/lib/applications/documents';
import { contentDisposition, downloadFileName } from '@/lib/applications/download-name';
import { dataDir } from '@/lib/config/data-dir';
import { siteOrigin } from '@/lib/config/site';
import { queryOne, type Database } from '@/lib/db/database';
import { asUser, withServiceRole } from '@/lib/db/rls';
import { fileSecret } from '@/lib/embedded-backend/config';
import { fileContentSecurityPolicy } from '@/lib/security/csp';
import { fileResponse } from '@/lib/storage/serve';
import { ApiError, endpoint, tokenCaller, type V1Deps } from './http';

/**
 * The delivered documents of the token owner's application (issue 37), each with a download link
 * that works without a browser session and expires: `/api/v1/documents/{id}?token=…&expires=…&
 * signature=…`, an HMAC (server secret) over the document, the token that listed it and the
 * expiry. The download checks the signature and the expiry, that the token is still live (revoking
 * it ends its links at once), then reads the document AS the token's owner under row-level
 * security: a link can never open another customer's document, even with a forged id.
 */

export const LINK_TTL_SECONDS = 15 * 60;

/** `API_LINK_SECRET` (at least 32 characters), or one generated once under `${DATA_DIR}/secrets`. */
function linkSecret(): string {
  const fromEnv = process.env.API_LINK_SECRET;
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  return fileSecret(path.join(dataDir(), 'secrets'), 'api-link-secret');
}

const signature = (documentId: string, tokenId: string, expires: number) =>
  createHmac('sha256', linkSecret())
    .update(`api-document:${documentId}:${tokenId}:${expires}`)
    .digest('base64url');

export function documentLink(documentId: string, tokenId: string, nowMs: number) {
  const expires = Math.floor(nowMs / 1000) + LINK_TTL_SECONDS;
  const query = new URLSearchParams({
    token: tokenId,
    expires: String(expires),
    signature: signature(documentId, tokenId, expires),
  });
  return {
    url: `${siteOrigin()}/api/v1/documents/${documentId}?${query}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export const documentSchema = z.object({
  id: z.uuid(),
  category: z.enum(DELIVERED_CATEGORIES).nullable(),
  title: z.string().nullable(),
  file_name: z.string().nullable(),
  content_type: z.string(),
  size: z.number().int().describe('Bytes'),
  delivered_at: z.iso.datetime(),
  download_url: z
    .url()
    .describe('Works without a session until expires_at; send no Authorization header'),
  expires_at: z.iso.datetime(),
});
export const documentListSchema = z.object({ data: z.array(documentSchema) });

/** The delivered documents of one of the owner's applications, with fresh links. */
export async function ownDocuments(
  userId: string,
  tokenId: string,
  reference: string,
  deps: V1Deps,
): Promise<z.output<typeof documentSchema>[]> {
  const application = await getAccountApplication(userId, reference, deps.database);
  if (!application) throw new ApiError('not_found', 'No such application among yours.');
  const now = deps.now ?? Date.now();
  return application.documents
    .filter((d) => d.kind === 'delivered')
    .map((d) => {
      const link = documentLink(d.id, tokenId, now);
      return {
        id: d.id,
        category: d.category,
        title: d.title,
        file_name: d.fileName,
        content_type: d.contentType,
        size: d.size,
        delivered_at: d.createdAt,
        download_url: link.url,
        expires_at: link.expiresAt,
      };
    });
}

export const listDocuments = endpoint({
  access: 'read',
  input: z.object({}).loose(),
  handle: async ({ caller, params, deps }) => {
    const { holder } = tokenCaller(caller);
    return {
      data: await ownDocuments(holder.user.id, holder.tokenId, params.reference ?? '', deps),
    };
  },
});

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

const gone = () =>
  NextResponse.json(
    { error: { code: 'not_found', message: 'This link is not valid or has expired.' } },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

/**
 * GET /api/v1/documents/{id}?token&expires&signature: the bytes of a delivered document, checked
 * as app/api/documents/ serves them (fileResponse: size and SHA-256 before a byte is sent). Every
 * refusal (bad signature, expired, revoked token, not the owner's, not delivered) is the same 404.
 */
export async function downloadDocument(
  request: Request,
  { id }: { id: string },
  deps: V1Deps = {},
): Promise<Response> {
  const parsed = linkQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success || !/^[0-9a-f-]{36}$/i.test(id)) return gone();
  const { token, expires, signature: given } = parsed.data;
  if (expires * 1000 <= (deps.now ?? Date.now())) return gone();
  const expected = Buffer.from(signature(id, token, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return gone();
  const userId = await liveTokenOwner(token, deps.database);
  if (!userId) return gone();
  const found = await asUser(userId, (tx) => findDocumentToServe(tx, id), deps.database);
  if (!found || found.document.kind !== 'delivered') return gone();
  const { document } = found;
  const name = downloadFileName(
    document.title ?? document.category ?? 'document',
    document.fileName,
    document.storagePath.split('.').pop()!,
  );
  return fileResponse(documentStorage(), document.storagePath, {
    contentType: document.contentType,
    disposition: contentDisposition('attachment', name),
    policy: fileContentSecurityPolicy(),
    notFound: gone,
  });
}
