import { FaqList, type FaqListItem } from '@/components/faq/faq-list';
import { FaqTabs } from '@/components/faq/faq-tabs';

/**
 * The FAQ display used across the site: category tabs only when there is more than one
 * category (the first selected), and an accordion with one answer open at a time. A server
 * component, so a page with a single category never loads the tabs' code. Pass answers already
 * sanitised on the server (lib/faq/faq-content.ts or lib/faq/sanitize.ts).
 */
export function FaqAccordion({
  categories,
  tabsLabel,
  headingLevel = 3,
}: {
  categories: Array<{ id: string; title: string; items: FaqListItem[] }>;
  tabsLabel: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const [only] = categories;
  if (!only) return null;
  if (categories.length === 1) return <FaqList items={only.items} group={only.id} headingLevel={headingLevel} />;
  return <FaqTabs categories={categories} label={tabsLabel} headingLevel={headingLevel} />;
}
