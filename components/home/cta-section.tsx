import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

const stats = ['application', 'uptime', 'paperless', 'online'] as const;

/** The closing call to action with the service's numbers. */
export async function CtaSection() {
  const t = await getTranslations('Home.cta');
  return (
    <section
      aria-labelledby="home-cta-title"
      data-testid="home-cta"
      className="render-later bg-brand-800 text-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="home-cta-title" className="text-3xl font-bold tracking-tight">
          {t('heading')}
        </h2>
        <p className="text-brand-50 mt-3 max-w-2xl">{t('body')}</p>
        <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((key) => (
            <div key={key} className="rounded-xl bg-white/10 p-5">
              <dt className="text-brand-50 text-sm">{t(`stats.${key}.label`)}</dt>
              <dd className="mt-1 text-3xl font-extrabold">{t(`stats.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
        <Link
          href="/select-jurisdiction"
          className={buttonClass({ variant: 'inverse', size: 'lg', className: 'mt-10' })}
        >
          {t('button')}
        </Link>
      </div>
    </section>
  );
}
