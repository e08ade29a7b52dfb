import type { ComponentProps } from 'react';
import { cx } from './cx';

/** The look of a whole form's error message (a field's own error is FieldError's). */
export function errorAlertClass(className?: string): string {
  return cx(
    'rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800',
    className,
  );
}

/** A form's error message, announced as it appears. `className` adds layout only. */
export function ErrorAlert({ className, ...props }: ComponentProps<'div'>) {
  return <div role="alert" className={errorAlertClass(className)} {...props} />;
}
