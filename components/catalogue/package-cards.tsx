import { getTranslations } from 'next-intl/server';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import { formatMoney } from '@/lib/catalogue/money';
import {
  contentsOf,
  packageContents,
  packageIds,
  packages,
  type PackageKind,
} from '@/lib/catalogue/packages';
import { quote } from '@/lib/catalogue/quote';
import type { ServiceId } from '@/lib/catalogue/services';
import type { Locale } from '@/lib/i18n/locales';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { turnaroundText } from './price-helpers';

/**
 * Basic, Standard and Premium side by side: turnaround and what is included; with a service,
 * each card also shows our fee and the government fee apart, and a link to start. Without one,
 * `kind` says whose contents to show (a country page's registrations).
 */
export async function PackageCards({
  locale,
  headingLevel = 3,
  ...what
}: {
  locale: Locale;
  headingLevel?: 2 | 3;
} & (
  | { priced: { jurisdiction: JurisdictionId; service: ServiceId; href: string }; kind?: never }
  | { kind: PackageKind; priced?: never }
)) {
  const priced = what.priced;
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {packageIds.map((id) => {
        const definition = packages[id];
        const contents = what.priced
          ? contentsOf(what.priced.service, id)
          : packageContents[what.kind][id];
        const q = priced ? quote(priced.jurisdiction, priced.service, id) : undefined;
        return (
          <li
            key={id}
            className={`flex flex-col rounded-xl border p-6 ${id === 'standard' ? 'border-brand-700 shadow-md' : 'border-slate-200'}`}
            data-testid={`package-${id}`}
          >
            <Heading className="text-xl font-bold">{t(`packages.${id}.name`)}</Heading>
            <p className="text-brand-700 mt-1 text-sm font-medium">
              {/* A priced card gives the service's own turnaround (a non-profit waits out its objection period). */}
              {turnaroundText(t, q?.turnaround ?? definition.turnaround)}
            </p>
            <p className="text-muted mt-3 text-sm">{t(`packages.${id}.description`)}</p>
            {q ? (
              <p className="mt-4">
                <span className="text-2xl font-extrabold tabular-nums" data-testid="service-fee">
                  {formatMoney(q.serviceFee, q.currency, locale)}
                </span>{' '}
                <span className="text-muted text-sm" data-testid="government-fee">
                  {q.governmentFeeBasis === 'fixed'
                    ? t('table.plusGovernmentFee', {
                        amount: formatMoney(q.governmentFee, q.currency, locale),
                      })
                    : q.governmentFeeBasis === 'none'
                      ? t('table.noGovernmentFee')
                      : t('table.plusGovernmentFeeAtCost')}
                </span>
              </p>
            ) : null}
            <ul className="check-list mt-4 flex-1 space-y-2 text-sm">
              {contents.inclusions.map((inclusion) => (
                <li key={inclusion}>{t(`inclusions.${inclusion}`)}</li>
              ))}
            </ul>
            <p className="text-muted mt-4 text-sm">
              {t(`physicalCopies.${contents.physicalCopies}`)}
            </p>
            {priced ? (
              <Link
                href={`${priced.href}?package=${id}`}
                className={buttonClass({ className: 'mt-6' })}
              >
                {t('choosePackage', { name: t(`packages.${id}.name`) })}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
