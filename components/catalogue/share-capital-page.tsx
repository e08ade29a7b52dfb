import { getTranslations } from 'next-intl/server';
import { governmentFees } from '@/lib/catalogue/government-fees';
import { faqValues } from '@/lib/faq/faq-values';
import { formatBasisPoints, formatMoney, toMinor } from '@/lib/catalogue/money';
import {
  NIGERIA_DEFAULT_SHARE_CAPITAL,
  NIGERIA_FOREIGN_PARTICIPATION_SHARE_CAPITAL,
  NIGERIA_MINIMUM_SHARE_CAPITAL_PRIVATE,
  NIGERIA_MINIMUM_SHARE_CAPITAL_PUBLIC,
  NIGERIA_STAMP_DUTY_BASIS_POINTS,
  nigeriaShareCapitalFees,
} from '@/lib/catalogue/share-capital';
import type { Locale } from '@/lib/i18n/locales';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import { ShareCapitalCalculator } from './share-capital-calculator';

const examples = [100_000, 1_000_000, 2_500_000, 10_000_000] as const;

/** /understanding-share-capital: what share capital is in Nigeria, and what it costs to file. */
export async function ShareCapitalPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ShareCapital' });
  const naira = (major: number) => formatMoney(toMinor(major), 'NGN', locale);
  const ngn = (minor: number) => formatMoney(minor, 'NGN', locale);
  const rules = {
    privateMinimum: naira(NIGERIA_MINIMUM_SHARE_CAPITAL_PRIVATE),
    publicMinimum: naira(NIGERIA_MINIMUM_SHARE_CAPITAL_PUBLIC),
    foreignMinimum: naira(NIGERIA_FOREIGN_PARTICIPATION_SHARE_CAPITAL),
    firstMillion: ngn(governmentFees.nigeria.companyFilingFirstMillion.amount),
    perMillion: ngn(governmentFees.nigeria.companyFilingPerAdditionalMillion.amount),
    rate: formatBasisPoints(NIGERIA_STAMP_DUTY_BASIS_POINTS, locale),
    defaultCapital: naira(NIGERIA_DEFAULT_SHARE_CAPITAL),
    ...faqValues(locale),
  };
  return (
    <div className="mx-auto max-w-4xl space-y-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('intro')}</p>
      </header>

      <section aria-labelledby="what">
        <h2 id="what" className="text-2xl font-bold">
          {t('whatHeading')}
        </h2>
        <p className="mt-3 text-slate-700">{t('whatBody')}</p>
      </section>

      <section aria-labelledby="minimum">
        <h2 id="minimum" className="text-2xl font-bold">
          {t('minimumHeading')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          <li>{t('minimumPrivate', rules)}</li>
          <li>{t('minimumPublic', rules)}</li>
          <li>{t('minimumForeign', rules)}</li>
        </ul>
      </section>

      <section aria-labelledby="cost">
        <h2 id="cost" className="text-2xl font-bold">
          {t('costHeading')}
        </h2>
        <p className="mt-3 text-slate-700">{t('costFiling', rules)}</p>
        <p className="mt-3 text-slate-700">{t('costStamp', rules)}</p>
        <Table
          caption={t('examplesCaption')}
          className="min-w-0"
          scrollerClassName="mt-6"
          data-testid="share-capital-examples"
        >
          <thead>
            <tr>
              <th scope="col">{t('shareCapital')}</th>
              <th scope="col">{t('filingFee')}</th>
              <th scope="col">{t('stampDuty', rules)}</th>
              <th scope="col">{t('total')}</th>
            </tr>
          </thead>
          <tbody>
            {examples.map((capital) => {
              const result = nigeriaShareCapitalFees(capital);
              if (!result.ok) return null;
              return (
                <tr key={capital}>
                  <th scope="row" className="tabular-nums">
                    {naira(capital)}
                  </th>
                  <td>{ngn(result.fees.filingFee)}</td>
                  <td>{ngn(result.fees.stampDuty)}</td>
                  <td className="font-semibold">{ngn(result.fees.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </section>

      <section aria-labelledby="calculator">
        <h2 id="calculator" className="text-2xl font-bold">
          {t('calculatorHeading')}
        </h2>
        <p className="mt-3 text-slate-700">{t('calculatorIntro')}</p>
        <div className="mt-6">
          <ShareCapitalCalculator
            locale={locale}
            initial={naira(1_000_000)
              .replace(/[^\d\s,.\u202f\u00a0]/g, '')
              .trim()}
            labels={{
              input: t('input'),
              hint: t('hint', rules),
              filingFee: t('filingFee'),
              stampDuty: t('stampDuty', rules),
              total: t('total'),
              errors: {
                empty: t('errors.empty'),
                notWholeNaira: t('errors.notWholeNaira'),
                belowMinimum: t('errors.belowMinimum', rules),
                aboveMaximum: t('errors.aboveMaximum'),
              },
            }}
          />
        </div>
        <p className="text-muted mt-4 text-sm">{t('sourceNote', rules)}</p>
      </section>

      <section aria-labelledby="choose">
        <h2 id="choose" className="text-2xl font-bold">
          {t('chooseHeading')}
        </h2>
        <p className="mt-3 text-slate-700">{t('chooseBody', rules)}</p>
        <Link
          href="/nigeria-company-pricing"
          className={buttonClass({ size: 'lg', className: 'mt-6' })}
        >
          {t('cta')}
        </Link>
      </section>
    </div>
  );
}
