import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { readProviderSettings, type PaystackCurrency, type PaystackSettings } from './config';

/**
 * A small typed client for the part of Paystack's API we use: initialise a transaction, verify
 * it, refund it, and check a webhook's signature. Every answer is parsed with zod before use;
 * the secret key goes in the Authorization header only and never into an error or a log.
 * Endpoints and shapes: Paystack's API reference, checked 2026-11-27 [S237][S245].
 */

/**
 * The channels Paystack offers in each of our currencies, as its "Payment channels" page lists
 * them (checked 2026-11-27) [S238]: Pay with Bank, Pay with Transfer and USSD are Nigerian; mobile
 * money is Ghanaian here; EFT (Ozow), QR (SnapScan / Scan to Pay) and Capitec Pay are South
 * African. Cards everywhere.
 */
export const PAYSTACK_CHANNELS = {
  NGN: ['card', 'bank', 'bank_transfer', 'ussd'],
  GHS: ['card', 'mobile_money'],
  ZAR: ['card', 'eft', 'qr', 'capitec_pay'],
} as const satisfies Record<PaystackCurrency, readonly string[]>;

export type PaystackChannel = (typeof PAYSTACK_CHANNELS)[PaystackCurrency][number];

/** Paystack's rule for a reference: letters, digits, `-`, `.` and `=` only [S237]. */
export const PAYSTACK_REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

export class PaystackError extends Error {
  constructor(
    message: string,
    /** `api`: Paystack answered with an error; `network`: no answer; `response`: an answer of an unexpected shape. */
    readonly kind: 'api' | 'network' | 'response',
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

const initializeInput = z.object({
  reference: z.string().regex(PAYSTACK_REFERENCE),
  /** In the currency's subunit (kobo, pesewas, cents). */
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.enum(['NGN', 'GHS', 'ZAR']),
  email: z.email(),
  callbackUrl: z.url({ protocol: /^https?$/ }),
  /** Defaults to every channel Paystack offers in the currency. */
  channels: z.array(z.string().min(1)).nonempty().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type InitializeTransactionInput = z.input<typeof initializeInput>;

export type InitializedTransaction = {
  reference: string;
  /** Paystack's hosted checkout page for this transaction. */
  authorizationUrl: string;
  /** Resumes the transaction in the inline popup (`@paystack/inline-js`'s `resumeTransaction`). */
  accessCode: string;
};

/** Transaction statuses Paystack documents; only `success` means paid [S237]. */
export type PaystackTransactionStatus =
  | 'success'
  | 'failed'
  | 'abandoned'
  | 'ongoing'
  | 'pending'
  | 'processing'
  | 'queued'
  | 'reversed'
  | (string & {});

export type VerifiedTransaction = {
  /** Paystack's transaction id (an unsigned 64-bit integer, kept as text). */
  id: string;
  reference: string;
  status: PaystackTransactionStatus;
  /** What was charged, in the subunit; compare it and `currency` with the amount due. */
  amount: number;
  /** What was asked for at initialisation, when Paystack reports it (it differs when fees are passed on). */
  requestedAmount: number | null;
  currency: string;
  paidAt: Date | null;
  channel: string | null;
  gatewayResponse: string | null;
  customerEmail: string | null;
};

export type PaystackRefund = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  transactionReference: string | null;
};

const refundInput = z.object({
  /** Our reference of the transaction (Paystack also takes its id). */
  reference: z.string().regex(PAYSTACK_REFERENCE),
  /** In the subunit; omitted, the whole transaction is refunded. */
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  merchantNote: z.string().max(500).optional(),
  customerNote: z.string().max(500).optional(),
});
export type RefundInput = z.input<typeof refundInput>;

// Paystack wraps every answer as { status, message, data } [S237].
const envelope = z.object({
  status: z.boolean(),
  message: z.string().optional().default(''),
  data: z.unknown().optional(),
  code: z.string().optional(),
});

const initializeData = z.object({
  authorization_url: z.url({ protocol: /^https?$/ }),
  access_code: z.string().min(1),
  reference: z.string().min(1),
});

const nullableString = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

const verifyData = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]),
  status: z.string().min(1),
  reference: z.string().min(1),
  amount: z.number().int().nonnegative(),
  requested_amount: z.number().int().nonnegative().nullish(),
  currency: z.string().min(1),
  paid_at: nullableString,
  channel: nullableString,
  gateway_response: nullableString,
  customer: z.object({ email: nullableString }).nullish(),
});

const refundData = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().min(1)]),
  status: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  transaction: z
    .union([z.object({ reference: z.string().nullish() }).loose(), z.number(), z.string()])
    .nullish(),
});

export type PaystackClient = {
  initializeTransaction(input: InitializeTransactionInput): Promise<InitializedTransaction>;
  /** The transaction as Paystack has it now, or null when Paystack knows no such reference. */
  verifyTransaction(reference: string): Promise<VerifiedTransaction | null>;
  /** Refunds a successful transaction in full, or in part when `amount` is given. */
  refund(input: RefundInput): Promise<PaystackRefund>;
};

type ClientOptions = {
  fetch?: typeof fetch;
  /** Each request's time limit; Paystack's own webhook timeout is 30 s [S239]. */
  timeoutMs?: number;
};

function toDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function createPaystackClient(
  settings: Pick<PaystackSettings, 'secretKey' | 'apiUrl'>,
  options: ClientOptions = {},
): PaystackClient {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const base = settings.apiUrl.replace(/\/+$/, '');

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ httpStatus: number; answer: z.infer<typeof envelope> }> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${settings.secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
        cache: 'no-store',
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'error';
      throw new PaystackError(
        `Paystack could not be reached (${method} ${path}: ${reason}).`,
        'network',
      );
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new PaystackError(
        `Paystack answered ${method} ${path} with ${response.status} and no JSON.`,
        'response',
        response.status,
      );
    }
    const parsed = envelope.safeParse(json);
    if (!parsed.success)
      throw new PaystackError(
        `Paystack answered ${method} ${path} with ${response.status} in an unexpected shape.`,
        'response',
        response.status,
      );
    return { httpStatus: response.status, answer: parsed.data };
  }

  function failure(
    method: string,
    path: string,
    httpStatus: number,
    answer: z.infer<typeof envelope>,
  ): PaystackError {
    const message = answer.message ? `: ${answer.message.slice(0, 200)}` : '';
    return new PaystackError(
      `Paystack refused ${method} ${path} (${httpStatus})${message}`,
      'api',
      httpStatus,
      answer.code,
    );
  }

  function data<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new PaystackError(`Paystack's answer to ${what} has an unexpected shape.`, 'response');
    return parsed.data;
  }

  return {
    async initializeTransaction(input) {
      const valid = initializeInput.parse(input);
      const path = '/transaction/initialize';
      const { httpStatus, answer } = await call('POST', path, {
        email: valid.email,
        amount: valid.amount,
        currency: valid.currency,
        reference: valid.reference,
        callback_url: valid.callbackUrl,
        channels: valid.channels ?? PAYSTACK_CHANNELS[valid.currency],
        // Paystack documents metadata as a stringified JSON object [S237].
        ...(valid.metadata ? { metadata: JSON.stringify(valid.metadata) } : {}),
      });
      if (httpStatus < 200 || httpStatus >= 300 || !answer.status)
        throw failure('POST', path, httpStatus, answer);
      const result = data(initializeData, answer.data, 'initialize');
      if (result.reference !== valid.reference)
        throw new PaystackError(
          'Paystack initialised the transaction under another reference than ours.',
          'response',
          httpStatus,
        );
      return {
        reference: result.reference,
        authorizationUrl: result.authorization_url,
        accessCode: result.access_code,
      };
    },

    async verifyTransaction(reference) {
      // A reference Paystack could not have issued is unknown to it: no need to ask.
      if (!PAYSTACK_REFERENCE.test(reference)) return null;
      const path = `/transaction/verify/${encodeURIComponent(reference)}`;
      const { httpStatus, answer } = await call('GET', path);
      if (httpStatus < 200 || httpStatus >= 300 || !answer.status) {
        // An unknown reference: 400 or 404, Paystack's error format (status false, message,
        // type, code) [S237]; it answers `transaction_not_found`, "Transaction reference not found".
        const notFound =
          (httpStatus === 400 || httpStatus === 404) &&
          (answer.code === 'transaction_not_found' || /not found/i.test(answer.message));
        if (notFound) return null;
        throw failure('GET', '/transaction/verify/:reference', httpStatus, answer);
      }
      const result = data(verifyData, answer.data, 'verify');
      if (result.reference !== reference)
        throw new PaystackError(
          'Paystack verified another transaction than the one asked for.',
          'response',
          httpStatus,
        );
      return {
        id: String(result.id),
        reference: result.reference,
        status: result.status,
        amount: result.amount,
        requestedAmount: result.requested_amount ?? null,
        currency: result.currency.toUpperCase(),
        paidAt: toDate(result.paid_at),
        channel: result.channel,
        gatewayResponse: result.gateway_response,
        customerEmail: result.customer?.email ?? null,
      };
    },

    async refund(input) {
      const valid = refundInput.parse(input);
      const path = '/refund';
      const { httpStatus, answer } = await call('POST', path, {
        transaction: valid.reference,
        ...(valid.amount === undefined ? {} : { amount: valid.amount }),
        ...(valid.merchantNote ? { merchant_note: valid.merchantNote } : {}),
        ...(valid.customerNote ? { customer_note: valid.customerNote } : {}),
      });
      if (httpStatus < 200 || httpStatus >= 300 || !answer.status)
        throw failure('POST', path, httpStatus, answer);
      const result = data(refundData, answer.data, 'refund');
      const transaction = result.transaction;
      return {
        id: String(result.id),
        status: result.status,
        amount: result.amount,
        currency: result.currency.toUpperCase(),
        transactionReference:
          transaction && typeof transaction === 'object' ? (transaction.reference ?? null) : null,
      };
    },
  };
}

/** The client configured from the environment, or null when Paystack is not offered. */
export function paystackClient(settings = readProviderSettings().paystack): PaystackClient | null {
  return settings ? createPaystackClient(settings) : null;
}

// ---------------------------------------------------------------------------------------------
// Webhook signatures
// ---------------------------------------------------------------------------------------------

/** The header Paystack signs its webhooks in [S239]. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** The timestamped form's replay window, as in Paystack's snippet: 300 s [S240]. */
export const PAYSTACK_SIGNATURE_TOLERANCE_SECONDS = 300;

export type PaystackSignatureCheck =
  | { ok: true; scheme: 'classic' }
  | { ok: true; scheme: 'timestamped'; keyId: string; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'expired' };

const HEX_512 = /^[0-9a-f]{128}$/i;

function hmacSha512(secret: string, ...parts: (string | Uint8Array)[]): Buffer {
  const hmac = createHmac('sha512', secret);
  for (const part of parts) hmac.update(part);
  return hmac.digest();
}

/** Constant-time comparison of a digest with a hex string of the same length. */
function sameDigest(expected: Buffer, hex: string): boolean {
  const given = Buffer.from(hex, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function parseTimestamped(
  header: string,
): { timestamp: number; entries: { keyId: string; hex: string }[] } | null {
  let timestamp: number | null = null;
  const entries: { keyId: string; hex: string }[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      const colon = value.indexOf(':');
      if (colon > 0) entries.push({ keyId: value.slice(0, colon), hex: value.slice(colon + 1) });
    }
  }
  if (timestamp === null || entries.length === 0) return null;
  return { timestamp, entries };
}

/**
 * Checks the `x-paystack-signature` header of a webhook against its raw body, exactly as received
 * (never re-serialised JSON: Paystack signs its bytes). Two forms are accepted:
 *
 * - **classic**, the one Paystack's Webhooks page documents: the header is the hex HMAC-SHA512 of
 *   the raw body keyed with the secret key [S239];
 * - **timestamped**, the newer form in Paystack's own code snippets (not yet on the Webhooks
 *   page, checked 2026-11-27): `t=<unix seconds>,v1=<key id>:<hex>[,v1=…]`, each hex an
 *   HMAC-SHA512 of `"<t>." + raw body`, refused more than 300 s from now [S240]. The snippet
 *   takes several secrets, one per key id; ours are `secrets` (the secret key by default).
 *
 * Every comparison is constant-time. The forms cannot be confused: a classic value is 128 hex
 * digits, a timestamped one starts with `t=`.
 */
export function verifyPaystackSignature(
  rawBody: string | Uint8Array,
  header: string | null | undefined,
  secrets: string | readonly string[],
  options: { now?: number; toleranceSeconds?: number } = {},
): PaystackSignatureCheck {
  const keys = (typeof secrets === 'string' ? [secrets] : [...secrets]).filter((s) => s !== '');
  const value = header?.trim();
  if (!value) return { ok: false, reason: 'missing' };
  if (keys.length === 0) return { ok: false, reason: 'mismatch' };

  if (HEX_512.test(value)) {
    const match = keys.some((key) => sameDigest(hmacSha512(key, rawBody), value));
    return match ? { ok: true, scheme: 'classic' } : { ok: false, reason: 'mismatch' };
  }

  const parsed = parseTimestamped(value);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const tolerance = options.toleranceSeconds ?? PAYSTACK_SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs(now - parsed.timestamp) > tolerance) return { ok: false, reason: 'expired' };
  for (const key of keys) {
    const expected = hmacSha512(key, `${parsed.timestamp}.`, rawBody);
    for (const entry of parsed.entries)
      if (HEX_512.test(entry.hex) && sameDigest(expected, entry.hex))
        return { ok: true, scheme: 'timestamped', keyId: entry.keyId, timestamp: parsed.timestamp };
  }
  return { ok: false, reason: 'mismatch' };
}
