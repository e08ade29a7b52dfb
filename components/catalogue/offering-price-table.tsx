import { getTranslations } from 'next-intl/server';
import type { Offering, OfferingVariant } from '@/lib/catalogue/catalogue';
import { formatMoney } from '@/lib/catalogue/money';
import { packageIds } from '@/lib/catalogue/packages';
import { quote } from '@/lib/catalogue/quote';
import type { UsEntity } from '@/lib/catalogue/services';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import { GovernmentFeeCell } from './government-fee-cell';
import { hasWizard, offeringPath } from '@/lib/site/offering-paths';

/**
 * Offerings side by side: a row per offering (one per entity or variant where it has several), named by
 * `name` and linking to where the customer starts, our fee per package, and the government fee
 * in its own column (it does not change with the package).
 */
export async function OfferingPriceTable({
  offerings,
  name,
  rowHeading,
  caption,
  testId,
  locale,
}: {
  offerings: readonly Offering[];
  /** The row's name, before any entity is added to it. */
  name: (offering: Offering) => string;
  /** The heading of the first column. */
  rowHeading: string;
  caption: string;
  testId: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  type Row = { offering: Offering; entity?: UsEntity; variant?: OfferingVariant };
  const rows: Row[] = offerings.flatMap((offering): Row[] =>
    offering.variants
      ? offering.variants.map((variant) => ({ offering, variant }))
      : (offering.entities ?? [undefined]).map((entity) => ({ offering, entity })),
  );
  return (
    <Table caption={caption} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{rowHeading}</th>
          {packageIds.map((p) => (
            <th key={p} scope="col">
              {t(`packages.${p}.name`)}
            </th>
          ))}
          <th scope="col">{t('table.governmentFee')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ offering, entity, variant }) => {
          const options = variant ? variant.options : entity ? { entity } : {};
          const quotes = packageIds.map((p) =>
            quote(offering.jurisdiction, offering.service, p, options),
          );
          const qualifier = variant
            ? t(`variants.${variant.id}`)
            : entity
              ? t(`entities.${entity}`)
              : null;
          return (
            <tr key={`${offering.jurisdiction}-${offering.service}-${entity ?? variant?.id ?? ''}`}>
              <th scope="row">
                <Link href={offeringPath(offering)}>
                  {qualifier
                    ? t('table.serviceWithEntity', { service: name(offering), entity: qualifier })
                    : name(offering)}
                  {/* Not orderable online: the link opens the request form, and says so. */}
                  {hasWizard(offering) ? null : (
                    <span className="block text-xs font-normal">{t('table.requestService')}</span>
                  )}
                </Link>
              </th>
              {quotes.map((q) => (
                <td key={q.package} data-testid="service-fee">
                  {formatMoney(q.serviceFee, q.currency, locale)}
                </td>
              ))}
              <td>
                <GovernmentFeeCell q={quotes[0]!} locale={locale} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
