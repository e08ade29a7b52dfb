'use server';

import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import type { ActionResult } from '@/lib/actions/result';
import { customerFromSession } from '@/lib/commands/actor';
import { choosePaymentMethod } from '@/lib/commands/payments/choose-payment-method';
import { startOnlinePayment } from '@/lib/commands/payments/start-online-payment';
import { runCommand } from '@/lib/commands/run';
import { siteOrigin } from '@/lib/config/site';
import { accountApplicationPath, paths } from '@/lib/site/paths';

/** Records the customer's payment method for one of their submitted applications as pending. */
export async function choosePaymentAction(
  raw: unknown,
): Promise<ActionResult<{ paymentReference: string; method: string }>> {
  return runCommand(choosePaymentMethod, await customerFromSession(), raw);
}

/**
 * Starts paying one of the customer's applications online; answers the provider's page, where
 * the browser goes next. The provider sends the customer back to /payments/callback in their
 * language, on the site's configured origin (NEXT_PUBLIC_SITE_URL), or, when none is set (a
 * local or test server), the origin this request came from (Next checks it for every action).
 */
export async function startOnlinePaymentAction(
  raw: unknown,
): Promise<ActionResult<{ url: string }>> {
  const locale = await getLocale();
  const origin = process.env.NEXT_PUBLIC_SITE_URL
    ? siteOrigin()
    : ((await headers()).get('origin') ?? siteOrigin());
  const base = `${origin}${locale === 'en' ? '' : `/${locale}`}`;
  const result = await startOnlinePayment(
    await customerFromSession(),
    raw,
    ({ reference, provider, applicationReference }) => ({
      callbackUrl: `${base}${paths.paymentCallback}?provider=${provider}&reference=${encodeURIComponent(reference)}`,
      cancelUrl: `${base}${accountApplicationPath(applicationReference)}`,
    }),
  );
  return result.ok ? { ok: true, data: { url: result.data.url } } : result;
}
