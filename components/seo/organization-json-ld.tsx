import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { organizationJsonLd } from '@/lib/seo/json-ld';

/** The site-wide Organization JSON-LD, rendered once by the locale layout. */
export async function OrganizationJsonLd() {
  const locale = await getLocale();
  const t = await getTranslations('Metadata');
  return <JsonLdScript data={organizationJsonLd(locale, t('description'))} />;
}
