import type { ReactNode } from 'react';
import { ChevronDown } from '@/components/ui/icons';

export type FaqListItem = { id: string; question: string; answerHtml: string };

/**
 * One category's questions as an accordion in which only one answer is open at a time. It is
 * the platform's own: <details> elements sharing a `name` form an exclusive group, open and
 * close with Enter or Space on their summary, work before (and without) JavaScript and cost no
 * bytes of it — public pages stay close to a bare page. Answers arrive already sanitised by the
 * server (lib/faq/sanitize.ts); this only shows them.
 */
export function FaqList({
  items,
  group,
  headingLevel = 3,
}: {
  items: FaqListItem[];
  /** Names the exclusive group; unique on the page. */
  group: string;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="faq-list">
      {items.map((item) => (
        <details key={item.id} name={`faq-${group}`} className="group" data-testid="faq-item">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <Heading level={headingLevel}>{item.question}</Heading>
            <ChevronDown className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <div
            className="faq-answer space-y-3 px-5 pb-5 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: item.answerHtml }}
          />
        </details>
      ))}
    </div>
  );
}

function Heading({ level, children }: { level: 2 | 3 | 4; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className="text-base">{children}</Tag>;
}
