import {
  providersFor,
  readProviderSettings,
  type ProviderSettings,
} from '@/lib/payments/providers/config';
import { stripeEndpoint } from '@/lib/payments/providers/stripe';

const paystackKeys = {
  PAYSTACK_SECRET_KEY: 'sk_test_abc123',
  PAYSTACK_PUBLIC_KEY: 'pk_test_def456',
};
const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_51Habc',
  STRIPE_WEBHOOK_SECRET: 'whsec_xyz789',
};

const offered = (settings: ProviderSettings) =>
  (['NGN', 'GHS', 'ZAR', 'GBP', 'USD', 'CAD'] as const).map(
    (currency) => `${currency}:${providersFor(currency, settings).join('+') || 'manual'}`,
  );

describe('which online providers the site offers', () => {
  it('offers none without keys: the embedded default keeps the manual methods only', () => {
    const settings = readProviderSettings({});
    expect(settings).toEqual({ paystack: null, stripe: null, problems: [] });
    expect(offered(settings)).toEqual([
      'NGN:manual',
      'GHS:manual',
      'ZAR:manual',
      'GBP:manual',
      'USD:manual',
      'CAD:manual',
    ]);
  });

  it('offers Paystack for the naira, the cedi and the rand once both its keys are set', () => {
    const settings = readProviderSettings(paystackKeys);
    expect(offered(settings)).toEqual([
      'NGN:paystack',
      'GHS:paystack',
      'ZAR:paystack',
      'GBP:manual',
      'USD:manual',
      'CAD:manual',
    ]);
    expect(settings.paystack).toEqual({
      secretKey: 'sk_test_abc123',
      publicKey: 'pk_test_def456',
      apiUrl: 'https://api.paystack.co',
      mode: 'test',
    });
  });

  it('offers Stripe for the pound and both dollars once its secret key and webhook secret are set', () => {
    const settings = readProviderSettings(stripeKeys);
    expect(offered(settings)).toEqual([
      'NGN:manual',
      'GHS:manual',
      'ZAR:manual',
      'GBP:stripe',
      'USD:stripe',
      'CAD:stripe',
    ]);
    expect(settings.stripe).toMatchObject({ apiUrl: 'https://api.stripe.com', mode: 'test' });
  });

  it('offers both side by side, each for its own currencies only', () => {
    const settings = readProviderSettings({ ...paystackKeys, ...stripeKeys });
    expect(offered(settings)).toEqual([
      'NGN:paystack',
      'GHS:paystack',
      'ZAR:paystack',
      'GBP:stripe',
      'USD:stripe',
      'CAD:stripe',
    ]);
  });

  it('treats blank variables as absent', () => {
    const settings = readProviderSettings({
      PAYSTACK_SECRET_KEY: '',
      PAYSTACK_PUBLIC_KEY: '  ',
      STRIPE_SECRET_KEY: '',
    });
    expect(settings).toEqual({ paystack: null, stripe: null, problems: [] });
  });

  it('does not offer a provider with a key missing, and says which, never showing a key', () => {
    const settings = readProviderSettings({
      PAYSTACK_SECRET_KEY: 'sk_test_abc123',
      STRIPE_SECRET_KEY: 'sk_test_51Habc',
    });
    expect(settings.paystack).toBeNull();
    expect(settings.stripe).toBeNull();
    expect(settings.problems).toEqual([
      'Paystack is not offered: PAYSTACK_PUBLIC_KEY is not set.',
      'Stripe is not offered: STRIPE_WEBHOOK_SECRET is not set.',
    ]);
    expect(settings.problems.join(' ')).not.toMatch(/abc123|51Habc/);
  });

  it('does not offer a provider whose keys are swapped, of the wrong kind, or test beside live', () => {
    const swapped = readProviderSettings({
      PAYSTACK_SECRET_KEY: 'pk_test_def456',
      PAYSTACK_PUBLIC_KEY: 'sk_test_abc123',
      STRIPE_SECRET_KEY: 'pk_test_51Habc',
      STRIPE_WEBHOOK_SECRET: 'whsec_xyz789',
    });
    expect([swapped.paystack, swapped.stripe]).toEqual([null, null]);
    expect(swapped.problems).toHaveLength(2);
    const mixed = readProviderSettings({
      PAYSTACK_SECRET_KEY: 'sk_live_abc123',
      PAYSTACK_PUBLIC_KEY: 'pk_test_def456',
    });
    expect(mixed.paystack).toBeNull();
    expect(mixed.problems[0]).toMatch(/test key and the other a live one/);
  });

  it('takes the API addresses from PAYSTACK_API_URL and STRIPE_API_URL', () => {
    const settings = readProviderSettings({
      ...paystackKeys,
      ...stripeKeys,
      PAYSTACK_API_URL: 'http://127.0.0.1:4100/',
      STRIPE_API_URL: 'http://127.0.0.1:4101',
    });
    expect(settings.paystack?.apiUrl).toBe('http://127.0.0.1:4100');
    expect(settings.stripe?.apiUrl).toBe('http://127.0.0.1:4101');
  });

  it('refuses an address that is not http(s), a Stripe address with a path, and live keys over http', () => {
    const bad = readProviderSettings({
      ...paystackKeys,
      ...stripeKeys,
      PAYSTACK_API_URL: 'ftp://paystack.example',
      STRIPE_API_URL: 'http://127.0.0.1:4101/v1',
    });
    expect([bad.paystack, bad.stripe]).toEqual([null, null]);
    const live = readProviderSettings({
      PAYSTACK_SECRET_KEY: 'sk_live_abc123',
      PAYSTACK_PUBLIC_KEY: 'pk_live_def456',
      PAYSTACK_API_URL: 'http://api.paystack.co',
      STRIPE_SECRET_KEY: 'sk_live_51Habc',
      STRIPE_WEBHOOK_SECRET: 'whsec_xyz789',
      STRIPE_API_URL: 'http://api.stripe.com',
    });
    expect([live.paystack, live.stripe]).toEqual([null, null]);
    expect(live.problems).toEqual([
      'Paystack is not offered: a live key needs an https PAYSTACK_API_URL.',
      'Stripe is not offered: a live key needs an https STRIPE_API_URL.',
    ]);
  });
});

describe("STRIPE_API_URL as the SDK's host, port and protocol", () => {
  it("maps Stripe's default and a local fake", () => {
    expect(stripeEndpoint('https://api.stripe.com')).toEqual({
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
    });
    expect(stripeEndpoint('http://127.0.0.1:4101')).toEqual({
      host: '127.0.0.1',
      port: 4101,
      protocol: 'http',
    });
    expect(stripeEndpoint('http://[::1]:4101')).toEqual({
      host: '::1',
      port: 4101,
      protocol: 'http',
    });
  });
});
