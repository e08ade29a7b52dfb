import { getTranslations } from 'next-intl/server';
import { offeringsOf } from '@/lib/catalogue/catalogue';
import { formatMoney } from '@/lib/catalogue/money';
import { packageIds } from '@/lib/catalogue/packages';
import { quote } from '@/lib/catalogue/quote';
import type { ServiceId, UsEntity } from '@/lib/catalogue/services';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/ui/link';
import { GovernmentFeeCell } from './government-fee-cell';
import { TableScroller } from './table-scroller';

/** One service in every jurisdiction that offers it: our fee per package and the government fee apart. */
export async function ServiceAcrossJurisdictions({
  service,
  locale,
}: {
  service: ServiceId;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const rows = offeringsOf(service).flatMap((o) =>
    (o.entities ?? [undefined]).map((entity: UsEntity | undefined) => ({ offering: o, entity })),
  );
  const caption = t('table.serviceCaption', { service: t(`services.${service}.title`) });
  return (
    <TableScroller label={caption}>
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid={`service-${service}`}>
        <caption className="bg-slate-50 px-4 py-3 text-left font-semibold">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2">
              {t('table.jurisdiction')}
            </th>
            {packageIds.map((p) => (
              <th key={p} scope="col" className="px-4 py-2 text-right">
                {t(`packages.${p}.name`)}
              </th>
            ))}
            <th scope="col" className="px-4 py-2 text-right">
              {t('table.governmentFee')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map(({ offering, entity }) => {
            const quotes = packageIds.map((p) =>
              quote(offering.jurisdiction, service, p, entity ? { entity } : {}),
            );
            const name = t(`jurisdictions.${offering.jurisdiction}`);
            return (
              <tr key={`${offering.jurisdiction}-${entity ?? ''}`}>
                <th scope="row" className="px-4 py-2 font-medium">
                  <Link
                    href={offering.route}
                    className="text-brand-700 underline-offset-2 hover:underline"
                  >
                    {entity
                      ? t('table.serviceWithEntity', {
                          service: name,
                          entity: t(`entities.${entity}`),
                        })
                      : name}
                  </Link>
                </th>
                {quotes.map((q) => (
                  <td
                    key={q.package}
                    className="px-4 py-2 text-right tabular-nums"
                    data-testid="service-fee"
                  >
                    {formatMoney(q.serviceFee, q.currency, locale)}
                  </td>
                ))}
                <td className="px-4 py-2 text-right tabular-nums">
                  <GovernmentFeeCell q={quotes[0]!} locale={locale} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
