import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryOne, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { enqueue } from '@/lib/jobs/enqueue';
import { readBytesUpTo } from '@/lib/security/body-limit';
import { readProviderSettings, type ProviderId, type ProviderSettings } from './providers/config';
import { PAYSTACK_SIGNATURE_HEADER, verifyPaystackSignature } from './providers/paystack';
import { createStripeProvider } from './providers/stripe';

/**
 * A provider's webhook, received: the raw bytes read up to a limit, the signature checked over
 * them before anything else (Paystack: `x-paystack-signature`, HMAC-SHA512 with the secret key,
 * classic or timestamped [S239][S240]; Stripe: `stripe.webhooks.constructEvent` with
 * STRIPE_WEBHOOK_SECRET [S243]), then the event stored once (unique per provider and event id)
 * and its job enqueued in the same transaction. The answer is quick: the provider's API is asked
 * by the job (lib/payments/process-event.ts), never here.
 */

/**
 * Our events are a few kilobytes (a Checkout Session, a Paystack transaction); 256 KiB leaves
 * room for a large metadata object while no flood of bytes is held in memory.
 */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export type WebhookAnswer = {
  status: 200 | 400 | 401 | 404 | 413;
  body: { received: boolean; duplicate?: boolean; error?: string };
};

type ReceiveDeps = { database?: Database; settings?: ProviderSettings };

type ParsedEvent = { eventId: string; type: string; reference: string | null; payload: unknown };

const paystackEvent = z
  .object({
    event: z.string().min(1).max(100),
    data: z
      .object({
        id: z.union([z.number(), z.string()]).optional(),
        reference: z.string().max(255).optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

const stripeSession = z.object({ client_reference_id: z.string().max(255).nullish() }).loose();

function answer(status: WebhookAnswer['status'], error?: string): WebhookAnswer {
  return { status, body: error ? { received: false, error } : { received: true } };
}

/** Paystack sends no event id: a transaction's event is named by its type and the transaction's id. */
function paystackEventId(event: z.infer<typeof paystackEvent>, raw: Uint8Array): string {
  const id = event.data?.id;
  if (id !== undefined && String(id).length > 0) return `${event.event}:${String(id)}`;
  return `${event.event}:sha256:${createHash('sha256').update(raw).digest('hex')}`;
}

function parsePaystack(raw: Uint8Array): ParsedEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw).toString('utf8'));
  } catch {
    return null;
  }
  const parsed = paystackEvent.safeParse(json);
  if (!parsed.success) return null;
  return {
    eventId: paystackEventId(parsed.data, raw),
    type: parsed.data.event,
    reference: parsed.data.data?.reference ?? null,
    payload: json,
  };
}

/**
 * Checks and reads one delivery. `null` settings for the provider (not configured): 404, as if
 * the route did not exist.
 */
async function checkDelivery(
  provider: ProviderId,
  request: Request,
  settings: ProviderSettings,
): Promise<ParsedEvent | WebhookAnswer> {
  const configured = provider === 'paystack' ? settings.paystack : settings.stripe;
  if (!configured) return answer(404, 'notConfigured');
  const raw = await readBytesUpTo(request, WEBHOOK_BODY_LIMIT);
  if (!raw) return answer(413, 'tooLarge');

  if (provider === 'paystack') {
    const check = verifyPaystackSignature(
      raw,
      request.headers.get(PAYSTACK_SIGNATURE_HEADER),
      settings.paystack!.secretKey,
    );
    if (!check.ok) return answer(401, 'badSignature');
    return parsePaystack(raw) ?? answer(400, 'badPayload');
  }

  const stripe = createStripeProvider(settings.stripe!, { maxNetworkRetries: 0 });
  const check = stripe.verifyWebhook(Buffer.from(raw), request.headers.get('stripe-signature'));
  if (!check.ok) return answer(401, 'badSignature');
  const { event } = check;
  const object = stripeSession.safeParse(event.data?.object);
  return {
    eventId: event.id,
    type: event.type,
    reference:
      event.type.startsWith('checkout.session.') && object.success
        ? (object.data.client_reference_id ?? null)
        : null,
    payload: event,
  };
}

/**
 * Receives one webhook delivery of `provider`: 401 and nothing stored unless the signature holds;
 * 200 once the event is stored with its job, or when it was already (a duplicate does nothing).
 */
export async function receiveWebhook(
  provider: ProviderId,
  request: Request,
  deps: ReceiveDeps = {},
): Promise<WebhookAnswer> {
  const checked = await checkDelivery(provider, request, deps.settings ?? readProviderSettings());
  if ('status' in checked) return checked;
  // The service role: a provider acts for no user, and no API role may write these tables.
  const stored = await withServiceRole(async (tx) => {
    const row = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.payment_events (provider, event_id, type, reference, payload)
          values (${provider}, ${checked.eventId}, ${checked.type}, ${checked.reference}, ${JSON.stringify(checked.payload)}::jsonb)
          on conflict (provider, event_id) do nothing returning id::text as id`,
    );
    if (!row) return false;
    await enqueue(tx, {
      name: 'payments.process-event',
      key: `payment-event:${row.id}`,
      data: { eventId: Number(row.id) },
    });
    return true;
  }, deps.database);
  return stored ? answer(200) : { status: 200, body: { received: true, duplicate: true } };
}
