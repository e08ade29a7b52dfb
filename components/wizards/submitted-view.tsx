import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { Application } from '@/lib/applications/queries';
import { paths } from '@/lib/site/paths';
import { isFlowId, paymentPath as paymentPathOf } from '@/lib/wizards/flows';

/** /application-submitted: the reference, the package's turnaround and what happens next. */
export async function SubmittedView({
  application,
  paid = false,
}: {
  application: Application | null;
  /** A payment is confirmed: no more "Go to payment". */
  paid?: boolean;
}) {
  const t = await getTranslations('Submitted');
  const tw = await getTranslations('Wizard');
  if (!application?.reference) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-ink text-3xl font-bold">{t('unknownTitle')}</h1>
        <p className="text-muted mt-4">{t('unknown')}</p>
        <Link
          href={paths.signIn}
          className="text-brand-700 mt-6 inline-block font-semibold underline"
        >
          {t('account')}
        </Link>
      </section>
    );
  }
  const { quote } = application;
  const pkg = application.package ?? 'standard';
  const paymentPath = isFlowId(application.flow)
    ? paymentPathOf(application.flow, application.package)
    : null;
  const unit = quote?.turnaround.unit === 'hours' ? 'hours' : 'businessDays';
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-ink text-3xl font-bold">{t('title')}</h1>
      <div className="border-brand-600 bg-brand-50 mt-6 rounded-lg border p-6">
        <p className="text-muted text-sm font-medium">{t('reference')}</p>
        <p
          className="text-ink mt-1 font-mono text-2xl font-bold tracking-wide"
          data-testid="application-reference"
        >
          {application.reference}
        </p>
      </div>
      <p className="text-ink mt-6">{t('intro')}</p>
      {quote ? (
        <p className="text-ink mt-4">
          {t(`turnaround.${unit}`, {
            package: tw(`options.package.${pkg}`),
            min: quote.turnaround.min,
            max: quote.turnaround.max,
          })}
        </p>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold">{t('nextTitle')}</h2>
      <ol className="text-ink mt-3 list-decimal space-y-2 pl-6">
        <li>{t('next1')}</li>
        <li>{t('next2')}</li>
        <li>{t('next3')}</li>
      </ol>
      {paid ? (
        <p
          role="status"
          className="border-brand-600 bg-brand-50 text-ink mt-6 rounded-md border p-3"
          data-testid="submitted-paid"
        >
          {t('paid')}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-4">
        {paymentPath && !paid ? (
          <Link
            href={{ pathname: paymentPath, query: { ref: application.reference } }}
            className={buttonClass({ size: 'lg' })}
          >
            {t('pay')}
          </Link>
        ) : null}
        <Link href={paths.account} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('account')}
        </Link>
      </div>
    </section>
  );
}
