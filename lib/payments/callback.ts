import 'server-only';
import type { Database } from '@/lib/db/database';
import type { AttemptState } from './attempts';
import { attemptByReference, verifyAndSettle } from './process-event';
import type { ProviderId } from './providers/config';
import type { ProviderClients } from './verify';

export type ReturnState = 'paid' | 'pending' | 'failed' | 'mismatch' | 'notPaid';

const SHOWN: Record<AttemptState, ReturnState> = {
  succeeded: 'paid',
  initialised: 'pending',
  failed: 'failed',
  expired: 'failed',
  mismatch: 'mismatch',
};

/**
 * The customer back from the provider's page (`/payments/callback`): the URL only names an
 * attempt, and proves nothing. The attempt is looked up by our reference, asked of its provider
 * on the server (Paystack's verify, Stripe's session as recorded at the start) and settled as
 * the system, exactly as its webhook would: confirmed once, whichever comes first. A reference we
 * never issued, or of another provider, is `notPaid`; a provider that does not answer leaves it
 * `pending` (the webhook or the reconciliation settles it).
 */
export async function checkReturn(
  provider: ProviderId,
  reference: string,
  deps: { database?: Database; clients?: ProviderClients } = {},
): Promise<{ state: ReturnState }> {
  const attempt = await attemptByReference(reference, deps.database);
  if (!attempt || attempt.provider !== provider) return { state: 'notPaid' };
  if (attempt.state !== 'initialised') return { state: SHOWN[attempt.state] };
  try {
    const { state } = await verifyAndSettle(attempt, deps);
    return { state: SHOWN[state as AttemptState] ?? 'pending' };
  } catch (error) {
    console.warn(`[payments] verifying ${reference} on return failed`, error);
    return { state: 'pending' };
  }
}
