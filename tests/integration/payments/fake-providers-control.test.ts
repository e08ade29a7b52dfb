import { spawn } from 'node:child_process';
import path from 'node:path';
import { createPaystackClient } from '@/lib/payments/providers/paystack';
import { startFakePaystack } from '@/tests/support/fake-paystack.cjs';
import { startWebhookReceiver } from '@/tests/support/webhook-receiver.cjs';

// A browser test runs the fakes in a process of their own and drives them over HTTP: the CLI
// starts them, and /__fake/ gives the same controls as the in-process API.

async function control(base: string, action: string, body: unknown = {}) {
  const response = await fetch(`${base}/__fake/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('driving a fake over HTTP', () => {
  it('pays, reports, resends and shows its state through /__fake/', async () => {
    const receiver = await startWebhookReceiver();
    const fake = await startFakePaystack({ webhookUrl: receiver.url });
    try {
      const client = createPaystackClient({ secretKey: fake.secretKey, apiUrl: fake.url });
      await client.initializeTransaction({
        reference: 'GH-CO-2026-000007-A1',
        amount: 345_000,
        currency: 'GHS',
        email: 'kofi@example.com',
        callbackUrl: 'https://registra.example/callback',
      });
      expect(await (await fetch(`${fake.url}/__fake/health`)).json()).toEqual({ ok: true });
      await control(fake.url, 'report', { reference: 'GH-CO-2026-000007-A1', amount: 345_001 });
      await control(fake.url, 'pay', { reference: 'GH-CO-2026-000007-A1' });
      await control(fake.url, 'redeliver', {});
      await control(fake.url, 'settled');
      const state = await (await fetch(`${fake.url}/__fake/state`)).json();
      expect(state.transactions[0]).toMatchObject({ status: 'success', amount: 345_000 });
      expect(state.deliveries.map((d: { status: number }) => d.status)).toEqual([200, 200]);
      expect(JSON.stringify(state)).not.toContain(fake.secretKey);
      expect((await client.verifyTransaction('GH-CO-2026-000007-A1'))?.amount).toBe(345_001);
      await control(fake.url, 'configure', { webhooks: false });
      await control(fake.url, 'reset');
      expect((await (await fetch(`${fake.url}/__fake/state`)).json()).transactions).toEqual([]);
    } finally {
      await fake.close();
      await receiver.close();
    }
  });

  it('runs both fakes as a process of their own on the ports given, until stopped', async () => {
    const cli = path.join(process.cwd(), 'tests', 'support', 'fake-providers.cjs');
    const child = spawn(process.execPath, [cli, '--paystack-port', '0', '--stripe-port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const urls = await new Promise<string[]>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = [...out.matchAll(/^Fake (?:Paystack|Stripe) on (\S+)$/gm)].map(
            (m) => m[1]!,
          );
          if (found.length === 2) resolve(found);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      for (const url of urls)
        expect(await (await fetch(`${url}/__fake/health`)).json()).toEqual({ ok: true });
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
