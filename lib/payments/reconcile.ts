import 'server-only';
import { z } from 'zod';
import type { Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { defineJob } from '@/lib/jobs/definition';
import { openAttempts } from './attempts';
import { verifyAndSettle, type SettleOutcome } from './process-event';
import { providerClients, type ProviderClients } from './verify';

/**
 * An attempt still waiting this long is asked about (issue 32): its webhook may never come (the
 * endpoint was down, the provider gave up), and the customer may have closed the page before the
 * callback.
 */
export const RECONCILE_AFTER_MINUTES = 15;
/** Attempts looked at per run: every 5 minutes, so a backlog drains at this pace. */
const BATCH = 100;

/**
 * Verifies every attempt still `initialised` after RECONCILE_AFTER_MINUTES with its provider and
 * settles it as the scheduler would: confirmed (once), a mismatch, failed, or, once it is older
 * than ATTEMPT_EXPIRY_HOURS and still unpaid, expired. One attempt's provider not answering does
 * not stop the others: it is tried again at the next run.
 */
export async function reconcileAttempts(
  deps: { database?: Database; clients?: ProviderClients } = {},
): Promise<Record<SettleOutcome | 'unreachable', number>> {
  // The service role: the scheduler looks at every customer's attempts.
  const attempts = await withServiceRole(
    (tx) => openAttempts(tx, RECONCILE_AFTER_MINUTES, BATCH),
    deps.database,
  );
  const counts: Record<SettleOutcome | 'unreachable', number> = {
    unknownReference: 0,
    ignored: 0,
    initialised: 0,
    succeeded: 0,
    failed: 0,
    mismatch: 0,
    expired: 0,
    unreachable: 0,
  };
  const clients = deps.clients ?? providerClients();
  for (const attempt of attempts) {
    try {
      const { state } = await verifyAndSettle(attempt, {
        database: deps.database,
        clients,
        expireIfStale: true,
      });
      counts[state] += 1;
    } catch (error) {
      counts.unreachable += 1;
      console.warn(`[payments] reconciling ${attempt.reference} failed`, error);
    }
  }
  return counts;
}

export const reconcilePaymentsJob = defineJob({
  name: 'payments.reconcile',
  schema: z.unknown(),
  queue: { retryLimit: 0, retryDelay: 60, retryBackoff: false, expireInSeconds: 4 * 60 },
  handler: async (_data, run) => {
    const counts = await reconcileAttempts({ database: run.database });
    const settled = counts.succeeded + counts.failed + counts.mismatch + counts.expired;
    if (settled + counts.unreachable > 0)
      console.info(`[jobs] payments.reconcile ${JSON.stringify(counts)}`);
  },
});
