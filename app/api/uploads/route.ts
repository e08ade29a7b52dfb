import { after, NextResponse, type NextRequest } from 'next/server';
import { MAX_DOCUMENT_BYTES, storeDocument } from '@/lib/applications/documents';
import { sweepOrphanUploads } from '@/lib/applications/orphan-uploads';
import { uploadLimiters } from '@/lib/applications/upload-limits';
import { readBytesUpTo } from '@/lib/security/body-limit';
import { clientIp } from '@/lib/security/rate-limit';
import { sweepNowAndThen } from '@/lib/security/sweep';

// Identity documents are uploaded before sign-in (the draft lives in the browser), so this
// endpoint is public: it is limited per address and per draft (in Postgres, across instances),
// reads at most 5 MB as the body streams and checks the type by content. Uploads no application
// or server draft names are swept after a day.
const limiters = uploadLimiters();
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function rateLimited(retryAfterSeconds: number) {
  return NextResponse.json({ error: 'rateLimited' }, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
}

export async function POST(request: NextRequest) {
  const byAddress = await limiters.perAddress.consume(clientIp(request.headers));
  if (!byAddress.allowed) return rateLimited(byAddress.retryAfterSeconds);
  // Read as it streams and stop at the limit, whatever Content-Length says (issue 23, finding 2).
  const body = await readBytesUpTo(request, MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES);
  if (!body) return NextResponse.json({ error: 'fileTooLarge' }, { status: 413 });
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return NextResponse.json({ error: 'fileRequired' }, { status: 400 });
  }
  const draft = form.get('draft');
  if (typeof draft === 'string' && UUID.test(draft)) {
    const byDraft = await limiters.perDraft.consume(draft);
    if (!byDraft.allowed) return rateLimited(byDraft.retryAfterSeconds);
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) return NextResponse.json({ error: 'fileRequired' }, { status: 400 });
  if (file.size > MAX_DOCUMENT_BYTES) return NextResponse.json({ error: 'fileTooLarge' }, { status: 413 });
  const result = await storeDocument(new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) return NextResponse.json({ error: result.error }, { status: result.error === 'fileTooLarge' ? 413 : 415 });
  after(() => sweepNowAndThen('orphan-uploads', () => sweepOrphanUploads(), Date.now(), 60 * 60_000));
  return NextResponse.json({ file: result.key, size: result.size, mime: result.contentType });
}
