import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The frame of a service page (business registration, trademarks): its title and intro, how we
 * do it step by step, then the page's own sections. Texts come from `Services.<group>`.
 */
export async function ServicePage({
  group,
  locale,
  children,
}: {
  group: 'business' | 'trademark';
  locale: Locale;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Services' });
  const steps = t.raw(`${group}.steps`) as string[];
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight">{t(`${group}.title`)}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{t(`${group}.intro`)}</p>
      </header>
      <section aria-labelledby="how">
        <h2 id="how" className="text-2xl font-bold">
          {t(`${group}.howHeading`)}
        </h2>
        <ol className="mt-4 max-w-3xl list-decimal space-y-2 pl-6">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      {children}
    </div>
  );
}
