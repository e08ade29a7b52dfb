import { Check, Minus } from '@/components/ui/icons';
import { Table } from '@/components/ui/table';
import { getTranslations } from 'next-intl/server';
import {
  inclusionsOfKind,
  packageContents,
  packageIds,
  packages,
  type PackageKind,
} from '@/lib/catalogue/packages';
import type { Locale } from '@/lib/i18n/locales';
import { turnaroundText } from './price-helpers';

/**
 * Every inclusion of one kind of package (a registration's, a trade mark's, a filing's) against
 * every package, plus turnaround and physical copies.
 */
export async function CompareTable({
  locale,
  caption,
  kind,
}: {
  locale: Locale;
  caption: string;
  kind: PackageKind;
}) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const contents = packageContents[kind];
  return (
    <Table
      caption={caption}
      align="center"
      className="min-w-[36rem]"
      data-testid={`compare-table-${kind}`}
    >
      <thead>
        <tr>
          <th scope="col">{t('table.feature')}</th>
          {packageIds.map((id) => (
            <th key={id} scope="col">
              {t(`packages.${id}.name`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('table.turnaround')}</th>
          {packageIds.map((id) => (
            <td key={id} data-testid={`turnaround-${id}`}>
              {turnaroundText(t, packages[id].turnaround)}
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('table.physicalCopies')}</th>
          {packageIds.map((id) => (
            <td key={id}>{t(`physicalCopies.${contents[id].physicalCopies}`)}</td>
          ))}
        </tr>
        {inclusionsOfKind(kind).map((inclusion) => (
          <tr key={inclusion}>
            <th scope="row">{t(`inclusions.${inclusion}`)}</th>
            {packageIds.map((id) => {
              const included = contents[id].inclusions.includes(inclusion);
              return (
                <td key={id}>
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
    </Table>
  );
}
