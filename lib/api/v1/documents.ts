import 'server-only';
import { z } from 'zod';
import { getAccountApplication } from '@/lib/account/queries';
import {
  DELIVERED_CATEGORIES,
  documentStorage,
  findDocumentToServe,
} from '@/lib/applications/documents';
import { contentDisposition, downloadFileName } from '@/lib/applications/download-name';
import { asUser } from '@/lib/db/rls';
import { fileContentSecurityPolicy } from '@/lib/security/csp';
import { fileResponse } from '@/lib/storage/serve';
import { ApiError, endpoint, tokenCaller, type V1Deps } from './http';
import { LINK_TTL_SECONDS, linkGone as gone, linkOwner, signedLink } from './signed-links';

/**
 * The delivered documents of the token owner's application (issue 37), each with a download link
 * that works without a browser session and expires: `/api/v1/documents/{id}?token=…&expires=…&
 * signature=…`, an HMAC (server secret) over the document, the token that listed it and the
 * expiry. The download checks the signature and the expiry, that the token is still live (revoking
 * it ends its links at once), then reads the document AS the token's owner under row-level
 * security: a link can never open another customer's document, even with a forged id.
 */

export { LINK_TTL_SECONDS };

/** The signing is signed-links.ts's, shared with the receipts' links. */
const documentLink = (documentId: string, tokenId: string, nowMs: number) =>
  signedLink('document', documentId, tokenId, nowMs);

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
  const userId = await linkOwner('document', request, id, deps);
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
