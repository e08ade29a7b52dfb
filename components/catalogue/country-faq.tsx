import { getTranslations } from 'next-intl/server';
import { FaqAccordion } from '@/components/faq/faq-accordion';
import type { Locale } from '@/lib/i18n/locales';

export type FaqEntry = { q: string; a: string };

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * A country's questions through the shared FAQ accordion. Our answers are plain text from the
 * message files, so they are escaped (not sanitised) into the accordion's HTML field.
 */
export async function CountryFaq({
  id,
  title,
  entries,
  locale,
}: {
  id: string;
  title: string;
  entries: FaqEntry[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Countries' });
  const items = entries.map((entry, index) => ({
    id: `${id}-${index + 1}`,
    question: entry.q,
    answerHtml: `<p>${escapeHtml(entry.a)}</p>`,
  }));
  return (
    <FaqAccordion categories={[{ id, title, items }]} tabsLabel={t('faqTabs')} headingLevel={3} />
  );
}
