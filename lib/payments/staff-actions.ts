'use server';

import { getLocale } from 'next-intl/server';
import type { ActionResult } from '@/lib/actions/result';
import { actorFromSession } from '@/lib/commands/actor';
import { confirmPayment } from '@/lib/commands/payments/confirm-payment';
import { refundPayment } from '@/lib/commands/payments/refund-payment';
import { rejectPayment } from '@/lib/commands/payments/reject-payment';
import { runCommand } from '@/lib/commands/run';

/** Staff confirm a pending payment (/admin/payments); the role is read from the database. */
export async function confirmPaymentAction(raw: unknown): Promise<ActionResult> {
  return runCommand(confirmPayment, await actorFromSession(), raw);
}

/** Staff reject a pending payment with the reason the customer reads. */
export async function rejectPaymentAction(raw: unknown): Promise<ActionResult> {
  return runCommand(rejectPayment, await actorFromSession(), raw);
}

/** Staff refund a confirmed payment, through its provider or recorded for a manual one. */
export async function refundPaymentAction(raw: unknown): Promise<ActionResult> {
  // The staff member's language, from the page the action was posted to, not from the form.
  const locale = await getLocale();
  const input = raw && typeof raw === 'object' ? { ...raw, locale } : raw;
  const done = await refundPayment(await actorFromSession(), input);
  return done.ok ? { ok: true, data: undefined } : done;
}
