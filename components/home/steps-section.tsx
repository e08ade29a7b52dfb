import { getTranslations } from 'next-intl/server';

const steps = ['select', 'filing', 'documents'] as const;

/** How it works, in three steps. */
export async function StepsSection() {
  const t = await getTranslations('Home.steps');
  return (
    <section
      aria-labelledby="home-steps-title"
      data-testid="home-steps"
      className="render-later mx-auto max-w-6xl px-4 py-16"
    >
      <h2 id="home-steps-title" className="text-3xl font-bold tracking-tight">
        {t('heading')}
      </h2>
      <p className="text-muted mt-3 max-w-2xl">{t('intro')}</p>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map((key, index) => (
          <li key={key} className="rounded-xl border border-slate-200 p-6">
            <span
              aria-hidden="true"
              className="bg-brand-700 flex size-10 items-center justify-center rounded-full font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`items.${key}.title`)}</h3>
            <p className="mt-2 text-slate-700">{t(`items.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
