import { getTranslations } from 'next-intl/server';
import type { QuoteOptions } from '@/lib/catalogue/catalogue';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import { formatMoney } from '@/lib/catalogue/money';
import { packageIds } from '@/lib/catalogue/packages';
import { quote } from '@/lib/catalogue/quote';
import type { ServiceId } from '@/lib/catalogue/services';
import type { Locale } from '@/lib/i18n/locales';
import { GovernmentFeeCell } from './government-fee-cell';
import { turnaroundText } from './price-helpers';
import { TableScroller } from './table-scroller';

/** One service in one jurisdiction: a row per package with our fee, the government fee, total and turnaround. */
export async function ServicePriceTable({
  jurisdiction,
  service,
  locale,
  options = {},
  caption,
}: {
  jurisdiction: JurisdictionId;
  service: ServiceId;
  locale: Locale;
  options?: QuoteOptions;
  caption: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const quotes = packageIds.map((p) => quote(jurisdiction, service, p, options));
  return (
    <TableScroller label={caption}>
      <table
        className="w-full min-w-[36rem] text-left text-sm"
        data-testid={`service-prices-${jurisdiction}-${service}`}
      >
        <caption className="bg-slate-50 px-4 py-3 text-left font-semibold">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2">
              {t('table.package')}
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              {t('table.serviceFee')}
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              {t('table.governmentFee')}
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              {t('table.total')}
            </th>
            <th scope="col" className="px-4 py-2">
              {t('table.turnaround')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {quotes.map((q) => (
            <tr key={q.package}>
              <th scope="row" className="px-4 py-2 font-medium">
                {t(`packages.${q.package}.name`)}
              </th>
              <td className="px-4 py-2 text-right tabular-nums" data-testid="service-fee">
                {formatMoney(q.serviceFee, q.currency, locale)}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">
                <GovernmentFeeCell q={q} locale={locale} />
              </td>
              <td className="px-4 py-2 text-right font-semibold tabular-nums" data-testid="total">
                {formatMoney(q.total, q.currency, locale)}
              </td>
              <td className="px-4 py-2">{turnaroundText(t, q.turnaround)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
