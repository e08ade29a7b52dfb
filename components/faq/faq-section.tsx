import { getTranslations } from 'next-intl/server';
import { FaqAccordion } from '@/components/faq/faq-accordion';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import type { FaqCategoryId } from '@/lib/faq/faq-categories';
import { getFaq } from '@/lib/faq/faq-content';
import type { Locale } from '@/lib/i18n/locales';
import { faqPageJsonLd } from '@/lib/seo/json-ld';

/**
 * A server-rendered FAQ block: loads and sanitises the chosen categories, renders them, and
 * when asked the FAQPage JSON-LD of exactly the questions shown.
 */
export async function FaqSection({
  locale,
  categoryIds,
  headingLevel,
  jsonLdUrl,
}: {
  locale: Locale;
  categoryIds?: readonly FaqCategoryId[];
  headingLevel?: 2 | 3 | 4;
  /** The page URL for the FAQPage JSON-LD; omit on pages that already describe another FAQ. */
  jsonLdUrl?: string;
}) {
  const [categories, t] = await Promise.all([getFaq(locale, categoryIds), getTranslations({ locale, namespace: 'Faq' })]);
  return (
    <>
      <FaqAccordion categories={categories} tabsLabel={t('tabsLabel')} headingLevel={headingLevel} />
      {jsonLdUrl ? <JsonLdScript data={faqPageJsonLd(categories.flatMap((c) => c.items), jsonLdUrl)} /> : null}
    </>
  );
}
