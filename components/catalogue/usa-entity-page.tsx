import { getTranslations } from 'next-intl/server';
import { governmentFees, TEXAS_NO_TAX_DUE_THRESHOLD_USD } from '@/lib/catalogue/government-fees';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import { quote } from '@/lib/catalogue/quote';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/ui/link';
import { TableScroller } from './table-scroller';

const states = ['delaware', 'wyoming', 'texas'] as const;

/** /usa-entity-selection: LLC or C-Corp, and Delaware, Wyoming or Texas compared. */
export async function UsaEntityPage({ locale }: { locale: Locale }) {
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'EntitySelection' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  const money = (minor: number) => formatMoney(minor, 'USD', locale);
  const llcPoints = t.raw('usa.llc.points') as string[];
  const corpPoints = t.raw('usa.corporation.points') as string[];
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight">{t('usa.title')}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{t('usa.intro')}</p>
      </header>

      <section aria-labelledby="entity">
        <h2 id="entity" className="text-2xl font-bold">
          {t('usa.entityHeading')}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {(['llc', 'corporation'] as const).map((entity) => (
            <div key={entity} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-xl font-bold">{c(`entities.${entity}`)}</h3>
              <p className="mt-2 text-slate-700">{t(`usa.${entity}.summary`)}</p>
              <ul className="mt-4 list-disc space-y-1 pl-6 text-sm">
                {(entity === 'llc' ? llcPoints : corpPoints).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="states">
        <h2 id="states" className="text-2xl font-bold">
          {t('usa.statesHeading')}
        </h2>
        <TableScroller label={t('usa.caption')} className="mt-6">
          <table className="w-full min-w-[44rem] text-left text-sm" data-testid="usa-states">
            <caption className="bg-slate-50 px-4 py-3 text-left font-semibold">
              {t('usa.caption')}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <td className="px-4 py-2" />
                {states.map((s) => (
                  <th key={s} scope="col" className="px-4 py-2">
                    {c(`jurisdictions.${s}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 align-top">
              <tr>
                <th scope="row" className="px-4 py-2 font-medium">
                  {t('usa.rows.llcFormation')}
                </th>
                {states.map((s) => (
                  <td key={s} className="px-4 py-2 tabular-nums" data-testid="government-fee">
                    {money(quote(s, 'company', 'basic').governmentFee)}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="px-4 py-2 font-medium">
                  {t('usa.rows.corporationFormation')}
                </th>
                {states.map((s) => (
                  <td key={s} className="px-4 py-2 tabular-nums">
                    {s === 'delaware'
                      ? money(quote(s, 'company', 'basic', { entity: 'corporation' }).governmentFee)
                      : t('usa.notFormed')}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="px-4 py-2 font-medium">
                  {t('usa.rows.llcAnnual')}
                </th>
                {states.map((s) => (
                  <td key={s} className="px-4 py-2">
                    {t(`usa.annual.${s}`, {
                      amount: money(quote(s, 'usStateFilings', 'basic').governmentFee),
                      threshold: money(toMinor(TEXAS_NO_TAX_DUE_THRESHOLD_USD)),
                    })}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="px-4 py-2 font-medium">
                  {t('usa.rows.ourFee')}
                </th>
                {states.map((s) => (
                  <td key={s} className="px-4 py-2 tabular-nums" data-testid="service-fee">
                    {t('fromPrice', { price: money(quote(s, 'company', 'basic').serviceFee) })}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="px-4 py-2 font-medium">
                  {t('usa.rows.goodFor')}
                </th>
                {states.map((s) => (
                  <td key={s} className="px-4 py-2">
                    {t(`usa.goodFor.${s}`)}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </TableScroller>
        <p className="text-muted mt-3 max-w-3xl text-sm">
          {t('usa.corporationAnnual', {
            amount: money(
              quote('delaware', 'usStateFilings', 'basic', { entity: 'corporation' }).governmentFee,
            ),
            reportFee: money(governmentFees.delaware.corporationAnnualReport.amount),
            franchiseTax: money(governmentFees.delaware.corporationMinimumFranchiseTax.amount),
          })}
        </p>
      </section>

      <section aria-labelledby="foreign">
        <h2 id="foreign" className="text-2xl font-bold">
          {t('usa.foreignHeading')}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{t('usa.foreignBody')}</p>
      </section>

      <div className="flex flex-wrap gap-4">
        <Link
          href="/contact"
          className="bg-brand-700 hover:bg-brand-800 rounded-md px-5 py-3 font-semibold text-white"
        >
          {t('usa.cta')}
        </Link>
        <Link
          href="/usa"
          className="rounded-md border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-50"
        >
          {t('usa.countryLink')}
        </Link>
      </div>
    </div>
  );
}
