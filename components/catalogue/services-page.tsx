import { getTranslations } from 'next-intl/server';
import { serviceGroups } from '@/lib/catalogue/services';
import type { Locale } from '@/lib/i18n/locales';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { servicePages } from '@/lib/site/paths';

/** /services: service groups, each with its services and where to read more. */
export async function ServicesPage({ locale }: { locale: Locale }) {
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'Services' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t('intro')}</p>
      <div className="mt-10 space-y-12">
        {serviceGroups.map((group) => (
          <section
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-heading`}
            data-testid={`group-${group.id}`}
          >
            <h2 id={`${group.id}-heading`} className="text-2xl font-bold">
              {c(`groups.${group.id}.title`)}
            </h2>
            <p className="text-muted mt-2 max-w-3xl">{c(`groups.${group.id}.description`)}</p>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.services.map((s) => (
                <li key={s} className="flex flex-col rounded-lg border border-slate-200 p-5">
                  <h3 className="font-semibold">{c(`services.${s}.title`)}</h3>
                  <p className="mt-2 flex-1 text-sm text-slate-700">
                    {c(`services.${s}.description`)}
                  </p>
                  <Link
                    href={servicePages[s]}
                    className="text-brand-700 mt-4 text-sm font-semibold underline"
                  >
                    {t('learnMore', { service: c(`services.${s}.title`) })}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-12 flex flex-wrap gap-4">
        <Link href="/select-jurisdiction" className={buttonClass({ size: 'lg' })}>
          {t('getStarted')}
        </Link>
        <Link href="/pricing" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('viewPricing')}
        </Link>
      </div>
    </div>
  );
}
