import { FaqList } from '@/components/faq/faq-list';

export type FaqEntry = { q: string; a: string };

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * A country's questions through the shared FAQ list (one category: no tabs). Our answers are
 * plain text from the message files, so they are escaped (not sanitised) into its HTML field.
 */
export function CountryFaq({ id, entries }: { id: string; entries: FaqEntry[] }) {
  const items = entries.map((entry, index) => ({
    id: `${id}-${index + 1}`,
    question: entry.q,
    answerHtml: `<p>${escapeHtml(entry.a)}</p>`,
  }));
  return <FaqList items={items} group={id} headingLevel={3} />;
}
