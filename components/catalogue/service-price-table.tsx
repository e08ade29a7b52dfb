import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/catalogue/money';
import { packageIds } from '@/lib/catalogue/packages';
import { quote } from '@/lib/catalogue/quote';
import { Table } from '@/components/ui/table';
import { GovernmentFeeCell } from './government-fee-cell';
import { turnaroundText, type OfferingTableProps } from './price-helpers';

/** One service in one jurisdiction: a row per package with our fee, the government fee, total and turnaround. */
export async function ServicePriceTable({
  jurisdiction,
  service,
  locale,
  options = {},
  caption,
}: OfferingTableProps) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const quotes = packageIds.map((p) => quote(jurisdiction, service, p, options));
  return (
    <Table
      caption={caption}
      className="min-w-[36rem]"
      data-testid={`service-prices-${jurisdiction}-${service}`}
    >
      <thead>
        <tr>
          <th scope="col">{t('table.package')}</th>
          <th scope="col">{t('table.serviceFee')}</th>
          <th scope="col">{t('table.governmentFee')}</th>
          <th scope="col">{t('table.total')}</th>
          {/* The turnaround is words, so it stays left-aligned. */}
          <th scope="col" className="text-left">
            {t('table.turnaround')}
          </th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((q) => (
          <tr key={q.package}>
            <th scope="row">{t(`packages.${q.package}.name`)}</th>
            <td data-testid="service-fee">{formatMoney(q.serviceFee, q.currency, locale)}</td>
            <td>
              <GovernmentFeeCell q={q} locale={locale} />
            </td>
            <td className="font-semibold" data-testid="total">
              {formatMoney(q.total, q.currency, locale)}
            </td>
            <td className="text-left">{turnaroundText(t, q.turnaround)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
