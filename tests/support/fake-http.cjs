/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Jest (next/jest
   compiles .mjs to CommonJS while Jest runs .mjs as ESM), Playwright and a bare `node` all load it. */
// What the fake payment providers (fake-paystack.cjs, fake-stripe.cjs) share: a small HTTP server
// on Node's own http module, body reading, a form parser for Stripe's bracket notation, the
// hosted checkout page's HTML, and webhook delivery with a record of every attempt.
// Plain ES modules with no dependency, so Jest, Playwright and a bare `node` all load them.

const { randomBytes } = require('node:crypto');
const { createServer } = require('node:http');

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * One request the fake received, as the tests read it back.
 * @typedef {{
 *   method: string,
 *   path: string,
 *   query: Record<string, string>,
 *   body: unknown,
 *   authorized: boolean,
 *   idempotencyKey: string | null,
 *   status: number,
 *   at: string,
 * }} RecordedCall
 */

/**
 * One webhook delivery attempt.
 * @typedef {{
 *   eventId: string,
 *   type: string,
 *   reference: string | null,
 *   url: string,
 *   headers: Record<string, string>,
 *   body: string,
 *   tampered: string | null,
 *   status: number | null,
 *   error: string | null,
 *   at: string,
 * }} Delivery
 */

const BODY_LIMIT = 1024 * 1024;

class HttpError extends Error {
  /**
   * @param {number} status
   * @param {unknown} body
   */
  constructor(status, body) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * @param {IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new HttpError(413, { error: 'body too large' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/**
 * @param {ServerResponse} res
 * @param {string} location
 * @param {number} [status]
 */
function redirect(res, location, status = 302) {
  res.writeHead(status, { location, 'content-length': 0 });
  res.end();
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} html
 */
function sendHtml(res, status, html) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  res.end(html);
}

/** @param {unknown} value */
function escapeHtml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * @param {string} prefix
 * @param {number} [length]
 */
function randomId(prefix, length = 24) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}${id}`;
}

/** Minor units as the hosted page shows them: `12,345.00 NGN`. */
function formatMinor(/** @type {number} */ amount, /** @type {string} */ currency) {
  const major = (amount / 100).toLocaleString('en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${major} ${currency.toUpperCase()}`;
}

/**
 * The hosted checkout page: a heading, what is paid, and one form per action. Its buttons are
 * named "Pay", "Fail" (or "Decline") and "Cancel", for tests to click by role.
 * @param {{ provider: string, title: string, lines: [string, string][], actions: { label: string, action: string }[], notice?: string | null }} page
 */
function checkoutPage({ provider, title, lines, actions, notice = null }) {
  const rows = lines
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const forms = actions
    .map(
      ({ label, action }) =>
        `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`,
    )
    .join('');
  const alert = notice ? `<p role="alert">${escapeHtml(notice)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${escapeHtml(provider)} (test)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:32rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}form{display:inline-block;margin-right:.5rem}button{font-size:1rem;padding:.5rem 1.25rem}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(provider)} test checkout: no money moves.</p>${alert}<dl>${rows}</dl>${forms}</main></body></html>`;
}

/**
 * Stripe's form encoding (`a[b][0][c]=v`) as nested objects and arrays.
 * @param {string} text
 * @returns {Record<string, unknown>}
 */
function parseForm(text) {
  /** @type {Record<string, any>} */
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    let node = root;
    path.forEach((segment, i) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) node[name] = value;
      else node = node[name] ??= {};
    });
  }
  return /** @type {Record<string, unknown>} */ (arrays(root));
}

/** Objects whose keys are 0..n-1 become arrays. @param {unknown} node @returns {unknown} */
function arrays(node) {
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([k, v]) => [k, arrays(v)]);
  const keys = entries.map(([k]) => k);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

/**
 * Starts a server on `port` (0: an ephemeral one) and returns it with its address.
 * @param {(req: IncomingMessage, res: ServerResponse) => Promise<void>} handler
 * @param {{ port?: number, host?: string }} options
 */
async function listen(handler, { port = 0, host = '127.0.0.1' } = {}) {
  const server = createServer((req, res) => {
    handler(req, res).catch((error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) sendJson(res, error.status, error.body);
      else sendJson(res, 500, { error: String(error?.message ?? error) });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve(undefined));
    });
  return { server, port: actualPort, close };
}

/**
 * Webhook delivery with a record of every attempt, and a way to wait for those in flight.
 */
class WebhookSender {
  /** @type {Delivery[]} */
  deliveries = [];
  /** @type {Set<Promise<unknown>>} */
  pending = new Set();

  /**
   * Posts `body` to `url` with `headers`, records the outcome, and resolves with the record.
   * @param {{ eventId: string, type: string, reference: string | null, url: string, headers: Record<string, string>, body: string, tampered?: string | null, delayMs?: number }} delivery
   * @returns {Promise<Delivery>}
   */
  send({ eventId, type, reference, url, headers, body, tampered = null, delayMs = 0 }) {
    const attempt = (async () => {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      /** @type {Delivery} */
      const record = {
        eventId,
        type,
        reference,
        url,
        headers,
        body,
        tampered,
        status: null,
        error: null,
        at: new Date().toISOString(),
      };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        record.status = response.status;
        await response.arrayBuffer();
      } catch (error) {
        record.error = String(/** @type {Error} */ (error)?.message ?? error);
      }
      this.deliveries.push(record);
      return record;
    })();
    this.pending.add(attempt);
    attempt.finally(() => this.pending.delete(attempt));
    return attempt;
  }

  /** Resolves once every delivery started so far has ended. */
  async settled() {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  reset() {
    this.deliveries = [];
  }
}

/**
 * The control endpoints every fake serves under `/__fake/`, for a test that runs it in another
 * process (Playwright's webServer): `GET health`, `GET state`, and `POST <action>` with a JSON
 * body handed to `actions[action]`.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} path
 * @param {{ state: () => unknown, actions: Record<string, (body: any) => unknown> }} control
 * @returns {Promise<boolean>} whether the request was a control request
 */
async function handleControl(req, res, path, control) {
  if (!path.startsWith('/__fake/')) return false;
  const name = path.slice('/__fake/'.length);
  if (req.method === 'GET' && name === 'health') {
    sendJson(res, 200, { ok: true });
    return true;
  }
  if (req.method === 'GET' && name === 'state') {
    sendJson(res, 200, control.state());
    return true;
  }
  const action = Object.hasOwn(control.actions, name) ? control.actions[name] : undefined;
  if (req.method !== 'POST' || !action) {
    sendJson(res, 404, { error: `no control ${req.method} ${name}` });
    return true;
  }
  const raw = (await readBody(req)).toString('utf8');
  const body = raw ? JSON.parse(raw) : {};
  const result = await action(body);
  sendJson(res, 200, result ?? { ok: true });
  return true;
}

module.exports = {
  BODY_LIMIT,
  HttpError,
  readBody,
  sendJson,
  redirect,
  sendHtml,
  escapeHtml,
  randomId,
  formatMinor,
  checkoutPage,
  parseForm,
  listen,
  WebhookSender,
  handleControl,
};
