import { getMessages, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { WY_MINIMUM_LICENSE_TAX_CENTS, WY_ONLINE_FILING_LIMIT_CENTS } from '@/lib/tax/wyoming-annual-report';
import { firstStepPath } from '@/lib/wizards/flows';
import { usd } from './format';
import { searchValue, type SearchRecord } from './inputs';
import { WyomingCalculator } from './wyoming-calculator';

/** /wyoming-annual-report: the license tax, its calculator (`?assets=`), when it is due, what counts, the order. */
export async function WyomingAnnualReportPage({ locale, search }: { locale: Locale; search?: SearchRecord }) {
  const t = await getTranslations({ locale, namespace: 'TaxCalculators' });
  // The calculator's texts go to the client leaf whole, as templates (components/tax/format.ts).
  const messages = (await getMessages({ locale })).TaxCalculators;
  const figures = { minimum: usd(WY_MINIMUM_LICENSE_TAX_CENTS, locale), limit: usd(WY_ONLINE_FILING_LIMIT_CENTS, locale) };
  return (
    <div className="mx-auto max-w-4xl space-y-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight text-ink">{t('wyoming.title')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('wyoming.intro', figures)}</p>
      </header>

      <section aria-labelledby="calculator" className="space-y-4">
        <h2 id="calculator" className="text-2xl font-bold text-ink">
          {t('wyoming.calculatorHeading')}
        </h2>
        <WyomingCalculator
          key={JSON.stringify(search ?? {})}
          locale={locale}
          labels={messages.wyoming}
          common={messages.common}
          initial={searchValue(search, 'assets')}
        />
      </section>

      <section aria-labelledby="due">
        <h2 id="due" className="text-2xl font-bold text-ink">
          {t('wyoming.dueHeading')}
        </h2>
        <p className="mt-3 text-slate-700">{t('wyoming.due')}</p>
      </section>

      <section aria-labelledby="order" className="rounded-xl bg-brand-50 p-6">
        <h2 id="order" className="text-2xl font-bold text-ink">
          {t('common.orderHeading')}
        </h2>
        <p className="mt-3 text-slate-700">{t('wyoming.orderBody')}</p>
        <Link href={firstStepPath('wyoming-annual-report')} className={buttonClass({ size: 'lg', className: 'mt-6' })}>
          {t('wyoming.orderCta')}
        </Link>
      </section>

      <section aria-labelledby="counts">
        <h2 id="counts" className="text-2xl font-bold text-ink">
          {t('wyoming.countsHeading')}
        </h2>
        <p className="mt-3 text-slate-700">{t('wyoming.countsIntro')}</p>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
          {messages.wyoming.counts.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-3 text-slate-700">{t('wyoming.notCounted')}</p>
      </section>

      <section aria-labelledby="sources">
        <h2 id="sources" className="text-lg font-semibold text-ink">
          {t('common.sourcesHeading')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('wyoming.sources', figures)}</p>
      </section>
    </div>
  );
}
