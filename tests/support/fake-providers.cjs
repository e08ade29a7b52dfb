/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Jest (next/jest
   compiles .mjs to CommonJS while Jest runs .mjs as ESM), Playwright and a bare `node` all load it. */
// Runs the fake Paystack and/or the fake Stripe as a process of its own, for Playwright's
// webServer (the app under test must know their addresses before it starts):
//
//   node tests/support/fake-providers.cjs --paystack-port 4100 \
//     --paystack-webhook-url http://localhost:3100/api/webhooks/paystack \
//     --stripe-port 4101 --stripe-webhook-url http://localhost:3100/api/webhooks/stripe
//
// Each answers `GET /__fake/health` once listening (the webServer's readiness URL); tests drive
// them through `/__fake/...` (see fake-http.cjs, handleControl). Keys default to the fakes' test
// keys (FAKE_*), or --paystack-secret-key, --stripe-secret-key, --stripe-webhook-secret.
// Stops on SIGINT or SIGTERM.

const { parseArgs } = require('node:util');
const { startFakePaystack } = require('./fake-paystack.cjs');
const { startFakeStripe } = require('./fake-stripe.cjs');

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    'paystack-port': { type: 'string' },
    'paystack-secret-key': { type: 'string' },
    'paystack-webhook-url': { type: 'string' },
    'paystack-signature-scheme': { type: 'string' },
    'stripe-port': { type: 'string' },
    'stripe-secret-key': { type: 'string' },
    'stripe-webhook-secret': { type: 'string' },
    'stripe-webhook-url': { type: 'string' },
  },
});

async function main() {
  const running = [];
  if (values['paystack-port'] !== undefined) {
    const scheme = values['paystack-signature-scheme'];
    const paystack = await startFakePaystack({
      host: values.host,
      port: Number(values['paystack-port']),
      secretKey: values['paystack-secret-key'],
      webhookUrl: values['paystack-webhook-url'] ?? null,
      signatureScheme: scheme === 'timestamped' ? 'timestamped' : 'classic',
    });
    running.push(paystack);
    console.log(`Fake Paystack on ${paystack.url}`);
  }
  if (values['stripe-port'] !== undefined) {
    const stripe = await startFakeStripe({
      host: values.host,
      port: Number(values['stripe-port']),
      secretKey: values['stripe-secret-key'],
      webhookSecret: values['stripe-webhook-secret'],
      webhookUrl: values['stripe-webhook-url'] ?? null,
    });
    running.push(stripe);
    console.log(`Fake Stripe on ${stripe.url}`);
  }
  if (running.length === 0) {
    console.error('Give --paystack-port and/or --stripe-port (0 for an ephemeral port).');
    process.exit(2);
  }

  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, async () => {
      await Promise.all(running.map((fake) => fake.close()));
      process.exit(0);
    });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
