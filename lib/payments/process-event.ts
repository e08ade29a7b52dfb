import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { system } from '@/lib/commands/actor';
import { settleOnlinePayment } from '@/lib/commands/payments/settle-online-payment';
import { runCommand } from '@/lib/commands/run';
import { queryOne, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { defineJob, KEEP_FINISHED } from '@/lib/jobs/definition';
import { findAttempt, type PaymentAttempt } from './attempts';
import type { ProviderId } from './providers/config';
import { providerClients, verifyAttempt, type ProviderClients } from './verify';

/** The events that may change an attempt; any other is stored and marked `ignored`. */
const SETTLING_EVENTS: Record<ProviderId, ReadonlySet<string>> = {
  paystack: new Set(['charge.success']),
  stripe: new Set([
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ]),
};

export type SettleOutcome =
  'unknownReference' | 'ignored' | 'initialised' | 'succeeded' | 'failed' | 'mismatch' | 'expired';

type Deps = { database?: Database; clients?: ProviderClients };

/**
 * Verifies the attempt named by `reference` with its provider's API and settles it as the system
 * (`settleOnlinePayment`: confirmed once, or a mismatch, or failed). The provider is asked first,
 * outside any transaction, so no lock is held over the network. A network failure throws (the
 * job retries); the attempt already settled is no change.
 */
export async function verifyAndSettle(
  attempt: PaymentAttempt,
  deps: Deps & { expireIfStale?: boolean } = {},
): Promise<{ state: SettleOutcome; changed: boolean }> {
  const verdict = await verifyAttempt(attempt, deps.clients ?? providerClients());
  const result = await runCommand(
    settleOnlinePayment,
    system(attempt.provider),
    { reference: attempt.reference, verdict, expireIfStale: deps.expireIfStale ?? false },
    { database: deps.database },
  );
  if (!result.ok) throw new Error(`Settling ${attempt.reference} failed: ${result.formError?.key}`);
  return result.data;
}

/** The attempt with `reference`, whoever owns it (the system's own read). */
export function attemptByReference(
  reference: string,
  database?: Database,
): Promise<PaymentAttempt | null> {
  // The service role: the system reads any customer's attempt to settle it.
  return withServiceRole((tx) => findAttempt(tx, reference), database);
}

/**
 * The job of one stored webhook event: look up the attempt its reference names, verify it with
 * the provider and settle it. An unknown reference is logged and the event marked so (the
 * provider was answered 200 already, so it stops retrying). Run twice, it finds the event
 * processed and does nothing.
 */
export async function processPaymentEvent(
  eventId: number,
  deps: Deps = {},
): Promise<SettleOutcome | null> {
  const event = await withServiceRole(
    (tx) =>
      queryOne<{
        provider: ProviderId;
        type: string;
        reference: string | null;
        processed: boolean;
      }>(
        tx,
        sql`select provider, type, reference, processed_at is not null as processed
            from public.payment_events where id = ${eventId}`,
      ),
    deps.database,
  );
  if (!event || event.processed) return null;
  const mark = (outcome: SettleOutcome | 'duplicate') =>
    withServiceRole(
      (tx) =>
        tx.execute(
          sql`update public.payment_events set processed_at = now(), outcome = ${outcome} where id = ${eventId}`,
        ),
      deps.database,
    );

  if (!SETTLING_EVENTS[event.provider].has(event.type) || !event.reference) {
    await mark('ignored');
    return 'ignored';
  }
  const attempt = await attemptByReference(event.reference, deps.database);
  if (!attempt || attempt.provider !== event.provider) {
    console.warn(
      `[payments] ${event.provider} event ${eventId} (${event.type}) names an unknown reference`,
    );
    await mark('unknownReference');
    return 'unknownReference';
  }
  const settled = attempt.state === 'initialised' ? await verifyAndSettle(attempt, deps) : null;
  const outcome = settled?.changed ? settled.state : 'duplicate';
  await mark(outcome);
  return settled?.state ?? attempt.state;
}

const MINUTE = 60;

export const processPaymentEventJob = defineJob({
  name: 'payments.process-event',
  schema: z.object({ eventId: z.number().int().positive() }),
  // The provider's API may be down for a while: retried with backoff for about a day.
  queue: {
    retryLimit: 12,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 4 * 60 * MINUTE,
    expireInSeconds: 2 * MINUTE,
    heartbeatSeconds: 10,
    ...KEEP_FINISHED,
  },
  concurrency: 2,
  handler: async ({ eventId }, run) => {
    await processPaymentEvent(eventId, { database: run.database });
  },
});
