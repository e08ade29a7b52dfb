import { getTranslations } from 'next-intl/server';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import { formatMoney, toMajor } from '@/lib/catalogue/money';
import { packageIds } from '@/lib/catalogue/packages';
import { quote } from '@/lib/catalogue/quote';
import type { ServiceId } from '@/lib/catalogue/services';
import type { Locale } from '@/lib/i18n/locales';
import { serviceJsonLd, type JsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';

/**
 * Schema.org Service with one Offer per package. The offer's price is our fee; the government
 * fee, passed through at cost, is stated in the offer's description.
 */
export async function catalogueServiceJsonLd({
  jurisdiction,
  service,
  locale,
  path,
  areaServed,
}: {
  jurisdiction: JurisdictionId;
  service: ServiceId;
  locale: Locale;
  path: string;
  areaServed: string;
}): Promise<JsonLd> {
  const c = await getTranslations({ locale, namespace: 'Catalogue' });
  return serviceJsonLd({
    name: c('table.serviceWithEntity', {
      service: c(`services.${service}.title`),
      entity: c(`jurisdictions.${jurisdiction}`),
    }),
    description: c(`services.${service}.description`),
    url: absoluteUrl(path, locale),
    areaServed: [areaServed],
    offers: packageIds.map((p) => {
      const q = quote(jurisdiction, service, p);
      return {
        name: c(`packages.${p}.name`),
        price: toMajor(q.serviceFee),
        currency: q.currency,
        description:
          q.governmentFeeBasis === 'fixed'
            ? c('table.plusGovernmentFee', {
                amount: formatMoney(q.governmentFee, q.currency, locale),
              })
            : q.governmentFeeBasis === 'none'
              ? c('table.noGovernmentFee')
              : c('table.plusGovernmentFeeAtCost'),
      };
    }),
  });
}
