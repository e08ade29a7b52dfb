import type { ReactNode } from 'react';

/**
 * Under a calculator: the result's heading, what a screen reader hears when the result changes
 * (`status`, empty while there is none), then the result, or what to do to get one.
 */
export function ResultSection({
  id,
  heading,
  status,
  className = 'flex flex-col gap-4',
  children,
}: {
  id: string;
  heading: string;
  status: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-ink text-2xl font-bold">
        {heading}
      </h2>
      <p role="status" className="sr-only">
        {status}
      </p>
      {children}
    </section>
  );
}

/** The tax a one-figure calculator arrives at, the line that closes its working. */
export function TaxTotal({
  label,
  amount,
  testId,
}: {
  label: string;
  amount: string;
  testId: string;
}) {
  return (
    <p className="flex max-w-md justify-between border-t border-slate-300 pt-2 text-lg font-semibold">
      <span>{label}</span>
      <span className="tabular-nums" data-testid={testId}>
        {amount}
      </span>
    </p>
  );
}
