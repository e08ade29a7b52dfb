import { NextResponse } from 'next/server';
import { receiveWebhook } from '@/lib/payments/webhooks';

/**
 * Stripe's webhook (outside the locale proxy: proxy.ts skips /api): the signature is checked over
 * the raw bytes before anything else, the event stored once and its job enqueued; the work
 * (verifying with Stripe's API, confirming) is the job's (lib/payments/process-event.ts).
 */
export async function POST(request: Request) {
  const { status, body } = await receiveWebhook('stripe', request);
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
