'use server';

import type { ActionResult } from '@/lib/actions/result';
import { confirmPayment, rejectPayment } from './staff';

/** Staff confirm a pending payment (/admin/payments); adminAction re-reads the caller's role. */
export async function confirmPaymentAction(raw: unknown): Promise<ActionResult> {
  return confirmPayment()(raw);
}

/** Staff reject a pending payment with the reason the customer reads. */
export async function rejectPaymentAction(raw: unknown): Promise<ActionResult> {
  return rejectPayment()(raw);
}
