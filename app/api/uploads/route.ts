import { NextResponse, type NextRequest } from 'next/server';
import { MAX_DOCUMENT_BYTES, storeDocument } from '@/lib/applications/documents';
import { readBytesUpTo } from '@/lib/security/body-limit';
import { clientIp, createRateLimiter } from '@/lib/security/rate-limit';

// Identity documents are uploaded before sign-in (the draft lives in the browser), so this
// endpoint is public: it is rate-limited per IP, reads at most 5 MB and checks the type by content.
const limiter = createRateLimiter({ limit: 30, windowMs: 10 * 60_000 });
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export async function POST(request: NextRequest) {
  const decision = limiter.consume(`wizard-upload:${clientIp(request.headers)}`);
  if (!decision.allowed)
    return NextResponse.json({ error: 'rateLimited' }, { status: 429, headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
  // Read as it streams and stop at the limit, whatever Content-Length says (issue 23, finding 2).
  const body = await readBytesUpTo(request, MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES);
  if (!body) return NextResponse.json({ error: 'fileTooLarge' }, { status: 413 });
  let file: FormDataEntryValue | null;
  try {
    const contentType = request.headers.get('content-type') ?? '';
    file = (await new Response(body, { headers: { 'content-type': contentType } }).formData()).get('file');
  } catch {
    return NextResponse.json({ error: 'fileRequired' }, { status: 400 });
  }
  if (!(file instanceof Blob)) return NextResponse.json({ error: 'fileRequired' }, { status: 400 });
  if (file.size > MAX_DOCUMENT_BYTES) return NextResponse.json({ error: 'fileTooLarge' }, { status: 413 });
  const result = await storeDocument(new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) return NextResponse.json({ error: result.error }, { status: result.error === 'fileTooLarge' ? 413 : 415 });
  return NextResponse.json({ file: result.key, size: result.size, mime: result.contentType });
}
