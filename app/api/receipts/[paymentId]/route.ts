import { NextResponse, type NextRequest } from 'next/server';
import { getSignedInUser } from '@/lib/auth/current-user';
import { asUser } from '@/lib/db/rls';
import { receiptPdfResponse } from '@/lib/payments/receipt-response';
import { findReceipt } from '@/lib/payments/receipts';
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
  return receiptPdfResponse(receipt, {
    download: request.nextUrl.searchParams.get('download') === '1',
  });
}
