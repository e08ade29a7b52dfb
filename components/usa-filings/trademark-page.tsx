import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import { FIXED_SERVICE_FEES } from '@/lib/catalogue/catalogue';
import { governmentFees } from '@/lib/catalogue/government-fees';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import { quote } from '@/lib/catalogue/quote';
import type { Locale } from '@/lib/i18n/locales';
import { firstStepPath } from '@/lib/wizards/flows';

/**
 * /usa-trademark-application: the USPTO's fees since 18 January 2025 (37 CFR 2.6 [S51][S52]), the
 * US attorney a foreign-domiciled owner needs (37 CFR 2.11(a) [S53]), the steps, then the order.
 */
export async function UsaTrademarkPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'UsaFilings.trademark' });
  const usd = (minor: number) => formatMoney(minor, 'USD', locale);
  const fees = governmentFees.usa;
  const rows = [
    ['base', fees.trademarkPerClass.amount],
    ['freeForm', fees.trademarkFreeFormSurcharge.amount],
    ['length', fees.trademarkFreeFormPerThousandCharacters.amount],
    ['insufficient', fees.trademarkInsufficientInformation.amount],
  ] as const;
  // The notes' worked example: two classes from the ID Manual, and the same two free-form.
  const idManual = quote('usa', 'trademark', 'basic', { classes: 2 }).governmentFee;
  const freeForm = quote('usa', 'trademark', 'basic', { classes: 2, freeFormClasses: 2 }).governmentFee;
  return (
    <div className="mx-auto max-w-4xl space-y-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight text-ink">{t('title')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('intro')}</p>
      </header>

      <section aria-labelledby="fees">
        <h2 id="fees" className="text-2xl font-bold text-ink">
          {t('feesHeading')}
        </h2>
        <Table caption={t('feesCaption')} className="min-w-0" scrollerClassName="mt-4" data-testid="uspto-fees">
          <thead>
            <tr>
              <th scope="col">{t('feeColumns.fee')}</th>
              <th scope="col">{t('feeColumns.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, amount]) => (
              <tr key={key}>
                <th scope="row" className="font-normal">
                  {t(`fees.${key}`)}
                </th>
                <td className="tabular-nums">{usd(amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p className="mt-3 text-slate-700">{t('example', { idManual: usd(idManual), freeForm: usd(freeForm) })}</p>
      </section>

      <section aria-labelledby="attorney" className="rounded-xl bg-brand-50 p-6">
        <h2 id="attorney" className="text-2xl font-bold text-ink">
          {t('attorneyHeading')}
        </h2>
        <p className="mt-3 text-slate-700">{t('attorney', { fee: usd(toMinor(FIXED_SERVICE_FEES.usAttorney)) })}</p>
      </section>

      <section aria-labelledby="steps">
        <h2 id="steps" className="text-2xl font-bold text-ink">
          {t('stepsHeading')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700">
          {(t.raw('steps') as string[]).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <Link href={firstStepPath('usa-trademark')} className={buttonClass({ size: 'lg', className: 'mt-6' })}>
          {t('start')}
        </Link>
      </section>

      <section aria-labelledby="sources">
        <h2 id="sources" className="text-lg font-semibold text-ink">
          {(await getTranslations({ locale, namespace: 'TaxCalculators.common' }))('sourcesHeading')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('sources')}</p>
      </section>
    </div>
  );
}
