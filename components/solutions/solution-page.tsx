import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import { turnaroundDays } from '@/lib/catalogue/business-days';
import { countries, countryKey } from '@/lib/catalogue/jurisdictions';
import { formatMoney } from '@/lib/catalogue/money';
import { quote, turnaroundFor } from '@/lib/catalogue/quote';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/site/paths';
import {
  solutionKeys,
  solutionParts,
  type SolutionPart,
  type SolutionSlug,
} from '@/lib/site/solutions';

/**
 * A solution's page (issue 35): what it includes, then for each country the parts it is made of,
 * each with its price from the catalogue (the Basic package, government fees included where the
 * registry's are fixed), how long it takes, and where it is ordered.
 */
export async function SolutionPage({ slug, locale }: { slug: SolutionSlug; locale: Locale }) {
  const key = solutionKeys[slug];
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'Solutions' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  const includes = t.raw(`items.${key}.includes`) as string[];

  /** "from ₦…" for a priced part; the government fee at cost is said apart. */
  const price = (part: SolutionPart) => {
    if (!part.offering) return t('table.onRequest');
    const q = quote(part.offering.jurisdiction, part.offering.service, 'basic');
    const from = c('table.fromAmount', { amount: formatMoney(q.total, q.currency, locale) });
    return q.governmentFeeBasis === 'atCost'
      ? `${from} ${c('table.plusGovernmentFeeAtCost')}`
      : from;
  };
  /** From the Premium package's longest to the Basic's, in business days (lib/catalogue/business-days). */
  const duration = (part: SolutionPart) => {
    if (!part.offering) return t('table.agreedOnRequest');
    const { jurisdiction, service } = part.offering;
    return c('turnaround.businessDays', {
      min: turnaroundDays(turnaroundFor(jurisdiction, service, 'premium')),
      max: turnaroundDays(turnaroundFor(jurisdiction, service, 'basic')),
    });
  };

  return (
    <>
      <PageHeader title={t(`items.${key}.title`)} intro={t(`items.${key}.intro`)} />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12">
        <section aria-labelledby="solution-includes">
          <h2 id="solution-includes" className="text-2xl font-bold">
            {t('includesHeading')}
          </h2>
          <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6">
            {includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="text-muted mt-4 max-w-3xl text-sm">{t('pricesNote')}</p>
        </section>

        {countries.map(({ code, slug: country }) => {
          const name = c(`countries.${countryKey(country)}`);
          const parts = solutionParts(slug, code);
          const headingId = `solution-${country}`;
          return (
            <section
              key={code}
              aria-labelledby={headingId}
              data-testid={`solution-country-${code}`}
              className="space-y-4"
            >
              <h2 id={headingId} className="text-2xl font-bold">
                {name}
              </h2>
              <Table caption={t('table.caption', { country: name })} align="start">
                <thead>
                  <tr>
                    <th scope="col">{t('table.part')}</th>
                    <th scope="col">{t('table.price')}</th>
                    <th scope="col">{t('table.turnaround')}</th>
                    <th scope="col">{t('table.order')}</th>
                  </tr>
                </thead>
                <tbody>
                  {parts.map((part) => {
                    const title = t(`parts.${part.part}`);
                    const where = c(`jurisdictions.${part.jurisdiction}`);
                    // The USA prices its states apart; elsewhere the country's name is the section's.
                    const label =
                      code === 'US' && part.offering
                        ? t('table.partIn', { part: title, where })
                        : title;
                    return (
                      <tr key={`${part.part}-${part.jurisdiction}`}>
                        <th scope="row">{label}</th>
                        <td data-testid="solution-price">{price(part)}</td>
                        <td>{duration(part)}</td>
                        <td>
                          <Link
                            href={part.href}
                            className="text-brand-700 font-semibold underline underline-offset-4"
                            data-testid="solution-order"
                          >
                            {t.rich(part.online ? 'table.orderOnline' : 'table.request', {
                              part: label,
                              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                            })}
                          </Link>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </section>
          );
        })}

        <section aria-labelledby="solution-help" className="bg-brand-50 rounded-xl p-8">
          <h2 id="solution-help" className="text-2xl font-bold">
            {t('helpHeading')}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{t('helpBody')}</p>
          <div className="mt-6 flex flex-wrap gap-4">
            <Link href={paths.requestService} className={buttonClass({ size: 'lg' })}>
              {t('helpRequest')}
            </Link>
            <Link href="/pricing" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t('helpPricing')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
