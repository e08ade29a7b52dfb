import { NextRequest } from 'next/server';

/**
 * A multipart POST whose file part is `fileBytes` long and streams in 64 KiB chunks, produced
 * only as the server reads them: `sent()` says how many bytes it pulled, to show a route stops
 * reading at its limit. `fields` come before the file; `fileName` may hold any character.
 */
export function streamedForm(
  url: string,
  {
    field = 'file',
    fileName = 'big.pdf',
    fileBytes,
    fields = {},
  }: { field?: string; fileName?: string; fileBytes: number; fields?: Record<string, string> },
): { request: NextRequest; sent: () => number } {
  const boundary = '----registra-test';
  const encoder = new TextEncoder();
  const head = encoder.encode(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  let filePart = 0;
  let stage: 'head' | 'file' | 'tail' | 'done' = 'head';
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let next: Uint8Array | null = null;
      if (stage === 'head') {
        next = head;
        stage = 'file';
      } else if (stage === 'file') {
        const size = Math.min(chunk.byteLength, fileBytes - filePart);
        next = chunk.subarray(0, size);
        filePart += size;
        if (filePart >= fileBytes) stage = 'tail';
      } else if (stage === 'tail') {
        next = tail;
        stage = 'done';
      }
      if (!next) return controller.close();
      sent += next.byteLength;
      controller.enqueue(next);
    },
  });
  const request = new NextRequest(url, {
    method: 'POST',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    // Node's fetch needs it for a streamed body.
    duplex: 'half',
  });
  return { request, sent: () => sent };
}
