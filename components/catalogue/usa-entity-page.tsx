import { getTranslations } from 'next-intl/server';
import { governmentFees, TEXAS_NO_TAX_DUE_THRESHOLD_USD } from '@/lib/catalogue/government-fees';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import { quote } from '@/lib/catalogue/quote';
import type { Locale } from '@/lib/i18n/locales';
import { DE_APVC_MINIMUM_CENTS } from '@/lib/tax/delaware-franchise-tax';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import { usFormationStart } from './us-state-formation-page';

const states = ['delaware', 'wyoming', 'texas'] as const;
const entities = ['llc', 'corporation'] as const;

/**
 * /usa-entity-selection: LLC or C-Corp, and Delaware, Wyoming or Texas compared on what each costs
 * to form and to keep, what the public record shows and what investors expect; every figure from
 * the catalogue, every choice a way into its formation steps.
 */
export async function UsaEntityPage({ locale }: { locale: Locale }) {
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'EntitySelection' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  const money = (minor: number) => formatMoney(minor, 'USD', locale);
  const llcPoints = t.raw('usa.llc.points') as string[];
  const corpPoints = t.raw('usa.corporation.points') as string[];
  const formationFee = (s: (typeof states)[number], entity: (typeof entities)[number]) => {
    const fee = money(quote(s, 'company', 'basic', { entity }).governmentFee);
    // A Delaware corporation's fee grows with its authorised shares (8 Del. C. §391 [S-del391]).
    return s === 'delaware' && entity === 'corporation' ? t('fromPrice', { price: fee }) : fee;
  };
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
          {entities.map((entity) => (
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
        <Table
          caption={t('usa.caption')}
          align="start"
          className="min-w-[48rem]"
          scrollerClassName="mt-6"
          data-testid="usa-states"
        >
          <thead>
            <tr>
              <td />
              {states.map((s) => (
                <th key={s} scope="col">
                  {c(`jurisdictions.${s}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="align-top">
            <tr>
              <th scope="row">{t('usa.rows.llcFormation')}</th>
              {states.map((s) => (
                <td key={s} data-testid="government-fee">
                  {formationFee(s, 'llc')}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('usa.rows.corporationFormation')}</th>
              {states.map((s) => (
                <td key={s} data-testid="corporation-fee">
                  {formationFee(s, 'corporation')}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('usa.rows.llcAnnual')}</th>
              {states.map((s) => (
                <td key={s}>
                  {t(`usa.annual.${s}`, {
                    amount: money(quote(s, 'usStateFilings', 'basic').governmentFee),
                    threshold: money(toMinor(TEXAS_NO_TAX_DUE_THRESHOLD_USD)),
                  })}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('usa.rows.corporationAnnual')}</th>
              {states.map((s) => (
                <td key={s}>
                  {t(`usa.corporationYearly.${s}`, {
                    report: money(governmentFees.delaware.corporationAnnualReport.amount),
                    minimum: money(governmentFees.delaware.corporationMinimumFranchiseTax.amount),
                    apvc: money(DE_APVC_MINIMUM_CENTS),
                    amount: money(governmentFees.wyoming.annualLicenseTaxMinimum.amount),
                    threshold: money(toMinor(TEXAS_NO_TAX_DUE_THRESHOLD_USD)),
                  })}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('usa.rows.privacy')}</th>
              {states.map((s) => (
                <td key={s}>{t(`usa.privacy.${s}`)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('usa.rows.investors')}</th>
              {states.map((s) => (
                <td key={s}>{t(`usa.investors.${s}`)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('usa.rows.ourFee')}</th>
              {states.map((s) => (
                <td key={s} data-testid="service-fee">
                  {t('usa.ourFees', {
                    llc: money(quote(s, 'company', 'basic', { entity: 'llc' }).serviceFee),
                    corporation: money(
                      quote(s, 'company', 'basic', { entity: 'corporation' }).serviceFee,
                    ),
                  })}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('usa.rows.goodFor')}</th>
              {states.map((s) => (
                <td key={s}>{t(`usa.goodFor.${s}`)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('usa.rows.start')}</th>
              {states.map((s) => (
                <td key={s}>
                  <ul className="flex flex-col gap-2">
                    {entities.map((entity) => (
                      <li key={entity}>
                        <Link
                          href={usFormationStart(s, entity)}
                          className="text-brand-700 font-semibold underline"
                          data-testid={`start-${s}-${entity}`}
                        >
                          {t(`usa.start.${entity}`, { state: c(`jurisdictions.${s}`) })}
                        </Link>
                      </li>
                    ))}
                    <li>
                      <Link href={`/${s}-registration`} className="text-sm underline">
                        {t('usa.aboutState', { state: c(`jurisdictions.${s}`) })}
                      </Link>
                    </li>
                  </ul>
                </td>
              ))}
            </tr>
          </tbody>
        </Table>
        <p className="text-muted mt-3 max-w-3xl text-sm">{t('usa.feesNote')}</p>
      </section>

      <section aria-labelledby="foreign">
        <h2 id="foreign" className="text-2xl font-bold">
          {t('usa.foreignHeading')}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{t('usa.foreignBody')}</p>
      </section>

      <div className="flex flex-wrap gap-4">
        <Link
          href={usFormationStart('delaware', 'corporation')}
          className={buttonClass({ size: 'lg' })}
        >
          {t('usa.cta')}
        </Link>
        <Link
          href={usFormationStart('wyoming', 'llc')}
          className={buttonClass({ variant: 'secondary', size: 'lg' })}
        >
          {t('usa.ctaLlc')}
        </Link>
        <Link href="/usa" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('usa.countryLink')}
        </Link>
      </div>
    </div>
  );
}
