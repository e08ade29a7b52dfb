import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { notifyCustomer } from '@/lib/applications/notify';
import { recordAudit } from '@/lib/audit/audit';
import { formatMoney, type Currency } from '@/lib/catalogue/money';
import { queryOne } from '@/lib/db/database';
import { PaystackError } from '@/lib/payments/providers/paystack';
import { StripeProviderError } from '@/lib/payments/providers/stripe';
import { lockRefund, refundable, succeededAttempt } from '@/lib/payments/refunds';
import { refundPaymentSchema } from '@/lib/payments/schemas';
import { lockPaymentForDecision } from '@/lib/payments/staff';
import { providerClients, type ProviderClients } from '@/lib/payments/verify';
import type { Actor, NoActor } from '../actor';
import { defineCommand, runCommand, staffOnly, type CommandDeps } from '../run';

type Begun = {
  refundId: string;
  paymentId: string;
  applicationId: string;
  paymentReference: string;
  amount: number;
  currency: Currency;
  /** How the payment was taken online; null for a manual payment (the refund is recorded). */
  via: { provider: 'paystack' | 'stripe'; reference: string; providerId: string | null } | null;
};

/**
 * Staff refund a confirmed payment, in full or in part, never beyond what was received less what
 * was refunded already (the payment is locked; the database checks it again, migration
 * 20261128400200). A manual payment's refund (staff paid it back outside the site) is recorded as
 * done, with its audit row and the customer's mail, here; an online payment's is written
 * `pending`, for `refundPayment` to ask the provider once this has committed.
 */
export const beginRefund = defineCommand({
  name: 'payments.refund',
  schema: refundPaymentSchema,
  allowed: staffOnly,
  run: async (input, actor, tx): Promise<ActionResult<Begun>> => {
    const payment = await lockPaymentForDecision(tx, input.paymentId);
    if (!payment) return fail('notFound');
    if (payment.status !== 'confirmed') return fail('notRefundable');
    const sums = await refundable(tx, payment.id);
    if (!sums) return fail('notRefundable');
    const left = sums.received - sums.refunded;
    if (left <= 0) return fail('fullyRefunded');
    if (input.amount > left)
      return fail('invalidRequest', undefined, {
        fieldErrors: {
          amount: [
            {
              key: 'refundTooMuch',
              values: { max: formatMoney(left, payment.currency as Currency, input.locale) },
            },
          ],
        },
      });
    const via = await succeededAttempt(tx, payment.id);
    const row = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.refunds (payment_id, amount, currency, reason, provider, state)
          values (${payment.id}, ${input.amount}, ${payment.currency}, ${input.reason},
                  ${via?.provider ?? null}, ${via ? 'pending' : 'succeeded'})
          returning id`,
    );
    const begun: Begun = {
      refundId: row!.id,
      paymentId: payment.id,
      applicationId: payment.applicationId,
      paymentReference: payment.paymentReference,
      amount: input.amount,
      currency: payment.currency as Currency,
      via,
    };
    if (!via) await refunded(tx, actor, begun, input.reason, null);
    return succeed(begun);
  },
});

/** The refund done: its audit row and the customer's mail (a job keyed by the refund). */
async function refunded(
  tx: Parameters<typeof recordAudit>[0],
  actor: Actor,
  refund: Begun,
  reason: string,
  providerRefundId: string | null,
) {
  await recordAudit(tx, actor, {
    action: 'payment.refunded',
    targetType: 'payment',
    targetId: refund.paymentId,
    applicationId: refund.applicationId,
    details: {
      paymentReference: refund.paymentReference,
      refundId: refund.refundId,
      amount: refund.amount,
      currency: refund.currency,
      provider: refund.via?.provider ?? 'manual',
      ...(providerRefundId ? { providerRefundId } : {}),
      reason,
    },
  });
  await notifyCustomer(tx, `mail:payment-refunded:${refund.refundId}`, refund.applicationId, {
    update: 'paymentRefunded',
    refunded: { minor: refund.amount, currency: refund.currency },
    message: reason,
  });
}

const outcomeSchema = z.object({
  refundId: z.string().uuid(),
  outcome: z.enum(['succeeded', 'failed']),
  providerRefundId: z.string().min(1).max(255).nullable(),
  failure: z.string().max(500).nullable(),
});

/** The provider's answer to an online refund, recorded by the staff member who asked for it. */
export const settleRefund = defineCommand({
  name: 'payments.settle-refund',
  schema: outcomeSchema,
  allowed: staffOnly,
  run: async (input, actor, tx) => {
    const refund = await lockRefund(tx, input.refundId);
    if (!refund) return fail('notFound');
    if (refund.state !== 'pending') return succeed();
    await tx.execute(
      sql`update public.refunds set state = ${input.outcome}, provider_refund_id = ${input.providerRefundId},
            failure = ${input.failure} where id = ${refund.id}`,
    );
    const payment = await queryOne<{ application_id: string; payment_reference: string }>(
      tx,
      sql`select application_id, payment_reference from public.payments where id = ${refund.paymentId}`,
    );
    if (input.outcome === 'failed') {
      await recordAudit(tx, actor, {
        action: 'payment.refund_failed',
        targetType: 'payment',
        targetId: refund.paymentId,
        applicationId: payment!.application_id,
        details: {
          paymentReference: payment!.payment_reference,
          refundId: refund.id,
          amount: refund.amount,
          currency: refund.currency,
          provider: refund.provider,
          failure: input.failure,
        },
      });
      return succeed();
    }
    await refunded(
      tx,
      actor,
      {
        refundId: refund.id,
        paymentId: refund.paymentId,
        applicationId: payment!.application_id,
        paymentReference: payment!.payment_reference,
        amount: refund.amount,
        currency: refund.currency,
        via: refund.provider
          ? { provider: refund.provider, reference: '', providerId: null }
          : null,
      },
      refund.reason,
      input.providerRefundId,
    );
    return succeed();
  },
});

/**
 * Staff refund a payment (/admin/payments): `beginRefund` in one transaction, then, outside it
 * so no lock waits on the network, the provider that took the payment: Paystack's POST /refund by
 * our transaction reference [S245]; Stripe's refunds.create on the Checkout Session's payment [S242],
 * with the refund's id as idempotency key so a retry never refunds twice [S244]. The answer is
 * recorded by `settleRefund`. A provider that refuses leaves the refund `failed` (nothing is
 * counted against the payment); one that cannot be reached leaves it `pending`, since the refund
 * may have been made: staff check it in the provider's dashboard.
 */
export async function refundPayment(
  actor: Actor | NoActor,
  raw: unknown,
  deps: CommandDeps & { clients?: ProviderClients } = {},
): Promise<ActionResult<{ refundId: string; state: 'succeeded' | 'failed' | 'pending' }>> {
  const begun = await runCommand(beginRefund, actor, raw, deps);
  if (!begun.ok) return begun;
  const { refundId, via, amount } = begun.data;
  if (!via) return succeed({ refundId, state: 'succeeded' as const });
  const clients = deps.clients ?? providerClients();
  const settle = (
    outcome: 'succeeded' | 'failed',
    providerRefundId: string | null,
    failure: string | null,
  ) => runCommand(settleRefund, actor, { refundId, outcome, providerRefundId, failure }, deps);
  let providerRefundId: string;
  try {
    if (via.provider === 'paystack') {
      if (!clients.paystack) throw new Error('Paystack is not configured');
      const refund = await clients.paystack.refund({ reference: via.reference, amount });
      providerRefundId = refund.id;
    } else {
      if (!clients.stripe) throw new Error('Stripe is not configured');
      const session = via.providerId
        ? await clients.stripe.retrieveCheckoutSession(via.providerId)
        : null;
      if (!session?.paymentIntentId)
        throw new StripeProviderError('The Checkout Session has no payment to refund.', 'api');
      const refund = await clients.stripe.refund({
        paymentIntentId: session.paymentIntentId,
        amount,
        idempotencyKey: `refund-${refundId}`,
        metadata: { refund: refundId },
      });
      providerRefundId = refund.id;
    }
  } catch (error) {
    const refused =
      (error instanceof PaystackError || error instanceof StripeProviderError) &&
      error.kind === 'api';
    console.error(`[payments] refund ${refundId} through ${via.provider} failed`, error);
    if (!refused) return fail('providerUnavailable');
    const failure = error instanceof Error ? error.message.slice(0, 500) : 'refused';
    const recorded = await settle('failed', null, failure);
    return recorded.ok ? fail('refundRefused') : recorded;
  }
  const recorded = await settle('succeeded', providerRefundId, null);
  return recorded.ok ? succeed({ refundId, state: 'succeeded' as const }) : recorded;
}
