import 'server-only';
import { z } from 'zod';
import type { PaymentAttempt } from './attempts';
import { readProviderSettings, type ProviderSettings } from './providers/config';
import { createPaystackClient, type PaystackClient } from './providers/paystack';
import { createStripeProvider, type StripeProvider } from './providers/stripe';

/**
 * What a provider's API says of an attempt, in our terms. Only the API is believed: a webhook's
 * body or the browser's return names the attempt, and this is then asked of the provider.
 * `paid`: the money is taken (its amount, currency and reference still to be compared with the
 * attempt's); `failed`: it will not be; `pending`: not yet (the customer is on the page, or left);
 * `unknown`: the provider knows no such transaction.
 */
export const verdictSchema = z.object({
  outcome: z.enum(['paid', 'failed', 'pending', 'unknown']),
  amount: z.number().int().nonnegative().nullable(),
  currency: z.string().max(3).nullable(),
  reference: z.string().max(255).nullable(),
  providerId: z.string().max(255).nullable(),
});
export type Verdict = z.infer<typeof verdictSchema>;

export type ProviderClients = {
  paystack: PaystackClient | null;
  stripe: StripeProvider | null;
};

/** The clients of the providers configured in the environment (none in the embedded default). */
export function providerClients(
  settings: ProviderSettings = readProviderSettings(),
): ProviderClients {
  return {
    paystack: settings.paystack ? createPaystackClient(settings.paystack) : null,
    stripe: settings.stripe ? createStripeProvider(settings.stripe) : null,
  };
}

// Paystack's statuses [S237]: only `success` is paid; `failed` and `reversed` will not be;
// `abandoned` is also a transaction not yet paid (its page is still open), so it waits.
const PAYSTACK_FAILED = new Set(['failed', 'reversed']);

/**
 * Asks the attempt's provider what became of it (a network failure throws: the caller retries).
 * Paystack by our reference (GET /transaction/verify/:reference); Stripe by the Checkout Session
 * recorded when the attempt started, never one named by a URL or a webhook.
 */
export async function verifyAttempt(
  attempt: Pick<PaymentAttempt, 'provider' | 'reference' | 'providerId'>,
  clients: ProviderClients = providerClients(),
): Promise<Verdict> {
  const none: Verdict = {
    outcome: 'unknown',
    amount: null,
    currency: null,
    reference: null,
    providerId: null,
  };
  if (attempt.provider === 'paystack') {
    if (!clients.paystack) throw new Error('Paystack is not configured');
    const trx = await clients.paystack.verifyTransaction(attempt.reference);
    if (!trx) return none;
    return {
      outcome:
        trx.status === 'success' ? 'paid' : PAYSTACK_FAILED.has(trx.status) ? 'failed' : 'pending',
      amount: trx.amount,
      currency: trx.currency,
      reference: trx.reference,
      providerId: trx.id,
    };
  }
  if (!clients.stripe) throw new Error('Stripe is not configured');
  if (!attempt.providerId) return none;
  const session = await clients.stripe.retrieveCheckoutSession(attempt.providerId);
  if (!session) return none;
  return {
    outcome:
      session.paymentStatus === 'paid'
        ? 'paid'
        : session.status === 'expired'
          ? 'failed'
          : 'pending',
    amount: session.amountTotal,
    currency: session.currency,
    reference: session.reference,
    providerId: session.id,
  };
}
