import 'server-only';
import Stripe from 'stripe';
import { z } from 'zod';
import { readProviderSettings, type StripeSettings } from './config';

/**
 * Stripe Checkout through the official SDK (`stripe`, pinned; it pins the API version it was
 * built for): create a Checkout Session, read it back, refund its payment, and check a webhook.
 * STRIPE_API_URL is mapped onto the SDK's host, port and protocol, which is how the tests point
 * it at the fake Stripe. Answers are parsed with zod before use, as the Paystack client's are.
 * Shapes: Stripe's API reference, checked 2026-11-27 [S241][S242][S243].
 */

export class StripeProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'api' | 'network' | 'response',
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'StripeProviderError';
  }
}

const checkoutInput = z.object({
  /** Our unique reference of this attempt: client_reference_id and metadata.reference. */
  reference: z.string().min(1).max(200),
  /** In minor units (pence, cents). */
  amount: z.number().int().positive().max(99_999_999),
  currency: z.enum(['GBP', 'USD', 'CAD']),
  /** What the line reads on Stripe's page, e.g. "Company registration NG-CO-2026-000123". */
  description: z.string().trim().min(1).max(250),
  customerEmail: z.email().optional(),
  /** May contain `{CHECKOUT_SESSION_ID}`, which Stripe replaces. */
  successUrl: z.url({ protocol: /^https?$/ }),
  cancelUrl: z.url({ protocol: /^https?$/ }),
  /** Defaults to `checkout:<reference>`: one session per attempt, however often it is asked for. */
  idempotencyKey: z.string().min(1).max(255).optional(),
  metadata: z.record(z.string(), z.string().max(500)).optional(),
});
export type CreateCheckoutSessionInput = z.input<typeof checkoutInput>;

export type CheckoutSessionSummary = {
  id: string;
  /** Stripe's hosted page; null once the session is complete or expired. */
  url: string | null;
  status: 'open' | 'complete' | 'expired' | (string & {});
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required' | (string & {});
  /** The session's total in minor units; compare it and `currency` with the amount due. */
  amountTotal: number | null;
  /** Upper case (Stripe answers in lower case). */
  currency: string | null;
  /** client_reference_id: our reference. */
  reference: string | null;
  metadata: Record<string, string>;
  /** The payment to refund, once there is one. */
  paymentIntentId: string | null;
  created: Date;
  expiresAt: Date | null;
};

export type StripeRefundSummary = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  paymentIntentId: string | null;
};

const refundInput = z.object({
  paymentIntentId: z.string().regex(/^pi_[A-Za-z0-9_]+$/),
  /** In minor units; omitted, what remains of the payment is refunded. */
  amount: z.number().int().positive().max(99_999_999).optional(),
  /** One key per refund we decide, so a retry never refunds twice. */
  idempotencyKey: z.string().min(1).max(255),
  metadata: z.record(z.string(), z.string().max(500)).optional(),
});
export type StripeRefundInput = z.input<typeof refundInput>;

const expandableId = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .nullish()
  .transform((v) => (v == null ? null : typeof v === 'string' ? v : v.id));

const sessionSchema = z
  .object({
    id: z.string().regex(/^cs_/),
    object: z.literal('checkout.session'),
    url: z.string().nullish(),
    status: z.string().nullish(),
    payment_status: z.string(),
    amount_total: z.number().int().nullish(),
    currency: z.string().nullish(),
    client_reference_id: z.string().nullish(),
    metadata: z.record(z.string(), z.string()).nullish(),
    payment_intent: expandableId,
    created: z.number().int(),
    expires_at: z.number().int().nullish(),
  })
  .loose();

const refundSchema = z
  .object({
    id: z.string().regex(/^(re|pyr)_/),
    object: z.literal('refund'),
    amount: z.number().int(),
    currency: z.string(),
    status: z.string().nullish(),
    payment_intent: expandableId,
  })
  .loose();

/** A Checkout Session, as Stripe or one of its events gives it, in our terms (or null if it is not one). */
export function summariseCheckoutSession(value: unknown): CheckoutSessionSummary | null {
  const parsed = sessionSchema.safeParse(value);
  if (!parsed.success) return null;
  const s = parsed.data;
  return {
    id: s.id,
    url: s.url ?? null,
    status: s.status ?? 'open',
    paymentStatus: s.payment_status,
    amountTotal: s.amount_total ?? null,
    currency: s.currency ? s.currency.toUpperCase() : null,
    reference: s.client_reference_id ?? null,
    metadata: s.metadata ?? {},
    paymentIntentId: s.payment_intent,
    created: new Date(s.created * 1000),
    expiresAt: s.expires_at ? new Date(s.expires_at * 1000) : null,
  };
}

export type StripeWebhookCheck =
  { ok: true; event: Stripe.Event } | { ok: false; reason: 'missing' | 'invalid' };

export type StripeProvider = {
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionSummary>;
  /** The session as Stripe has it now, or null when Stripe knows no such session. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionSummary | null>;
  refund(input: StripeRefundInput): Promise<StripeRefundSummary>;
  /**
   * `stripe.webhooks.constructEvent` on the raw body with STRIPE_WEBHOOK_SECRET: the `v1`
   * HMAC-SHA256 of `"<t>.<body>"`, `t` within 300 s unless `toleranceSeconds` says otherwise [S243].
   */
  verifyWebhook(
    rawBody: string | Buffer,
    signatureHeader: string | null | undefined,
    options?: { toleranceSeconds?: number },
  ): StripeWebhookCheck;
};

/** STRIPE_API_URL as the SDK's host, port and protocol (it always adds the `/v1/` path itself). */
export function stripeEndpoint(apiUrl: string): {
  host: string;
  port: number;
  protocol: 'http' | 'https';
} {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    // An IPv6 host comes bracketed in a URL and bare in the SDK's request options.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80,
    protocol,
  };
}

function translate(error: unknown, what: string): StripeProviderError {
  if (error instanceof Stripe.errors.StripeConnectionError)
    return new StripeProviderError(`Stripe could not be reached (${what}).`, 'network');
  if (error instanceof Stripe.errors.StripeError)
    return new StripeProviderError(
      `Stripe refused ${what} (${error.statusCode ?? '?'}): ${error.message.slice(0, 200)}`,
      'api',
      error.statusCode,
      error.code,
    );
  return new StripeProviderError(`Stripe failed on ${what}.`, 'network');
}

export function createStripeProvider(
  settings: Pick<StripeSettings, 'secretKey' | 'webhookSecret' | 'apiUrl'>,
  options: { timeoutMs?: number; maxNetworkRetries?: number } = {},
): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...stripeEndpoint(settings.apiUrl),
    timeout: options.timeoutMs ?? 20_000,
    // Safe to retry: every POST carries an idempotency key (ours, or one the SDK adds).
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
    appInfo: { name: 'Registra' },
  });

  return {
    async createCheckoutSession(input) {
      const valid = checkoutInput.parse(input);
      let session: unknown;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: valid.currency.toLowerCase(),
                  unit_amount: valid.amount,
                  product_data: { name: valid.description },
                },
              },
            ],
            client_reference_id: valid.reference,
            metadata: { ...valid.metadata, reference: valid.reference },
            payment_intent_data: { metadata: { reference: valid.reference } },
            ...(valid.customerEmail ? { customer_email: valid.customerEmail } : {}),
            success_url: valid.successUrl,
            cancel_url: valid.cancelUrl,
          },
          { idempotencyKey: valid.idempotencyKey ?? `checkout:${valid.reference}` },
        );
      } catch (error) {
        throw translate(error, 'creating a Checkout Session');
      }
      const summary = summariseCheckoutSession(session);
      if (!summary || !summary.url)
        throw new StripeProviderError(
          "Stripe's Checkout Session has an unexpected shape.",
          'response',
        );
      if (summary.reference !== valid.reference)
        throw new StripeProviderError(
          'Stripe created the session under another reference than ours.',
          'response',
        );
      return summary;
    },

    async retrieveCheckoutSession(id) {
      if (!/^cs_[A-Za-z0-9_]+$/.test(id)) return null;
      let session: unknown;
      try {
        session = await stripe.checkout.sessions.retrieve(id);
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          (error.code === 'resource_missing' || error.statusCode === 404)
        )
          return null;
        throw translate(error, 'reading a Checkout Session');
      }
      const summary = summariseCheckoutSession(session);
      if (!summary || summary.id !== id)
        throw new StripeProviderError(
          "Stripe's Checkout Session has an unexpected shape.",
          'response',
        );
      return summary;
    },

    async refund(input) {
      const valid = refundInput.parse(input);
      let refund: unknown;
      try {
        refund = await stripe.refunds.create(
          {
            payment_intent: valid.paymentIntentId,
            ...(valid.amount === undefined ? {} : { amount: valid.amount }),
            reason: 'requested_by_customer',
            ...(valid.metadata ? { metadata: valid.metadata } : {}),
          },
          { idempotencyKey: valid.idempotencyKey },
        );
      } catch (error) {
        throw translate(error, 'a refund');
      }
      const parsed = refundSchema.safeParse(refund);
      if (!parsed.success)
        throw new StripeProviderError("Stripe's refund has an unexpected shape.", 'response');
      return {
        id: parsed.data.id,
        status: parsed.data.status ?? 'pending',
        amount: parsed.data.amount,
        currency: parsed.data.currency.toUpperCase(),
        paymentIntentId: parsed.data.payment_intent,
      };
    },

    verifyWebhook(rawBody, signatureHeader, verifyOptions = {}) {
      if (!signatureHeader) return { ok: false, reason: 'missing' };
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          settings.webhookSecret,
          verifyOptions.toleranceSeconds,
        );
        return { ok: true, event };
      } catch {
        return { ok: false, reason: 'invalid' };
      }
    },
  };
}

/** The provider configured from the environment, or null when Stripe is not offered. */
export function stripeProvider(settings = readProviderSettings().stripe): StripeProvider | null {
  return settings ? createStripeProvider(settings) : null;
}
