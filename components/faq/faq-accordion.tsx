'use client';

import { ChevronDown } from 'lucide-react';
import { Accordion, Tabs } from 'radix-ui';
import { useState } from 'react';

type Item = { id: string; question: string; answerHtml: string };
type Category = { id: string; title: string; items: Item[] };

/**
 * The FAQ: category tabs (only when there is more than one category, the first selected), and
 * an accordion in which only one answer is open at a time. Answers arrive already sanitised by
 * the server (lib/faq/sanitize.ts); this component only displays them.
 */
export function FaqAccordion({
  categories,
  tabsLabel,
  headingLevel = 3,
}: {
  categories: Category[];
  tabsLabel: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState('');
  const first = categories[0];
  if (!first) return null;

  const list = (category: Category) => (
    <Accordion.Root
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      data-testid="faq-list"
    >
      {category.items.map((item) => (
        <Accordion.Item key={item.id} value={`${category.id}:${item.id}`} data-testid="faq-item">
          <Accordion.Header asChild>
            <Heading level={headingLevel}>
              <Accordion.Trigger
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-slate-50"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700">
            <div className="faq-answer [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 space-y-3" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );

  if (categories.length === 1) return list(first);

  return (
    <Tabs.Root defaultValue={first.id} onValueChange={() => setOpen('')}>
      <Tabs.List aria-label={tabsLabel} className="mb-6 flex flex-wrap gap-2">
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
        <Tabs.Content key={category.id} value={category.id} className="focus-visible:outline-offset-4">
          {list(category)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function Heading({ level, children, ...props }: { level: 2 | 3 | 4; children: React.ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag {...props}>{children}</Tag>;
}
