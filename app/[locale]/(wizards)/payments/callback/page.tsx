import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentCallbackView } from '@/components/wizards/payment-callback-view';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { checkReturn } from '@/lib/payments/callback';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Verified with the provider at each visit: never prerendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: toLocale((await params).locale),
    namespace: 'PaymentCallback',
  });
  return { title: t('metaTitle'), robots: { index: false } };
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * Where Paystack (`?provider=paystack&reference=…`, it adds `trxref`) and Stripe Checkout
 * (`?provider=stripe&reference=…`) send the customer back. The URL proves nothing: checkReturn
 * asks the provider on the server and settles the attempt as its webhook would.
 */
export default async function Page({ params, searchParams }: Props) {
  await pageLocale(params);
  const query = await searchParams;
  const provider = one(query.provider);
  const reference = one(query.reference) || one(query.trxref);
  const { state } =
    (provider === 'paystack' || provider === 'stripe') && reference
      ? await checkReturn(provider, reference)
      : { state: 'notPaid' as const };
  return <PaymentCallbackView state={state} />;
}
