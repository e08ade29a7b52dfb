/**
 * The first `limit` bytes of a request body, read as they stream in: null as soon as the body
 * turns out larger, whatever `Content-Length` said (a chunked body has none), so a huge body is
 * never held in memory.
 */
export async function readBytesUpTo(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  // Cancelling is not awaited: one branch of a teed body (a request's clone) settles its
  // cancellation only once the other branch is cancelled too.
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) {
    void request.body?.cancel().catch(() => {});
    return null;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Room for the multipart boundaries, part headers and short text fields around the files. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type LimitedForm =
  { ok: true; form: FormData } | { ok: false; error: 'tooLarge' | 'malformed' };

/**
 * A multipart (or URL-encoded) form body of at most `limit` bytes, read as it streams and given
 * up at the first byte beyond (readBytesUpTo): `tooLarge`, whatever the files inside weigh;
 * `malformed` when it does not parse as a form.
 */
export async function readFormUpTo(request: Request, limit: number): Promise<LimitedForm> {
  const body = await readBytesUpTo(request, limit);
  if (!body) return { ok: false, error: 'tooLarge' };
  try {
    const form = await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, error: 'malformed' };
  }
}
