import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'brand' | 'info' | 'warning' | 'danger';

// Each pair keeps the text above 7:1 against its background (WCAG AAA for small text).
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-brand-50 text-brand-800',
  info: 'bg-blue-50 text-blue-800',
  warning: 'bg-amber-50 text-amber-900',
  danger: 'bg-red-50 text-red-800',
};

/** A short label on a thing (a status, a tag). Its words say what it means, never its colour alone. */
export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
