import { getTranslations } from 'next-intl/server';
import { offeringsIn } from '@/lib/catalogue/catalogue';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { Locale } from '@/lib/i18n/locales';
import { OfferingPriceTable } from './offering-price-table';

/** Every service of one jurisdiction: our fee per package, and the government fee apart. */
export async function JurisdictionPriceTable({
  jurisdiction,
  locale,
}: {
  jurisdiction: JurisdictionId;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  return (
    <OfferingPriceTable
      offerings={offeringsIn(jurisdiction)}
      name={(offering) => t(`services.${offering.service}.title`)}
      rowHeading={t('table.service')}
      caption={t('table.jurisdictionCaption', { name: t(`jurisdictions.${jurisdiction}`) })}
      testId={`prices-${jurisdiction}`}
      locale={locale}
    />
  );
}
