/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Jest (next/jest
   compiles .mjs to CommonJS while Jest runs .mjs as ESM), Playwright and a bare `node` all load it. */
// A fake Stripe for the tests, enough for the official `stripe` SDK pointed at it (host, port,
// protocol): Checkout Sessions (create with Idempotency-Key, retrieve), PaymentIntents (retrieve)
// and refunds, a hosted checkout page with "Pay", "Fail" and "Cancel", and webhooks signed as
// Stripe documents them (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`).
// Controls let a test resend an event (a duplicate), tamper with one, report another amount or
// currency, or send none (for reconciliation).
//
// Shapes follow Stripe's API reference (docs/sources.md [S241][S242][S243][S244]); the error messages
// are close to Stripe's but not guaranteed identical.

const { createHmac } = require('node:crypto');
const {
  HttpError,
  WebhookSender,
  checkoutPage,
  formatMinor,
  handleControl,
  listen,
  parseForm,
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
 *   id: string,
 *   amount: number,
 *   currency: string,
 *   lineName: string,
 *   reference: string | null,
 *   metadata: Record<string, string>,
 *   paymentIntentMetadata: Record<string, string>,
 *   customerEmail: string | null,
 *   successUrl: string | null,
 *   cancelUrl: string | null,
 *   status: 'open' | 'complete' | 'expired',
 *   paymentStatus: 'paid' | 'unpaid',
 *   paymentIntent: string | null,
 *   created: number,
 *   expiresAt: number,
 *   declined: boolean,
 *   reported: { amount?: number, currency?: string },
 * }} StripeSession
 */

/**
 * @typedef {{
 *   id: string,
 *   amount: number,
 *   currency: string,
 *   refunded: number,
 *   session: string,
 *   metadata: Record<string, string>,
 *   created: number,
 * }} StripePaymentIntent
 */

/**
 * @typedef {{
 *   port?: number,
 *   host?: string,
 *   publicUrl?: string,
 *   secretKey?: string,
 *   webhookSecret?: string,
 *   webhookUrl?: string | null,
 *   webhooks?: boolean,
 *   webhookDelayMs?: number,
 * }} FakeStripeOptions
 */

const FAKE_STRIPE_SECRET_KEY = 'sk_test_fakestripe000000000000000000000000';
const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fakestripe0000000000000000000000000';

/**
 * The `Stripe-Signature` header for a payload: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>"
 * keyed with the endpoint's whsec_ secret>`.
 * @param {string} payload
 * @param {string} secret
 * @param {number} [timestamp] unix seconds
 */
function signStripePayload(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** @param {string} type @param {string} message @param {{ code?: string, param?: string }} [extra] */
function stripeError(type, message, extra = {}) {
  return { error: { type, message, ...extra } };
}

/** @param {unknown} value @returns {Record<string, string>} */
function stringRecord(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}

/**
 * Starts the fake on `port` (0: an ephemeral one).
 * @param {FakeStripeOptions} [options]
 */
async function startFakeStripe(options = {}) {
  const settings = {
    secretKey: options.secretKey ?? FAKE_STRIPE_SECRET_KEY,
    webhookSecret: options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET,
    webhookUrl: options.webhookUrl ?? null,
    webhooks: options.webhooks ?? true,
    webhookDelayMs: options.webhookDelayMs ?? 0,
  };
  /** @type {Map<string, StripeSession>} */
  const sessions = new Map();
  /** @type {Map<string, StripePaymentIntent>} */
  const paymentIntents = new Map();
  /** @type {any[]} */
  let refunds = [];
  /** @type {RecordedCall[]} */
  let calls = [];
  /** @type {Map<string, { params: string, status: number, body: unknown }>} */
  const idempotency = new Map();
  /** @type {Map<string, { id: string, type: string, body: string }>} last event per session */
  const lastEvents = new Map();
  /** @type {string | null} */
  let lastSession = null;
  /** @type {'signature' | 'body' | 'timestamp' | null} */
  let tamperNext = null;
  /** The API version the SDK announced, echoed in events as Stripe does. */
  let apiVersion = '2026-10-28.endive';
  const sender = new WebhookSender();

  /** @param {StripeSession} s */
  function sessionObject(s) {
    return {
      id: s.id,
      object: 'checkout.session',
      amount_subtotal: s.reported.amount ?? s.amount,
      amount_total: s.reported.amount ?? s.amount,
      cancel_url: s.cancelUrl,
      client_reference_id: s.reference,
      created: s.created,
      currency: (s.reported.currency ?? s.currency).toLowerCase(),
      customer: null,
      customer_email: s.customerEmail,
      expires_at: s.expiresAt,
      livemode: false,
      metadata: s.metadata,
      mode: 'payment',
      payment_intent: s.paymentIntent,
      payment_status: s.paymentStatus,
      status: s.status,
      success_url: s.successUrl,
      ui_mode: 'hosted_page',
      url: s.status === 'open' ? `${publicUrl}/checkout/pay/${s.id}` : null,
    };
  }

  /** @param {StripePaymentIntent} pi */
  function paymentIntentObject(pi) {
    const reported = sessions.get(pi.session)?.reported ?? {};
    return {
      id: pi.id,
      object: 'payment_intent',
      amount: reported.amount ?? pi.amount,
      amount_received: reported.amount ?? pi.amount,
      currency: (reported.currency ?? pi.currency).toLowerCase(),
      created: pi.created,
      latest_charge: `ch_${pi.id.slice(3)}`,
      livemode: false,
      metadata: pi.metadata,
      status: 'succeeded',
    };
  }

  /** @param {string} idOrReference */
  function find(idOrReference) {
    const session =
      sessions.get(idOrReference) ??
      [...sessions.values()].find((s) => s.reference === idOrReference);
    if (!session) throw new Error(`fake Stripe: no Checkout Session ${idOrReference}`);
    return session;
  }

  /**
   * Sends (or resends, with the same event id and body and a fresh signature, as Stripe's
   * retries do) an event about a session; null when webhooks are off or no URL is set.
   * @param {StripeSession} session
   * @param {string} type
   * @param {{ resend?: boolean }} [options]
   */
  function deliver(session, type, { resend = false } = {}) {
    if (!settings.webhooks || !settings.webhookUrl) return null;
    const previous = lastEvents.get(session.id);
    let event;
    if (resend && previous) event = previous;
    else {
      const id = randomId('evt_test_', 24);
      const body = JSON.stringify(
        {
          id,
          object: 'event',
          api_version: apiVersion,
          created: Math.floor(Date.now() / 1000),
          data: { object: sessionObject(session) },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
        },
        null,
        2,
      );
      event = { id, type, body };
    }
    lastEvents.set(session.id, event);
    lastSession = session.id;
    const tampered = tamperNext;
    tamperNext = null;
    const now = Math.floor(Date.now() / 1000);
    let body = event.body;
    let signature = signStripePayload(
      body,
      settings.webhookSecret,
      tampered === 'timestamp' ? now - 600 : now,
    );
    if (tampered === 'signature')
      signature = signature.replace(/v1=(.)/, (_, c) => `v1=${c === '0' ? '1' : '0'}`);
    if (tampered === 'body')
      body = body.replace(/"amount_total": (\d+)/, (_, n) => `"amount_total": ${Number(n) + 100}`);
    return sender.send({
      eventId: event.id,
      type: event.type,
      reference: session.reference,
      url: settings.webhookUrl,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body,
      tampered,
      delayMs: settings.webhookDelayMs,
    });
  }

  /** As the customer paying on the hosted page. @param {StripeSession} session */
  function complete(session) {
    if (session.status !== 'open') return null;
    const pi = {
      id: randomId('pi_', 24),
      amount: session.amount,
      currency: session.currency,
      refunded: 0,
      session: session.id,
      metadata: session.paymentIntentMetadata,
      created: Math.floor(Date.now() / 1000),
    };
    paymentIntents.set(pi.id, pi);
    session.status = 'complete';
    session.paymentStatus = 'paid';
    session.paymentIntent = pi.id;
    session.declined = false;
    return deliver(session, 'checkout.session.completed');
  }

  /** @param {StripeSession} session */
  function successLocation(session) {
    return session.successUrl
      ? session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id)
      : null;
  }

  /** @param {Record<string, any>} params */
  function createSession(params) {
    if (params.mode !== 'payment')
      throw new HttpError(
        400,
        stripeError('invalid_request_error', 'This fake supports mode=payment only.', {
          param: 'mode',
        }),
      );
    const lines = Array.isArray(params.line_items) ? params.line_items : [];
    if (lines.length === 0)
      throw new HttpError(
        400,
        stripeError('invalid_request_error', 'line_items is required in payment mode.', {
          param: 'line_items',
        }),
      );
    let amount = 0;
    let currency = null;
    let lineName = '';
    for (const [i, line] of lines.entries()) {
      const price = line?.price_data;
      const unit = Number(price?.unit_amount);
      const quantity = Number(line?.quantity ?? 1);
      if (
        !price ||
        !/^\d+$/.test(String(price.unit_amount)) ||
        !Number.isInteger(quantity) ||
        quantity < 1
      )
        throw new HttpError(
          400,
          stripeError(
            'invalid_request_error',
            'Each line needs price_data with an integer unit_amount and a quantity.',
            { param: `line_items[${i}]` },
          ),
        );
      if (typeof price.currency !== 'string' || !/^[a-z]{3}$/.test(price.currency))
        throw new HttpError(
          400,
          stripeError('invalid_request_error', 'Invalid currency.', {
            param: `line_items[${i}][price_data][currency]`,
          }),
        );
      if (currency && currency !== price.currency)
        throw new HttpError(
          400,
          stripeError('invalid_request_error', 'All line items must be in one currency.', {
            param: 'line_items',
          }),
        );
      if (!price.product_data?.name)
        throw new HttpError(
          400,
          stripeError(
            'invalid_request_error',
            'Missing required param: line_items[0][price_data][product_data][name].',
            { param: `line_items[${i}][price_data][product_data][name]` },
          ),
        );
      currency = price.currency;
      lineName ||= String(price.product_data.name);
      amount += unit * quantity;
    }
    if (typeof params.success_url !== 'string')
      throw new HttpError(
        400,
        stripeError('invalid_request_error', 'Missing required param: success_url.', {
          param: 'success_url',
        }),
      );
    const created = Math.floor(Date.now() / 1000);
    /** @type {StripeSession} */
    const session = {
      id: randomId('cs_test_', 58),
      amount,
      currency: /** @type {string} */ (currency),
      lineName,
      reference: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      metadata: stringRecord(params.metadata),
      paymentIntentMetadata: stringRecord(params.payment_intent_data?.metadata),
      customerEmail: typeof params.customer_email === 'string' ? params.customer_email : null,
      successUrl: params.success_url,
      cancelUrl: typeof params.cancel_url === 'string' ? params.cancel_url : null,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntent: null,
      created,
      expiresAt: Number(params.expires_at) || created + 24 * 3600,
      declined: false,
      reported: {},
    };
    sessions.set(session.id, session);
    return sessionObject(session);
  }

  /** @param {Record<string, any>} params */
  function createRefund(params) {
    const pi = paymentIntents.get(String(params.payment_intent ?? ''));
    if (!pi)
      throw new HttpError(
        404,
        stripeError(
          'invalid_request_error',
          `No such payment_intent: '${params.payment_intent ?? ''}'`,
          { code: 'resource_missing', param: 'payment_intent' },
        ),
      );
    const remaining = pi.amount - pi.refunded;
    if (remaining === 0)
      throw new HttpError(
        400,
        stripeError(
          'invalid_request_error',
          `Charge ch_${pi.id.slice(3)} has already been refunded.`,
          { code: 'charge_already_refunded' },
        ),
      );
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (!/^\d+$/.test(String(amount)) || amount <= 0)
      throw new HttpError(
        400,
        stripeError('invalid_request_error', 'Invalid positive integer', { param: 'amount' }),
      );
    if (amount > remaining)
      throw new HttpError(
        400,
        stripeError(
          'invalid_request_error',
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
          { code: 'amount_too_large', param: 'amount' },
        ),
      );
    pi.refunded += amount;
    const refund = {
      id: randomId('re_', 24),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: `ch_${pi.id.slice(3)}`,
      created: Math.floor(Date.now() / 1000),
      currency: pi.currency,
      metadata: stringRecord(params.metadata),
      payment_intent: pi.id,
      reason: params.reason ?? null,
      status: 'succeeded',
    };
    refunds.push(refund);
    return refund;
  }

  const control = {
    state: () => ({
      calls,
      deliveries: sender.deliveries,
      sessions: [...sessions.values()],
      refunds,
      settings: { ...settings, secretKey: undefined, webhookSecret: undefined },
    }),
    actions: {
      /** @param {{ webhookUrl?: string | null, webhooks?: boolean, webhookDelayMs?: number }} body */
      configure: (body) => api.configure(body),
      /** @param {{ session: string, amount?: number, currency?: string }} body */
      report: ({ session, ...values }) => api.report(session, values),
      /** @param {{ kind: 'signature' | 'body' | 'timestamp' }} body */
      tamper: ({ kind }) => api.tamperNext(kind),
      /** @param {{ session: string }} body */
      pay: async ({ session }) => ({ delivery: await api.pay(session) }),
      /** @param {{ session: string }} body */
      expire: async ({ session }) => ({ delivery: await api.expire(session) }),
      /** @param {{ session?: string }} body */
      redeliver: async ({ session }) => ({ delivery: await api.redeliver(session) }),
      settled: async () => api.settled(),
      reset: () => api.reset(),
    },
  };

  /** @param {StripeSession} session @param {string | null} notice */
  function hostedPage(session, notice) {
    const open = session.status === 'open';
    return checkoutPage({
      provider: 'Stripe',
      title: open ? 'Pay with Stripe Checkout' : `Checkout ${session.status}`,
      notice,
      lines: [
        ['Item', session.lineName],
        ['Amount', formatMinor(session.amount, session.currency)],
        ['Reference', session.reference ?? '—'],
      ],
      actions: open
        ? [
            { label: 'Pay', action: `/checkout/pay/${session.id}/pay` },
            { label: 'Fail', action: `/checkout/pay/${session.id}/fail` },
            ...(session.cancelUrl
              ? [{ label: 'Cancel', action: `/checkout/pay/${session.id}/cancel` }]
              : []),
          ]
        : [],
    });
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (await handleControl(req, res, path, control)) return;

    const page = /^\/checkout\/pay\/(cs_test_[A-Za-z0-9]+)(?:\/(pay|fail|cancel))?$/.exec(path);
    if (page) {
      const session = sessions.get(page[1]);
      if (!session)
        return sendHtml(
          res,
          404,
          checkoutPage({ provider: 'Stripe', title: 'Session not found', lines: [], actions: [] }),
        );
      if (req.method === 'GET' && !page[2]) return sendHtml(res, 200, hostedPage(session, null));
      if (req.method === 'POST' && page[2]) {
        await readBody(req);
        if (page[2] === 'pay') {
          complete(session);
          const location = successLocation(session);
          return location
            ? redirect(res, location, 303)
            : sendHtml(res, 200, hostedPage(session, null));
        }
        if (page[2] === 'cancel' && session.cancelUrl) return redirect(res, session.cancelUrl, 303);
        // A declined card: the session stays open and the page says so, as Stripe's does.
        session.declined = true;
        return sendHtml(res, 402, hostedPage(session, 'Your card was declined.'));
      }
      throw new HttpError(405, stripeError('invalid_request_error', 'Method not allowed'));
    }

    const raw = (await readBody(req)).toString('utf8');
    const authorized = req.headers.authorization === `Bearer ${settings.secretKey}`;
    const idempotencyKey =
      typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    if (typeof req.headers['stripe-version'] === 'string')
      apiVersion = req.headers['stripe-version'];
    const params = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(raw);
    /** @type {RecordedCall} */
    const call = {
      method: req.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      body: params,
      authorized,
      idempotencyKey,
      status: 0,
      at: new Date().toISOString(),
    };
    calls.push(call);
    /** @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
    const answer = (status, body, headers = {}) => {
      call.status = status;
      sendJson(res, status, body, { 'request-id': randomId('req_', 14), ...headers });
    };
    if (!authorized) {
      const given = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      return answer(
        401,
        stripeError(
          'invalid_request_error',
          `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`,
        ),
      );
    }

    // Stripe replays the first answer to a key used again with the same parameters, and refuses
    // the key with other parameters [S244].
    const idemKey = idempotencyKey && req.method === 'POST' ? `${path} ${idempotencyKey}` : null;
    if (idemKey) {
      const seen = idempotency.get(idemKey);
      if (seen) {
        if (seen.params !== raw)
          return answer(
            400,
            stripeError(
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            ),
          );
        return answer(seen.status, seen.body, { 'idempotent-replayed': 'true' });
      }
    }
    /** @param {number} status @param {unknown} body */
    const remember = (status, body) => {
      if (idemKey) idempotency.set(idemKey, { params: raw, status, body });
      answer(status, body);
    };
    try {
      if (req.method === 'POST' && path === '/v1/checkout/sessions')
        return remember(200, createSession(params));
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && sessionMatch) {
        const session = sessions.get(decodeURIComponent(sessionMatch[1]));
        if (!session)
          return answer(
            404,
            stripeError('invalid_request_error', `No such checkout.session: '${sessionMatch[1]}'`, {
              code: 'resource_missing',
              param: 'session',
            }),
          );
        return answer(200, sessionObject(session));
      }
      const piMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && piMatch) {
        const pi = paymentIntents.get(decodeURIComponent(piMatch[1]));
        if (!pi)
          return answer(
            404,
            stripeError('invalid_request_error', `No such payment_intent: '${piMatch[1]}'`, {
              code: 'resource_missing',
              param: 'intent',
            }),
          );
        return answer(200, paymentIntentObject(pi));
      }
      if (req.method === 'POST' && path === '/v1/refunds')
        return remember(200, createRefund(params));
      return answer(
        404,
        stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`),
      );
    } catch (error) {
      if (error instanceof HttpError) return remember(error.status, error.body);
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
    /** The API's origin: STRIPE_API_URL. */
    url: publicUrl,
    port,
    secretKey: settings.secretKey,
    webhookSecret: settings.webhookSecret,
    /** Every API call received (not the checkout page's), oldest first. */
    calls: () => [...calls],
    /** Every webhook delivery attempt, oldest first. */
    deliveries: () => [...sender.deliveries],
    sessions: () => [...sessions.values()].map((s) => ({ ...s })),
    /** @param {string} idOrReference */
    session: (idOrReference) => {
      try {
        return { ...find(idOrReference) };
      } catch {
        return null;
      }
    },
    refunds: () => [...refunds],
    /** @param {{ webhookUrl?: string | null, webhooks?: boolean, webhookDelayMs?: number }} changes */
    configure(changes) {
      for (const [key, value] of Object.entries(changes ?? {}))
        if (
          key in settings &&
          key !== 'secretKey' &&
          key !== 'webhookSecret' &&
          value !== undefined
        )
          /** @type {any} */ (settings)[key] = value;
    },
    /** @param {string | null} url */
    setWebhookUrl(url) {
      settings.webhookUrl = url;
    },
    /** @param {boolean} on */
    setWebhooks(on) {
      settings.webhooks = on;
    },
    /**
     * From now on the session (and its events and payment) report this amount and/or currency.
     * @param {string} idOrReference a session id or our client_reference_id
     * @param {{ amount?: number, currency?: string }} values
     */
    report(idOrReference, values) {
      const session = find(idOrReference);
      session.reported = { ...session.reported, ...values };
    },
    /** The next delivery carries a wrong signature, a body changed after signing, or a timestamp 10 minutes old. @param {'signature' | 'body' | 'timestamp'} kind */
    tamperNext(kind) {
      tamperNext = kind;
    },
    /** As the customer clicking "Pay": resolves with the webhook delivery (null if none). @param {string} idOrReference */
    async pay(idOrReference) {
      return (await complete(find(idOrReference))) ?? null;
    },
    /** The session expires unpaid and `checkout.session.expired` is sent. @param {string} idOrReference */
    async expire(idOrReference) {
      const session = find(idOrReference);
      if (session.status !== 'open') return null;
      session.status = 'expired';
      return (await deliver(session, 'checkout.session.expired')) ?? null;
    },
    /** The last event of the session (or of the last session with one) again: same id and body, fresh signature. @param {string} [idOrReference] */
    async redeliver(idOrReference) {
      const id = idOrReference ? find(idOrReference).id : lastSession;
      const session = id ? sessions.get(id) : undefined;
      if (!session || !lastEvents.has(session.id))
        throw new Error('fake Stripe: no event to resend');
      return (
        (await deliver(session, /** @type {any} */ (lastEvents.get(session.id)).type, {
          resend: true,
        })) ?? null
      );
    },
    /** Resolves once every webhook in flight has been answered. */
    settled: () => sender.settled(),
    /** Forgets calls, deliveries, sessions, payments, refunds and keys (not the configuration). */
    reset() {
      calls = [];
      refunds = [];
      sender.reset();
      sessions.clear();
      paymentIntents.clear();
      idempotency.clear();
      lastEvents.clear();
      lastSession = null;
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
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  signStripePayload,
  startFakeStripe,
};
