import { getTranslations } from 'next-intl/server';
import { offeringsOf } from '@/lib/catalogue/catalogue';
import type { ServiceId } from '@/lib/catalogue/services';
import type { Locale } from '@/lib/i18n/locales';
import { OfferingPriceTable } from './offering-price-table';

/** One service in every jurisdiction that offers it: our fee per package and the government fee apart. */
export async function ServiceAcrossJurisdictions({
  service,
  locale,
}: {
  service: ServiceId;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  return (
    <OfferingPriceTable
      offerings={offeringsOf(service)}
      name={(offering) => t(`jurisdictions.${offering.jurisdiction}`)}
      rowHeading={t('table.jurisdiction')}
      caption={t('table.serviceCaption', { service: t(`services.${service}.title`) })}
      testId={`service-${service}`}
      locale={locale}
    />
  );
}
