import { NextResponse, type NextRequest } from 'next/server';
import { contentDisposition } from '@/lib/applications/download-name';
import { getSignedInUser } from '@/lib/auth/current-user';
import { asUser } from '@/lib/db/rls';
import { renderReceiptPdf } from '@/lib/payments/receipt-pdf';
import { findReceipt } from '@/lib/payments/receipts';
import { fileContentSecurityPolicy } from '@/lib/security/csp';
import { isUuid } from '@/lib/validation/ids';

/**
 * A confirmed payment's receipt as a PDF, rendered on demand, for its customer or staff: the
 * lookup runs as the caller, so row-level security decides. Anyone else, signed in or not, and a
 * payment without a receipt get the same 404. `?download=1` saves instead of opening.
 */
const notFound = () =>
  NextResponse.json(
    { error: 'notFound' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ paymentId: string }> },
) {
  const { paymentId } = await params;
  if (!isUuid(paymentId)) return notFound();
  const user = await getSignedInUser();
  if (!user) return notFound();
  const receipt = await asUser(user.id, (tx) => findReceipt(tx, paymentId));
  if (!receipt) return notFound();
  const bytes = await renderReceiptPdf(receipt);
  const download = request.nextUrl.searchParams.get('download') === '1';
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
