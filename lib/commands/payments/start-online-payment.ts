import 'server-only';
import { z } from 'zod';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { findApplication } from '@/lib/applications/queries';
import { queryOne } from '@/lib/db/database';
import { recordCheckout, toAttempt, type AttemptRow } from '@/lib/payments/attempts';
import {
  readProviderSettings,
  providersFor,
  type ProviderId,
} from '@/lib/payments/providers/config';
import { recordPaymentIn } from '@/lib/payments/queries';
import { providerClients, type ProviderClients } from '@/lib/payments/verify';
import { sql } from 'drizzle-orm';
import type { Actor, NoActor } from '../actor';
import { customersOnly, defineCommand, runCommand, type CommandDeps } from '../run';

export const startOnlinePaymentSchema = z.object({
  applicationId: z.string().uuid('invalidRequest'),
});

type Begun = {
  attemptId: string;
  provider: ProviderId;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  applicationReference: string;
};

/**
 * The customer's own submitted application, paid online: its pending payment (recorded now if
 * there was none) marked `online`, and an attempt begun by the database
 * (`begin_payment_attempt`: the payment must be theirs and pending; the amount and currency are
 * the payment's, frozen from the quote, never the browser's; the reference is new and ours).
 */
export const beginOnlinePayment = defineCommand({
  name: 'payments.begin-online',
  schema: startOnlinePaymentSchema,
  allowed: customersOnly,
  run: async (input, actor, tx): Promise<ActionResult<Begun>> => {
    if (actor.kind !== 'customer') return fail('forbidden');
    const app = await findApplication(tx, input.applicationId);
    if (!app || app.ownerId !== actor.user.id || !app.reference) return fail('notFound');
    const [provider] = app.quote ? providersFor(app.quote.currency, readProviderSettings()) : [];
    if (!provider) return fail('methodNotOffered');
    const payment = await recordPaymentIn(tx, actor.user.id, {
      applicationId: app.id,
      method: 'online',
    });
    if (!payment.ok) return fail(payment.reason);
    const row = await queryOne<AttemptRow>(
      tx,
      sql`select a.id, a.payment_id, a.provider, a.reference, a.provider_id, a.checkout_url, a.amount::text as amount,
                 a.currency, a.state, a.mismatch, a.created_at, a.verified_at
          from public.begin_payment_attempt(${payment.payment.id}, ${provider}) a`,
    );
    const attempt = toAttempt(row!);
    return succeed({
      attemptId: attempt.id,
      provider,
      reference: attempt.reference,
      amount: attempt.amount,
      currency: attempt.currency,
      email: actor.user.email,
      applicationReference: app.reference,
    });
  },
});

export type OnlineReturn = {
  /** Where the provider sends the customer back: the callback page, in their language. */
  callbackUrl: string;
  /** Where Stripe's "back" link leads: the application's payment page. */
  cancelUrl: string;
};

/**
 * Starts paying online: `beginOnlinePayment` (one transaction, as the customer), then, outside
 * it so no lock waits on the network, the provider: Paystack initialises a transaction (amount,
 * e-mail, our reference, callback_url) [S237]; Stripe creates a Checkout Session with the
 * attempt's id as idempotency key [S241][S244]. Answers the provider's page to send the customer
 * to. A provider that fails leaves the attempt `failed` and the customer told to try again.
 */
export async function startOnlinePayment(
  actor: Actor | NoActor,
  raw: unknown,
  urls: (attempt: {
    reference: string;
    provider: ProviderId;
    applicationReference: string;
  }) => OnlineReturn,
  deps: CommandDeps & { clients?: ProviderClients } = {},
): Promise<ActionResult<{ url: string; provider: ProviderId; reference: string }>> {
  const begun = await runCommand(beginOnlinePayment, actor, raw, deps);
  if (!begun.ok) return begun;
  const attempt = begun.data;
  const clients = deps.clients ?? providerClients();
  const { callbackUrl, cancelUrl } = urls(attempt);
  try {
    if (attempt.provider === 'paystack') {
      const trx = await clients.paystack!.initializeTransaction({
        reference: attempt.reference,
        amount: attempt.amount,
        currency: attempt.currency as 'NGN',
        email: attempt.email,
        callbackUrl,
        metadata: { application: attempt.applicationReference },
      });
      await recordCheckout(attempt.attemptId, null, trx.authorizationUrl, deps.database);
      return succeed({
        url: trx.authorizationUrl,
        provider: attempt.provider,
        reference: attempt.reference,
      });
    }
    const session = await clients.stripe!.createCheckoutSession({
      reference: attempt.reference,
      amount: attempt.amount,
      currency: attempt.currency as 'USD',
      description: attempt.applicationReference,
      customerEmail: attempt.email,
      successUrl: callbackUrl,
      cancelUrl,
      idempotencyKey: attempt.attemptId,
      metadata: { application: attempt.applicationReference },
    });
    await recordCheckout(attempt.attemptId, session.id, session.url!, deps.database);
    return succeed({ url: session.url!, provider: attempt.provider, reference: attempt.reference });
  } catch (error) {
    console.error(`[payments] starting ${attempt.provider} for ${attempt.reference} failed`, error);
    await recordCheckout(attempt.attemptId, null, null, deps.database, 'failed').catch(() => {});
    return fail('providerUnavailable');
  }
}
