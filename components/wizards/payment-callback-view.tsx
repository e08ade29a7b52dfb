import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { ReturnState } from '@/lib/payments/callback';
import { paths } from '@/lib/site/paths';

/** What became of an online payment, as the callback page found it with the provider. */
export async function PaymentCallbackView({ state }: { state: ReturnState }) {
  const t = await getTranslations('PaymentCallback');
  const good = state === 'paid';
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-ink text-3xl font-bold">{t(`${state}.title`)}</h1>
      <div
        role="status"
        data-testid="payment-callback"
        data-state={state}
        className={`text-ink mt-6 rounded-lg border p-6 ${good ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
      >
        <p className="text-lg">{t(`${state}.body`)}</p>
      </div>
      <Link
        href={paths.account}
        className="text-brand-700 mt-6 inline-block font-semibold underline"
      >
        {t('account')}
      </Link>
    </section>
  );
}
