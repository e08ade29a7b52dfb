import type { ReactNode } from 'react';

/** The title block at the top of a content page. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-brand-50 border-b border-slate-200">
      <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
        <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </header>
  );
}
