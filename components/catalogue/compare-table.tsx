import { Check, Minus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { allInclusions, packageIds, packages } from '@/lib/catalogue/packages';
import type { Locale } from '@/lib/i18n/locales';
import { turnaroundText } from './price-helpers';
import { TableScroller } from './table-scroller';

/** Every inclusion against every package, plus turnaround and physical copies. */
export async function CompareTable({ locale, caption }: { locale: Locale; caption: string }) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  return (
    <TableScroller label={caption}>
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="compare-table">
        <caption className="bg-slate-50 px-4 py-3 text-left font-semibold">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-4 py-2">
              {t('table.feature')}
            </th>
            {packageIds.map((id) => (
              <th key={id} scope="col" className="px-4 py-2 text-center">
                {t(`packages.${id}.name`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          <tr>
            <th scope="row" className="px-4 py-2 font-medium">
              {t('table.turnaround')}
            </th>
            {packageIds.map((id) => (
              <td key={id} className="px-4 py-2 text-center" data-testid={`turnaround-${id}`}>
                {turnaroundText(t, packages[id].turnaround)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="px-4 py-2 font-medium">
              {t('table.physicalCopies')}
            </th>
            {packageIds.map((id) => (
              <td key={id} className="px-4 py-2 text-center">
                {t(`physicalCopies.${packages[id].physicalCopies}`)}
              </td>
            ))}
          </tr>
          {allInclusions.map((inclusion) => (
            <tr key={inclusion}>
              <th scope="row" className="px-4 py-2 font-medium">
                {t(`inclusions.${inclusion}`)}
              </th>
              {packageIds.map((id) => {
                const included = packages[id].inclusions.includes(inclusion);
                return (
                  <td key={id} className="px-4 py-2 text-center">
                    {included ? (
                      <Check aria-hidden="true" className="text-brand-700 mx-auto size-5" />
                    ) : (
                      <Minus aria-hidden="true" className="mx-auto size-5 text-slate-500" />
                    )}
                    <span className="sr-only">
                      {included ? t('table.included') : t('table.notIncluded')}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
