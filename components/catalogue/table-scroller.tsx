import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller. On narrow screens it scrolls, so it is a labelled region
 * that takes keyboard focus (arrow keys scroll it), as WCAG and axe's scrollable-region rule ask.
 */
export function TableScroller({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`overflow-x-auto rounded-lg border border-slate-200 ${className}`}
    >
      {children}
    </div>
  );
}
