import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

/**
 * A wide table's horizontal scroller. On narrow screens it scrolls, so it is a labelled region
 * that takes keyboard focus (arrow keys scroll it), as WCAG and axe's scrollable-region rule ask.
 */
export function TableScroller({
  label,
  className,
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
      // relative: the screen-reader-only texts in cells (absolutely placed) stay inside the
      // scroller; without it they hang off the table's far edge and the whole page scrolls sideways.
      className={cx('relative overflow-x-auto rounded-lg border border-slate-200', className)}
    >
      {children}
    </div>
  );
}

export type TableAlign = 'start' | 'center' | 'end';

// Cells are aligned from the table, not one by one: a price table has hundreds of cells, each
// written in the HTML and again in the RSC payload. 'end' is .price-table's own (figures).
const aligns: Record<TableAlign, string | undefined> = {
  start: '[&_td]:text-left [&_th]:text-left',
  center: '[&_td]:text-center [&_thead_th:not(:first-child)]:text-center',
  end: undefined,
};

/**
 * A data table with its caption, in a scroller labelled by the caption. Caption, header, rows and
 * cells are styled once by .price-table (app/globals.css): children are plain thead, tbody, tr,
 * th (with scope) and td, with no class of their own. `align` sets the cells' alignment: 'end'
 * for figures (the default), 'start' for words, 'center' for marks; `className` the table's
 * width (`min-w-[44rem]`; the default minimum is 40rem).
 */
export function Table({
  caption,
  align = 'end',
  className,
  scrollerClassName,
  children,
  ...props
}: Omit<ComponentProps<'table'>, 'align'> & {
  caption: string;
  align?: TableAlign;
  scrollerClassName?: string;
}) {
  return (
    <TableScroller label={caption} className={scrollerClassName}>
      <table className={cx('price-table', aligns[align], className)} {...props}>
        <caption>{caption}</caption>
        {children}
      </table>
    </TableScroller>
  );
}
