import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { toLocale } from '@/lib/i18n/locale';

export type CataloguePageKey =
  | 'pricing'
  | 'compare'
  | 'selectJurisdiction'
  | 'services'
  | 'servicesOthers'
  | 'trademark'
  | 'businessRegistration'
  | 'nigeria'
  | 'ghana'
  | 'usa'
  | 'uk'
  | 'canada'
  | 'southAfrica'
  | 'entityTypeSelection'
  | 'usaEntitySelection'
  | 'nigeriaEnterprisePricing'
  | 'nigeriaNonprofitPricing'
  | 'nigeriaCompanyPricing'
  | 'understandingShareCapital';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** Title, description, canonical and alternates of a catalogue page (texts under `Catalogue.meta`). */
export async function catalogueMetadata(
  { params }: LocaleParams,
  key: CataloguePageKey,
  path: string,
): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  return pageMetadata({
    locale,
    path,
    title: t(`meta.${key}.title`),
    description: t(`meta.${key}.description`),
  });
}
