/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Jest (next/jest
   compiles .mjs to CommonJS while Jest runs .mjs as ESM), Playwright and a bare `node` all load it. */
// A webhook endpoint for tests of the fakes: it keeps each request's raw bytes and headers and
// answers with `status` (200 unless set), so a test checks signatures as a real route would.

const { listen, readBody } = require('./fake-http.cjs');

/**
 * @typedef {{ headers: Record<string, string>, raw: Buffer, text: string }} ReceivedWebhook
 */

/** @param {{ status?: number }} [options] */
async function startWebhookReceiver(options = {}) {
  /** @type {ReceivedWebhook[]} */
  const received = [];
  let status = options.status ?? 200;
  const { port, close } = await listen(async (req, res) => {
    const raw = await readBody(req);
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers[name] = value;
    received.push({ headers, raw, text: raw.toString('utf8') });
    res.writeHead(status, { 'content-length': 0 });
    res.end();
  });
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received: () => [...received],
    /** @param {number} next */
    setStatus(next) {
      status = next;
    },
    clear() {
      received.length = 0;
    },
    close,
  };
}

module.exports = { startWebhookReceiver };
