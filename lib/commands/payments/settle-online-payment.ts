import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { queryOne } from '@/lib/db/database';
import { lockAttempt, type AttemptState } from '@/lib/payments/attempts';
import { lockPaymentForDecision } from '@/lib/payments/staff';
import { verdictSchema } from '@/lib/payments/verify';
import type { Actor } from '../actor';
import { defineCommand } from '../run';
import { confirmPayment } from './confirm-payment';

/** An attempt left unanswered this long is abandoned (issue 32). */
export const ATTEMPT_EXPIRY_HOURS = 24;

const schema = z.object({
  reference: z.string().min(1).max(100),
  /** What the provider's API said of it just now (lib/payments/verify.ts). */
  verdict: verdictSchema,
  /** The reconciliation job: an attempt still unpaid after ATTEMPT_EXPIRY_HOURS expires. */
  expireIfStale: z.boolean().default(false),
});

const onlySystem = (actor: Actor) => actor.kind === 'system';

export type Settlement = {
  state: AttemptState;
  /** False when the attempt had already been settled (a duplicate, a replay, a late event). */
  changed: boolean;
};

/**
 * Settles an online attempt from what the provider's API said of it, as the system (the
 * provider named by the webhook or the callback, or the scheduler). Paid with the reference,
 * amount and currency all as due: the attempt succeeds and the payment is confirmed through
 * `confirmPayment` in the same transaction (its audit row, timeline event and mail). Paid
 * otherwise: a mismatch, not confirmed, flagged to staff. The attempt is locked first and only an
 * `initialised` one changes, so however many deliveries, replays or late events arrive, the
 * payment is confirmed once.
 */
export const settleOnlinePayment = defineCommand({
  name: 'payments.settle-online',
  schema,
  allowed: onlySystem,
  run: async (input, actor, tx, context) => {
    const attempt = await lockAttempt(tx, input.reference);
    if (!attempt) return fail('notFound');
    if (attempt.state !== 'initialised')
      return succeed<Settlement>({ state: attempt.state, changed: false });
    const { verdict } = input;
    const settle = async (state: AttemptState, mismatch: Record<string, unknown> | null = null) => {
      await tx.execute(
        sql`update public.payment_attempts set state = ${state}, verified_at = now(),
              provider_id = coalesce(provider_id, ${verdict.providerId}),
              mismatch = ${mismatch === null ? null : JSON.stringify(mismatch)}::jsonb
            where id = ${attempt.id}`,
      );
      return succeed<Settlement>({ state, changed: true });
    };

    if (verdict.outcome === 'failed') return settle('failed');
    if (verdict.outcome !== 'paid') {
      if (!input.expireIfStale)
        return succeed<Settlement>({ state: attempt.state, changed: false });
      const stale = await queryOne<{ stale: boolean }>(
        tx,
        sql`select created_at < now() - make_interval(hours => ${ATTEMPT_EXPIRY_HOURS}) as stale
            from public.payment_attempts where id = ${attempt.id}`,
      );
      return stale?.stale
        ? settle('expired')
        : succeed<Settlement>({ state: attempt.state, changed: false });
    }

    const payment = await lockPaymentForDecision(tx, attempt.paymentId);
    if (!payment) return fail('notFound');
    const reported = {
      reference: verdict.reference,
      amount: verdict.amount,
      currency: verdict.currency?.toUpperCase() ?? null,
    };
    const expected = {
      reference: attempt.reference,
      amount: attempt.amount,
      currency: attempt.currency,
    };
    const differs =
      reported.reference !== expected.reference ||
      reported.amount !== expected.amount ||
      reported.currency !== expected.currency;
    // Paid twice (staff confirmed a transfer meanwhile, or another attempt succeeded): the money
    // is taken but there is nothing left to confirm, so staff see it and refund.
    const decided = payment.status !== 'pending';
    if (differs || decided) {
      const details = {
        expected,
        reported,
        ...(decided ? { paymentStatus: payment.status } : {}),
      };
      await recordAudit(tx, actor, {
        action: 'payment.online_mismatch',
        targetType: 'payment',
        targetId: payment.id,
        applicationId: payment.applicationId,
        details: {
          paymentReference: payment.paymentReference,
          provider: attempt.provider,
          ...details,
        },
      });
      return settle('mismatch', details);
    }
    const settled = await settle('succeeded');
    const confirmed = await confirmPayment.run(
      { paymentId: payment.id, amountReceived: attempt.amount, note: null },
      actor,
      tx,
      { ...context, prepared: undefined },
    );
    return confirmed.ok ? settled : confirmed;
  },
});
