import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { allFaqCategoryIds, faqCategories, type FaqCategoryId } from './faq-categories';
import { faqValues, fillFaqValues } from './faq-values';
import { sanitizeFaqHtml } from './sanitize';

export type FaqItem = { id: string; question: string; answerHtml: string };
export type FaqCategory = { id: FaqCategoryId; title: string; items: FaqItem[] };

/**
 * The FAQ in a locale, limited to some categories (all by default). Answers are sanitised here,
 * on the server, before any component sees them.
 */
export async function getFaq(
  locale: Locale,
  categoryIds: readonly FaqCategoryId[] = allFaqCategoryIds,
): Promise<FaqCategory[]> {
  const t = await getTranslations({ locale, namespace: 'Faq' });
  const values = faqValues(locale);
  return categoryIds.map((id) => ({
    id,
    title: t(`categories.${id}`),
    items: faqCategories[id].map((itemId) => ({
      id: itemId,
      question: t(`items.${itemId}.question`),
      answerHtml: sanitizeFaqHtml(fillFaqValues(t.raw(`items.${itemId}.answer`) as string, values)),
    })),
  }));
}
