import 'server-only';
import { NextResponse } from 'next/server';
import { contentDisposition } from '@/lib/applications/download-name';
import { fileContentSecurityPolicy } from '@/lib/security/csp';
import { renderReceiptPdf } from './receipt-pdf';
import type { ReceiptDocument } from './receipts';

/**
 * The HTTP answer carrying a receipt's PDF, rendered on demand: the web's route
 * (app/api/receipts/) and the API's signed link (lib/api/v1/receipts.ts) both send this one.
 */
export async function receiptPdfResponse(
  receipt: ReceiptDocument,
  { download }: { download: boolean },
): Promise<NextResponse> {
  const bytes = await renderReceiptPdf(receipt);
  return new NextResponse(Buffer.from(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(
        download ? 'attachment' : 'inline',
        `${receipt.number}.pdf`,
      ),
      // A receipt names a person and an amount: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // A PDF opened inline runs in the browser's viewer with no access to the site.
      'Content-Security-Policy': fileContentSecurityPolicy(),
    },
  });
}
