/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Jest (next/jest
   compiles .mjs to CommonJS while Jest runs .mjs as ESM), Playwright and a bare `node` all load it. */
// A fake Paystack for the tests: the documented subset of its API (initialise, verify, refund),
// a hosted checkout page at the authorization_url with "Pay" and "Fail", and `charge.success`
// webhooks signed as Paystack documents them. Controls let a test resend a webhook (a duplicate),
// tamper with one, report another amount or currency, or send none (for reconciliation).
//
// Shapes follow Paystack's API reference and Webhooks page (docs/sources.md [S237][S239][S240][S245]).
// Error messages are close to Paystack's but not guaranteed identical: the client under test
// keys on HTTP status, `status` and `code`, not on wording.

const { createHmac } = require('node:crypto');
const {
  HttpError,
  WebhookSender,
  checkoutPage,
  formatMinor,
  handleControl,
  listen,
  randomId,
  readBody,
  redirect,
  sendHtml,
  sendJson,
} = require('./fake-http.cjs');

/** @typedef {import('./fake-http.cjs').RecordedCall} RecordedCall */
/** @typedef {import('./fake-http.cjs').Delivery} Delivery */

/**
 * @typedef {{
 *   id: number,
 *   reference: string,
 *   accessCode: string,
 *   amount: number,
 *   currency: string,
 *   email: string,
 *   callbackUrl: string | null,
 *   channels: string[] | null,
 *   metadata: unknown,
 *   status: 'abandoned' | 'success' | 'failed',
 *   channel: string | null,
 *   gatewayResponse: string | null,
 *   createdAt: string,
 *   paidAt: string | null,
 *   refunded: number,
 *   reported: { amount?: number, currency?: string },
 * }} PaystackTransaction
 */

/**
 * @typedef {{
 *   port?: number,
 *   host?: string,
 *   publicUrl?: string,
 *   secretKey?: string,
 *   webhookUrl?: string | null,
 *   webhooks?: boolean,
 *   webhookDelayMs?: number,
 *   signatureScheme?: 'classic' | 'timestamped',
 *   signingKeys?: { keyId: string, secret: string }[],
 * }} FakePaystackOptions
 */

const FAKE_PAYSTACK_SECRET_KEY = 'sk_test_fakepaystack0000000000000000000000';
const FAKE_PAYSTACK_PUBLIC_KEY = 'pk_test_fakepaystack0000000000000000000000';

/**
 * The classic `x-paystack-signature`: hex HMAC-SHA512 of the raw body, keyed with the secret key.
 * @param {string | Buffer} body
 * @param {string} secretKey
 */
function signPaystackClassic(body, secretKey) {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

/**
 * The timestamped form of Paystack's newer snippet: `t=<unix>,v1=<kid>:<hex>` per key, each an
 * HMAC-SHA512 of `"<t>." + body`.
 * @param {string | Buffer} body
 * @param {{ keyId: string, secret: string }[]} keys
 * @param {number} [timestamp] unix seconds
 */
function signPaystackTimestamped(body, keys, timestamp = Math.floor(Date.now() / 1000)) {
  const parts = keys.map(
    ({ keyId, secret }) =>
      `v1=${keyId}:${createHmac('sha512', secret).update(`${timestamp}.`).update(body).digest('hex')}`,
  );
  return [`t=${timestamp}`, ...parts].join(',');
}

/**
 * Paystack's JSON, with `/` written `\/` as a PHP-style encoder does: valid JSON whose bytes
 * differ from `JSON.stringify(JSON.parse(body))`, so a receiver that re-serialises before checking
 * the signature fails, as it would against Paystack.
 * @param {unknown} value
 */
function paystackJson(value) {
  return JSON.stringify(value).replace(/\//g, '\\/');
}

/**
 * Starts the fake on `port` (0: an ephemeral one).
 * @param {FakePaystackOptions} [options]
 */
async function startFakePaystack(options = {}) {
  const settings = {
    secretKey: options.secretKey ?? FAKE_PAYSTACK_SECRET_KEY,
    webhookUrl: options.webhookUrl ?? null,
    webhooks: options.webhooks ?? true,
    webhookDelayMs: options.webhookDelayMs ?? 0,
    /** @type {'classic' | 'timestamped'} */
    signatureScheme: options.signatureScheme ?? 'classic',
    /** @type {{ keyId: string, secret: string }[] | null} */
    signingKeys: options.signingKeys ?? null,
  };
  /** @type {Map<string, PaystackTransaction>} */
  const transactions = new Map();
  /** @type {Map<string, string>} access code → reference */
  const accessCodes = new Map();
  /** @type {RecordedCall[]} */
  let calls = [];
  /** @type {{ id: number, reference: string, amount: number, currency: string, status: string }[]} */
  let refunds = [];
  /** @type {Map<string, { eventId: string, body: string }>} last event per reference */
  const lastEvents = new Map();
  /** @type {string | null} */
  let lastReference = null;
  /** @type {'signature' | 'body' | null} */
  let tamperNext = null;
  let nextId = 4099260516;
  const sender = new WebhookSender();

  /** @param {PaystackTransaction} trx */
  const reportedAmount = (trx) => trx.reported.amount ?? trx.amount;
  /** @param {PaystackTransaction} trx */
  const reportedCurrency = (trx) => trx.reported.currency ?? trx.currency;

  /** The transaction as verify and the webhook describe it. @param {PaystackTransaction} trx */
  function describe(trx) {
    return {
      id: trx.id,
      domain: 'test',
      status: trx.status,
      reference: trx.reference,
      receipt_number: null,
      amount: reportedAmount(trx),
      message: null,
      gateway_response:
        trx.gatewayResponse ??
        (trx.status === 'abandoned' ? 'The transaction was not completed' : null),
      paid_at: trx.paidAt,
      created_at: trx.createdAt,
      channel: trx.channel ?? 'card',
      currency: reportedCurrency(trx),
      ip_address: '127.0.0.1',
      // Paystack adds the page the customer paid from to an object's metadata, as `referrer`.
      metadata:
        trx.metadata && typeof trx.metadata === 'object'
          ? { ...trx.metadata, referrer: `${publicUrl}/checkout/${trx.accessCode}` }
          : (trx.metadata ?? ''),
      fees:
        trx.status === 'success'
          ? Math.min(Math.round(reportedAmount(trx) * 0.015), 200_000)
          : null,
      authorization:
        trx.status === 'success'
          ? {
              authorization_code: `AUTH_${trx.accessCode.slice(0, 10)}`,
              bin: '408408',
              last4: '4081',
              exp_month: '12',
              exp_year: '2030',
              channel: trx.channel ?? 'card',
              card_type: 'visa ',
              bank: 'TEST BANK',
              country_code: 'NG',
              brand: 'visa',
              reusable: true,
              signature: `SIG_${trx.accessCode.slice(0, 12)}`,
              account_name: null,
            }
          : {},
      customer: {
        id: 181873746,
        first_name: null,
        last_name: null,
        email: trx.email,
        customer_code: `CUS_${trx.accessCode.slice(0, 15)}`,
        phone: null,
        metadata: null,
        risk_action: 'default',
      },
      plan: null,
      split: {},
      order_id: null,
      paidAt: trx.paidAt,
      createdAt: trx.createdAt,
      requested_amount: trx.amount,
      transaction_date: trx.createdAt,
    };
  }

  /** The signature header for a body, as configured (tampered if asked). @param {string} body */
  function signatureFor(body) {
    if (settings.signatureScheme === 'timestamped') {
      const keys = settings.signingKeys ?? [{ keyId: 'k1', secret: settings.secretKey }];
      return signPaystackTimestamped(body, keys);
    }
    return signPaystackClassic(body, settings.secretKey);
  }

  /**
   * Sends (or resends) the `charge.success` event of a transaction; null when webhooks are off
   * or no URL is set.
   * @param {PaystackTransaction} trx
   * @param {{ resend?: boolean }} [options]
   */
  function deliverChargeSuccess(trx, { resend = false } = {}) {
    if (!settings.webhooks || !settings.webhookUrl) return null;
    const previous = lastEvents.get(trx.reference);
    const body =
      resend && previous
        ? previous.body
        : paystackJson({ event: 'charge.success', data: describe(trx) });
    const eventId = resend && previous ? previous.eventId : randomId('evt_', 16);
    lastEvents.set(trx.reference, { eventId, body });
    lastReference = trx.reference;
    let sent = body;
    let signature = signatureFor(body);
    const tampered = tamperNext;
    tamperNext = null;
    if (tampered === 'signature')
      signature = signature.replace(/[0-9a-f](?=[0-9a-f]*$)/, (c) => (c === '0' ? '1' : '0'));
    if (tampered === 'body')
      sent = body.replace(/"amount":(\d+)/, (_, n) => `"amount":${Number(n) + 100}`);
    return sender.send({
      eventId,
      type: 'charge.success',
      reference: trx.reference,
      url: settings.webhookUrl,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body: sent,
      tampered,
      delayMs: settings.webhookDelayMs,
    });
  }

  /** @param {string} reference */
  function find(reference) {
    const trx = transactions.get(reference);
    if (!trx) throw new Error(`fake Paystack: no transaction ${reference}`);
    return trx;
  }

  /**
   * Settles a transaction as the checkout page's buttons do.
   * @param {PaystackTransaction} trx
   * @param {'success' | 'failed'} outcome
   */
  function settle(trx, outcome) {
    if (trx.status !== 'abandoned') return null;
    trx.status = outcome;
    trx.channel = 'card';
    if (outcome === 'success') {
      trx.paidAt = new Date().toISOString();
      trx.gatewayResponse = 'Successful';
      return deliverChargeSuccess(trx);
    }
    trx.gatewayResponse = 'Declined';
    return null;
  }

  /** Paystack adds `trxref` and `reference` to the callback URL. @param {PaystackTransaction} trx */
  function callbackLocation(trx) {
    if (!trx.callbackUrl) return null;
    const url = new URL(trx.callbackUrl);
    url.searchParams.set('trxref', trx.reference);
    url.searchParams.set('reference', trx.reference);
    return url.href;
  }

  /** @param {unknown} body */
  function initialize(body) {
    const input = /** @type {Record<string, any>} */ (body ?? {});
    const amount = Number(input.amount);
    const email = typeof input.email === 'string' ? input.email : '';
    if (!email || !/^[^\s@]+@[^\s@]+$/.test(email))
      throw new HttpError(400, {
        status: false,
        message: 'Invalid Email Address Passed',
        type: 'validation_error',
        code: 'invalid_params',
      });
    if (!Number.isInteger(amount) || amount <= 0 || !/^\d+$/.test(String(input.amount)))
      throw new HttpError(400, {
        status: false,
        message: 'Invalid Amount Sent',
        type: 'validation_error',
        code: 'invalid_params',
      });
    const currency = typeof input.currency === 'string' ? input.currency : 'NGN';
    if (!['NGN', 'GHS', 'ZAR', 'USD', 'KES'].includes(currency))
      throw new HttpError(400, {
        status: false,
        message: 'Currency not supported by merchant',
        type: 'validation_error',
        code: 'unsupported_currency',
      });
    const reference =
      typeof input.reference === 'string' && input.reference
        ? input.reference
        : randomId('', 10).toLowerCase();
    if (!/^[A-Za-z0-9.=-]+$/.test(reference))
      throw new HttpError(400, {
        status: false,
        message: 'Invalid transaction reference',
        type: 'validation_error',
        code: 'invalid_params',
      });
    if (transactions.has(reference))
      throw new HttpError(400, {
        status: false,
        message: 'Duplicate Transaction Reference',
        type: 'validation_error',
        code: 'duplicate_reference',
      });
    const accessCode = randomId('', 15).toLowerCase();
    let metadata = input.metadata ?? null;
    if (typeof metadata === 'string') {
      try {
        metadata = JSON.parse(metadata);
      } catch {
        // Paystack keeps a metadata string it cannot parse as it is.
      }
    }
    /** @type {PaystackTransaction} */
    const trx = {
      id: nextId++,
      reference,
      accessCode,
      amount,
      currency,
      email,
      callbackUrl: typeof input.callback_url === 'string' ? input.callback_url : null,
      channels: Array.isArray(input.channels) ? input.channels.map(String) : null,
      metadata,
      status: 'abandoned',
      channel: null,
      gatewayResponse: null,
      createdAt: new Date().toISOString(),
      paidAt: null,
      refunded: 0,
      reported: {},
    };
    transactions.set(reference, trx);
    accessCodes.set(accessCode, reference);
    return {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${publicUrl}/checkout/${accessCode}`,
        access_code: accessCode,
        reference,
      },
    };
  }

  /** @param {unknown} body */
  function refund(body) {
    const input = /** @type {Record<string, any>} */ (body ?? {});
    const key = String(input.transaction ?? '');
    const trx =
      transactions.get(key) ?? [...transactions.values()].find((t) => String(t.id) === key);
    if (!trx)
      throw new HttpError(404, {
        status: false,
        message: 'Transaction not found',
        type: 'validation_error',
        code: 'transaction_not_found',
      });
    if (trx.status !== 'success')
      throw new HttpError(400, {
        status: false,
        message: 'Cannot refund an unsuccessful transaction',
        type: 'validation_error',
        code: 'invalid_params',
      });
    const remaining = trx.amount - trx.refunded;
    const amount = input.amount === undefined ? remaining : Number(input.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining)
      throw new HttpError(400, {
        status: false,
        message:
          remaining === 0
            ? 'Transaction has been fully reversed'
            : 'Refund amount cannot be more than the unrefunded balance',
        type: 'validation_error',
        code: 'invalid_params',
      });
    trx.refunded += amount;
    const record = {
      id: 3018284 + refunds.length,
      reference: trx.reference,
      amount,
      currency: trx.currency,
      status: 'pending',
    };
    refunds.push(record);
    return {
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        transaction: {
          id: trx.id,
          domain: 'test',
          reference: trx.reference,
          amount: trx.amount,
          paid_at: trx.paidAt,
          channel: trx.channel,
          currency: trx.currency,
        },
        integration: 412829,
        deducted_amount: 0,
        channel: null,
        merchant_note: input.merchant_note ?? `Refund for transaction ${trx.reference}`,
        customer_note: input.customer_note ?? `Refund for transaction ${trx.reference}`,
        status: 'pending',
        refunded_by: 'fake@paystack.test',
        expected_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        currency: trx.currency,
        domain: 'test',
        amount,
        fully_deducted: false,
        id: record.id,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      },
    };
  }

  const control = {
    state: () => ({
      calls,
      deliveries: sender.deliveries,
      transactions: [...transactions.values()],
      refunds,
      settings: { ...settings, secretKey: undefined },
    }),
    actions: {
      /** @param {{ webhookUrl?: string | null, webhooks?: boolean, webhookDelayMs?: number, signatureScheme?: 'classic' | 'timestamped' }} body */
      configure: (body) => api.configure(body),
      /** @param {{ reference: string, amount?: number, currency?: string }} body */
      report: ({ reference, ...values }) => api.report(reference, values),
      /** @param {{ kind: 'signature' | 'body' }} body */
      tamper: ({ kind }) => api.tamperNext(kind),
      /** @param {{ reference: string }} body */
      pay: async ({ reference }) => ({ delivery: await api.pay(reference) }),
      /** @param {{ reference: string }} body */
      fail: ({ reference }) => api.fail(reference),
      /** @param {{ reference?: string }} body */
      redeliver: async ({ reference }) => ({ delivery: await api.redeliver(reference) }),
      settled: async () => api.settled(),
      reset: () => api.reset(),
    },
  };

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (await handleControl(req, res, path, control)) return;

    // The hosted checkout page and its buttons (no API key: the customer's browser calls these).
    const page = /^\/checkout\/([a-z0-9]+)(?:\/(pay|fail))?$/.exec(path);
    if (page) {
      const reference = accessCodes.get(page[1]);
      const trx = reference ? transactions.get(reference) : undefined;
      if (!trx)
        return sendHtml(
          res,
          404,
          checkoutPage({
            provider: 'Paystack',
            title: 'Transaction not found',
            lines: [],
            actions: [],
          }),
        );
      if (req.method === 'GET' && !page[2]) {
        const done = trx.status !== 'abandoned';
        return sendHtml(
          res,
          200,
          checkoutPage({
            provider: 'Paystack',
            title: done
              ? `Payment ${trx.status === 'success' ? 'successful' : 'failed'}`
              : 'Pay with Paystack',
            lines: [
              ['Amount', formatMinor(trx.amount, trx.currency)],
              ['Reference', trx.reference],
              ['E-mail', trx.email],
              ['Channels', (trx.channels ?? ['card']).join(', ')],
            ],
            actions: done
              ? []
              : [
                  { label: 'Pay', action: `/checkout/${trx.accessCode}/pay` },
                  { label: 'Fail', action: `/checkout/${trx.accessCode}/fail` },
                ],
          }),
        );
      }
      if (req.method === 'POST' && page[2]) {
        await readBody(req);
        settle(trx, page[2] === 'pay' ? 'success' : 'failed');
        const location = callbackLocation(trx);
        if (location) return redirect(res, location);
        return sendHtml(
          res,
          200,
          checkoutPage({
            provider: 'Paystack',
            title: `Payment ${trx.status}`,
            lines: [['Reference', trx.reference]],
            actions: [],
          }),
        );
      }
      throw new HttpError(405, { status: false, message: 'Method not allowed' });
    }

    // The API: every call needs the secret key.
    const raw = await readBody(req);
    const authorized = req.headers.authorization === `Bearer ${settings.secretKey}`;
    let body = null;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = raw.toString('utf8');
      }
    }
    /** @type {RecordedCall} */
    const call = {
      method: req.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      body,
      authorized,
      idempotencyKey: null,
      status: 0,
      at: new Date().toISOString(),
    };
    calls.push(call);
    /** @param {number} status @param {unknown} answer */
    const answer = (status, answer) => {
      call.status = status;
      sendJson(res, status, answer);
    };
    if (!authorized)
      return answer(401, {
        status: false,
        message: 'Invalid key',
        type: 'validation_error',
        code: 'invalid_Key',
      });
    try {
      if (req.method === 'POST' && path === '/transaction/initialize')
        return answer(200, initialize(body));
      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && verify) {
        const trx = transactions.get(decodeURIComponent(verify[1]));
        if (!trx)
          return answer(400, {
            status: false,
            message: 'Transaction reference not found',
            meta: {
              nextStep:
                "Ensure that you're passing the reference of a transaction that exists on this integration",
            },
            type: 'validation_error',
            code: 'transaction_not_found',
          });
        return answer(200, {
          status: true,
          message: 'Verification successful',
          data: describe(trx),
        });
      }
      if (req.method === 'POST' && path === '/refund') return answer(200, refund(body));
      return answer(404, { status: false, message: `No route ${req.method} ${path}` });
    } catch (error) {
      if (error instanceof HttpError) return answer(error.status, error.body);
      throw error;
    }
  }

  const { port, close } = await listen(handle, { port: options.port, host: options.host });
  const host =
    !options.host || options.host === '0.0.0.0' || options.host === '::'
      ? '127.0.0.1'
      : options.host;
  const publicUrl = (options.publicUrl ?? `http://${host}:${port}`).replace(/\/+$/, '');

  const api = {
    /** The API's base URL: PAYSTACK_API_URL. */
    url: publicUrl,
    port,
    secretKey: settings.secretKey,
    publicKey: FAKE_PAYSTACK_PUBLIC_KEY,
    /** Every API call received (not the checkout page's), oldest first. */
    calls: () => [...calls],
    /** Every webhook delivery attempt, oldest first. */
    deliveries: () => [...sender.deliveries],
    transactions: () => [...transactions.values()].map((t) => ({ ...t })),
    /** @param {string} reference */
    transaction: (reference) => {
      const trx = transactions.get(reference);
      return trx ? { ...trx } : null;
    },
    refunds: () => [...refunds],
    /** @param {{ webhookUrl?: string | null, webhooks?: boolean, webhookDelayMs?: number, signatureScheme?: 'classic' | 'timestamped', signingKeys?: { keyId: string, secret: string }[] | null }} changes */
    configure(changes) {
      for (const [key, value] of Object.entries(changes ?? {}))
        if (key in settings && key !== 'secretKey' && value !== undefined)
          /** @type {any} */ (settings)[key] = value;
    },
    /** @param {string | null} url */
    setWebhookUrl(url) {
      settings.webhookUrl = url;
    },
    /** Webhooks on or off (off: the payment is only seen by verifying it, as in a reconciliation). @param {boolean} on */
    setWebhooks(on) {
      settings.webhooks = on;
    },
    /**
     * From now on, verify and the webhook report this amount and/or currency for the transaction
     * (what was charged is still recorded as initialised).
     * @param {string} reference
     * @param {{ amount?: number, currency?: string }} values
     */
    report(reference, values) {
      const trx = find(reference);
      trx.reported = { ...trx.reported, ...values };
    },
    /** The next delivery carries a wrong signature, or a body changed after signing. @param {'signature' | 'body'} kind */
    tamperNext(kind) {
      tamperNext = kind;
    },
    /** As the customer clicking "Pay": resolves with the webhook delivery (null if none was sent). @param {string} reference */
    async pay(reference) {
      return (await settle(find(reference), 'success')) ?? null;
    },
    /** As the customer clicking "Fail". @param {string} reference */
    fail(reference) {
      settle(find(reference), 'failed');
    },
    /**
     * Sends the same `charge.success` again, byte for byte (a duplicate, as Paystack's retries
     * are): of `reference`, or of the last transaction paid.
     * @param {string} [reference]
     */
    async redeliver(reference) {
      const ref = reference ?? lastReference;
      if (!ref) throw new Error('fake Paystack: no webhook to resend');
      const trx = find(ref);
      if (trx.status !== 'success') throw new Error(`fake Paystack: ${ref} is not paid`);
      return (await deliverChargeSuccess(trx, { resend: true })) ?? null;
    },
    /** Resolves once every webhook in flight has been answered. */
    settled: () => sender.settled(),
    /** Forgets calls, deliveries, transactions and controls (not the configuration). */
    reset() {
      calls = [];
      refunds = [];
      sender.reset();
      transactions.clear();
      accessCodes.clear();
      lastEvents.clear();
      lastReference = null;
      tamperNext = null;
    },
    async close() {
      await sender.settled();
      await close();
    },
  };
  return api;
}

module.exports = {
  FAKE_PAYSTACK_SECRET_KEY,
  FAKE_PAYSTACK_PUBLIC_KEY,
  signPaystackClassic,
  signPaystackTimestamped,
  startFakePaystack,
};
