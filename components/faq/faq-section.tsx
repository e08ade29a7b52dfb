import { getTranslations } from 'next-intl/server';
import { FaqList } from '@/components/faq/faq-list';
import { FaqTabs } from '@/components/faq/faq-tabs';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import type { FaqCategoryId } from '@/lib/faq/faq-categories';
import { getFaq } from '@/lib/faq/faq-content';
import type { Locale } from '@/lib/i18n/locales';
import { faqPageJsonLd } from '@/lib/seo/json-ld';

/**
 * A server-rendered FAQ block: loads and sanitises the chosen categories, renders them (category
 * tabs only when there is more than one, the first selected), and when asked the FAQPage
 * JSON-LD of exactly the questions shown. The lists are rendered here, on the server; the tabs
 * only switch between them. Importing this module brings the tabs' client code: a page showing
 * one category should render FaqList itself (see HomeFaqSection).
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
  const [categories, t] = await Promise.all([
    getFaq(locale, categoryIds),
    getTranslations({ locale, namespace: 'Faq' }),
  ]);
  return (
    <>
      {categories.length > 1 ? (
        <FaqTabs
          tabs={categories.map(({ id, title }) => ({ id, title }))}
          panels={categories.map((category) => (
            <FaqList
              key={category.id}
              items={category.items}
              group={category.id}
              headingLevel={headingLevel}
            />
          ))}
          label={t('tabsLabel')}
        />
      ) : categories[0] ? (
        <FaqList items={categories[0].items} group={categories[0].id} headingLevel={headingLevel} />
      ) : null}
      {jsonLdUrl ? (
        <JsonLdScript
          data={faqPageJsonLd(
            categories.flatMap((c) => c.items),
            jsonLdUrl,
          )}
        />
      ) : null}
    </>
  );
}
