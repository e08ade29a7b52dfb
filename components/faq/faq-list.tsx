'use client';

import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';

export type FaqListItem = { id: string; question: string; answerHtml: string };

/**
 * One category's questions as an accordion in which only one answer is open at a time
 * (Radix: arrow keys, Home and End move between questions; Enter and Space open them).
 * Answers arrive already sanitised by the server (lib/faq/sanitize.ts); this only shows them.
 */
export function FaqList({ items, headingLevel = 3 }: { items: FaqListItem[]; headingLevel?: 2 | 3 | 4 }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      data-testid="faq-list"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} data-testid="faq-item">
          <Accordion.Header asChild>
            <Heading level={headingLevel}>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-slate-50">
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700">
            <div
              className="faq-answer space-y-3 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
              dangerouslySetInnerHTML={{ __html: item.answerHtml }}
            />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function Heading({ level, children, ...props }: { level: 2 | 3 | 4; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag {...props}>{children}</Tag>;
}
