import 'server-only';
import { z } from 'zod';
import type { Currency } from '@/lib/catalogue/money';

/**
 * Which online payment providers the site offers, from the environment. Paystack serves the
 * African currencies and Stripe Checkout the others; a provider whose keys are absent is not
 * offered, so the embedded default (no keys at all) keeps the manual methods only.
 */

export type ProviderId = 'paystack' | 'stripe';

/** Paystack's currencies among ours: Nigeria, Ghana, South Africa [S237]. */
export const PAYSTACK_CURRENCIES = ['NGN', 'GHS', 'ZAR'] as const satisfies readonly Currency[];
export type PaystackCurrency = (typeof PAYSTACK_CURRENCIES)[number];

/** Stripe Checkout's currencies among ours: the UK, the USA, Canada [S241]. */
export const STRIPE_CURRENCIES = ['GBP', 'USD', 'CAD'] as const satisfies readonly Currency[];
export type StripeCurrency = (typeof STRIPE_CURRENCIES)[number];

export const DEFAULT_PAYSTACK_API_URL = 'https://api.paystack.co';
export const DEFAULT_STRIPE_API_URL = 'https://api.stripe.com';

export type PaystackSettings = {
  secretKey: string;
  publicKey: string;
  /** Without a trailing slash; the endpoints' paths are appended to it. */
  apiUrl: string;
  mode: 'test' | 'live';
};

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** An origin only: the SDK always calls `/v1/...` on the host, port and protocol given. */
  apiUrl: string;
  mode: 'test' | 'live';
};

export type ProviderSettings = {
  paystack: PaystackSettings | null;
  stripe: StripeSettings | null;
  /**
   * Why a provider with some of its settings present is not offered (a key missing, malformed or
   * of the wrong kind, a bad URL): the caller logs these at start. Keys never appear in them.
   */
  problems: string[];
};

type Env = Record<string, string | undefined>;

/** An unset or blank variable is absent. */
const optional = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  z.string().optional(),
);

const envSchema = z.object({
  PAYSTACK_SECRET_KEY: optional,
  PAYSTACK_PUBLIC_KEY: optional,
  PAYSTACK_API_URL: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_URL: optional,
});

// Key prefixes as the dashboards issue them: Paystack `sk_test_…`/`pk_live_…` [S237]; Stripe
// secret `sk_…`, restricted `rk_…` [S246], webhook endpoint secret `whsec_…` [S243].
const paystackSecretKey = z.string().regex(/^sk_(test|live)_[A-Za-z0-9]+$/);
const paystackPublicKey = z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/);
const stripeSecretKey = z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/);
const stripeWebhookSecret = z.string().regex(/^whsec_[A-Za-z0-9+/=_-]+$/);

/** An http(s) address without query or fragment; `originOnly` also refuses a path. */
function apiUrl(value: string, originOnly: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.search || url.hash || url.username || url.password) return null;
  const path = url.pathname.replace(/\/+$/, '');
  if (originOnly && path !== '') return null;
  return `${url.origin}${path}`;
}

function modeOf(key: string): 'test' | 'live' {
  return key.includes('_live_') ? 'live' : 'test';
}

function readPaystack(env: z.infer<typeof envSchema>, problems: string[]): PaystackSettings | null {
  const { PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_PUBLIC_KEY: publicKey } = env;
  if (!secretKey && !publicKey) return null;
  const missing = [!secretKey && 'PAYSTACK_SECRET_KEY', !publicKey && 'PAYSTACK_PUBLIC_KEY'];
  const absent = missing.filter(Boolean);
  if (absent.length > 0) {
    problems.push(`Paystack is not offered: ${absent.join(' and ')} is not set.`);
    return null;
  }
  if (!paystackSecretKey.safeParse(secretKey).success) {
    problems.push('Paystack is not offered: PAYSTACK_SECRET_KEY is not a secret key (sk_…).');
    return null;
  }
  if (!paystackPublicKey.safeParse(publicKey).success) {
    problems.push('Paystack is not offered: PAYSTACK_PUBLIC_KEY is not a public key (pk_…).');
    return null;
  }
  const mode = modeOf(secretKey!);
  if (modeOf(publicKey!) !== mode) {
    problems.push(
      'Paystack is not offered: one of its keys is a test key and the other a live one.',
    );
    return null;
  }
  const url = apiUrl(env.PAYSTACK_API_URL ?? DEFAULT_PAYSTACK_API_URL, false);
  if (!url) {
    problems.push('Paystack is not offered: PAYSTACK_API_URL is not an http(s) address.');
    return null;
  }
  // A live secret key never travels in clear, whatever the API address says.
  if (mode === 'live' && !url.startsWith('https:')) {
    problems.push('Paystack is not offered: a live key needs an https PAYSTACK_API_URL.');
    return null;
  }
  return { secretKey: secretKey!, publicKey: publicKey!, apiUrl: url, mode };
}

function readStripe(env: z.infer<typeof envSchema>, problems: string[]): StripeSettings | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (!secretKey && !webhookSecret) return null;
  const absent = [
    !secretKey && 'STRIPE_SECRET_KEY',
    !webhookSecret && 'STRIPE_WEBHOOK_SECRET',
  ].filter(Boolean);
  if (absent.length > 0) {
    // Without the webhook secret no payment could be confirmed by its webhook.
    problems.push(`Stripe is not offered: ${absent.join(' and ')} is not set.`);
    return null;
  }
  if (!stripeSecretKey.safeParse(secretKey).success) {
    problems.push('Stripe is not offered: STRIPE_SECRET_KEY is not a secret key (sk_… or rk_…).');
    return null;
  }
  if (!stripeWebhookSecret.safeParse(webhookSecret).success) {
    problems.push(
      'Stripe is not offered: STRIPE_WEBHOOK_SECRET is not a signing secret (whsec_…).',
    );
    return null;
  }
  const url = apiUrl(env.STRIPE_API_URL ?? DEFAULT_STRIPE_API_URL, true);
  if (!url) {
    problems.push(
      'Stripe is not offered: STRIPE_API_URL is not an http(s) origin (no path: the SDK adds /v1/).',
    );
    return null;
  }
  const mode = modeOf(secretKey!);
  if (mode === 'live' && !url.startsWith('https:')) {
    problems.push('Stripe is not offered: a live key needs an https STRIPE_API_URL.');
    return null;
  }
  return { secretKey: secretKey!, webhookSecret: webhookSecret!, apiUrl: url, mode };
}

/** The providers' settings from the environment (`process.env` unless given). */
export function readProviderSettings(env: Env = process.env): ProviderSettings {
  const parsed = envSchema.parse(env);
  const problems: string[] = [];
  return {
    paystack: readPaystack(parsed, problems),
    stripe: readStripe(parsed, problems),
    problems,
  };
}

export function isPaystackCurrency(currency: string): currency is PaystackCurrency {
  return (PAYSTACK_CURRENCIES as readonly string[]).includes(currency);
}

export function isStripeCurrency(currency: string): currency is StripeCurrency {
  return (STRIPE_CURRENCIES as readonly string[]).includes(currency);
}

/**
 * The online providers offered for a currency, given the settings (none when the provider that
 * serves it is not configured). Manual methods are offered beside them in every case.
 */
export function providersFor(
  currency: Currency,
  settings: ProviderSettings = readProviderSettings(),
): ProviderId[] {
  if (isPaystackCurrency(currency)) return settings.paystack ? ['paystack'] : [];
  if (isStripeCurrency(currency)) return settings.stripe ? ['stripe'] : [];
  return [];
}
