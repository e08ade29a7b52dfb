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
    <div
      className="faq-list divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      data-testid="faq-list"
    >
      {items.map((item) => (
        // Styled by .faq-list in app/globals.css.
        <details key={item.id} name={`faq-${group}`} data-testid="faq-item">
          <summary>
            <Heading level={headingLevel}>{item.question}</Heading>
            <ChevronDown />
          </summary>
          <div className="faq-answer" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        </details>
      ))}
    </div>
  );
}

function Heading({ level, children }: { level: 2 | 3 | 4; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag>{children}</Tag>;
}
