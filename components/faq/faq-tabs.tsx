'use client';

import { Tabs } from 'radix-ui';
import { FaqList, type FaqListItem } from '@/components/faq/faq-list';

/**
 * Category tabs over the FAQ, the first selected (arrow keys move between tabs). Each
 * category's questions form their own exclusive group.
 */
export function FaqTabs({
  categories,
  label,
  headingLevel,
}: {
  categories: Array<{ id: string; title: string; items: FaqListItem[] }>;
  label: string;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <Tabs.Root defaultValue={categories[0]?.id}>
      <Tabs.List aria-label={label} className="mb-6 flex flex-wrap gap-2">
        {categories.map((category) => (
          <Tabs.Trigger
            key={category.id}
            value={category.id}
            className="rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            {category.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map((category) => (
        <Tabs.Content key={category.id} value={category.id}>
          <FaqList items={category.items} group={category.id} headingLevel={headingLevel} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
