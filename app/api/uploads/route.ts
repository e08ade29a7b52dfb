import { NextResponse, type NextRequest } from 'next/server';
import { MAX_DOCUMENT_BYTES } from '@/lib/applications/document-limits';
import { uploadLimiters } from '@/lib/applications/upload-limits';
import { isDraftToken, newDraftToken, storeUpload } from '@/lib/applications/uploads';
import { getSignedInUser } from '@/lib/auth/current-user';
import { MULTIPART_OVERHEAD_BYTES, readFormUpTo } from '@/lib/security/body-limit';
import { clientIp } from '@/lib/security/rate-limit';
import { isUuid } from '@/lib/validation/ids';

// Identity documents are uploaded before sign-in (the draft lives in the browser), so this
// endpoint is public: it is limited per address and per draft (in Postgres, across instances),
// reads at most 5 MB as the body streams and checks the type by content. Each file is recorded as
// the signed-in account's, or before sign-in as the browser draft's, by the SHA-256 of the token
// the form sends (`token`, made here when none comes; the answer names it): only they can attach it.
// Uploads no application or server draft names are swept after a day (the scheduled job
// uploads.sweep-orphans, lib/applications/orphan-uploads.ts).
const limiters = uploadLimiters();

const refuse = (error: string, status: number, headers?: HeadersInit) =>
  NextResponse.json({ error }, { status, headers });

export async function POST(request: NextRequest) {
  const byAddress = await limiters.perAddress.consume(clientIp(request.headers));
  if (!byAddress.allowed)
    return refuse('rateLimited', 429, { 'Retry-After': String(byAddress.retryAfterSeconds) });
  // Read as it streams and stop at the limit, whatever Content-Length says (issue 23, finding 2).
  const read = await readFormUpTo(request, MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES);
  if (!read.ok)
    return read.error === 'tooLarge' ? refuse('fileTooLarge', 413) : refuse('fileRequired', 400);
  const { form } = read;
  const draft = form.get('draft');
  if (isUuid(draft)) {
    const byDraft = await limiters.perDraft.consume(draft);
    if (!byDraft.allowed)
      return refuse('rateLimited', 429, { 'Retry-After': String(byDraft.retryAfterSeconds) });
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) return refuse('fileRequired', 400);
  if (file.size > MAX_DOCUMENT_BYTES) return refuse('fileTooLarge', 413);
  let user;
  try {
    user = await getSignedInUser();
  } catch (error) {
    console.error('[uploads] the session could not be checked', error);
    return refuse('uploadFailed', 503);
  }
  const sent = form.get('token');
  const token = user ? null : isDraftToken(sent) ? sent : newDraftToken();
  let result;
  try {
    result = await storeUpload(new Uint8Array(await file.arrayBuffer()), {
      uploader: user ? { userId: user.id } : { draftToken: token! },
      purpose: 'document',
    });
  } catch (error) {
    // A full or read-only disk is the server's condition, not the file's (issue 29, item 11).
    if ((error as Error | null)?.name !== 'StorageUnavailableError') throw error;
    console.error('[uploads] the storage cannot take a write', error);
    return refuse('storageUnavailable', 503, { 'Retry-After': '60', 'Cache-Control': 'no-store' });
  }
  if (!result.ok) return refuse(result.error, result.error === 'fileTooLarge' ? 413 : 415);
  return NextResponse.json({
    file: result.key,
    size: result.size,
    mime: result.contentType,
    ...(token ? { token } : {}),
  });
}
