import 'server-only';
import { asUser } from '@/lib/db/rls';
import { receiptPdfResponse } from '@/lib/payments/receipt-response';
import { findReceipt } from '@/lib/payments/receipts';
import type { V1Deps } from './http';
import { linkGone, linkOwner, signedLink } from './signed-links';

/**
 * A payment's receipt through /api/v1 (issue 37): the payment objects carry a signed link to
 * `/api/v1/receipts/{paymentId}?token&expires&signature` that a program can fetch without a
 * browser session, for 15 minutes and while the token that listed it is live.
 */
export const receiptLink = (paymentId: string, tokenId: string, nowMs: number) =>
  signedLink('receipt', paymentId, tokenId, nowMs);

/**
 * GET /api/v1/receipts/{paymentId}?token&expires&signature: the receipt's PDF, the web route's
 * own (`receiptPdfResponse`), read AS the token's owner under row-level security. Every refusal
 * (bad signature, expired, revoked token, not the owner's, no receipt) is the same 404.
 */
export async function downloadReceipt(
  request: Request,
  { id }: { id: string },
  deps: V1Deps = {},
): Promise<Response> {
  const userId = await linkOwner('receipt', request, id, deps);
  if (!userId) return linkGone();
  const receipt = await asUser(userId, (tx) => findReceipt(tx, id), deps.database);
  if (!receipt) return linkGone();
  return receiptPdfResponse(receipt, { download: true });
}
