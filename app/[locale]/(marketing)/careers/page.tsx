import { MapPin } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { careerOpenings } from '@/lib/public-forms/careers/openings';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { Link } from '@/components/ui/link';
import { pageMetadata } from '@/lib/seo/metadata';
import { buttonClass } from '@/components/ui/button';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/careers'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Careers' });
  return pageMetadata({
    locale,
    path: '/careers',
    title: t('title'),
    description: t('description'),
  });
}

export default async function CareersPage({ params }: PageProps<'/[locale]/careers'>) {
  await pageLocale(params);
  const t = await getTranslations('Careers');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <h2 className="text-2xl font-bold tracking-tight">{t('openingsHeading')}</h2>
        <ul className="mt-6 space-y-6">
          {careerOpenings.map((opening) => (
            <li
              key={opening.id}
              data-testid="career-opening"
              className="rounded-xl border border-slate-200 p-6"
            >
              <article aria-labelledby={`opening-${opening.id}`}>
                <h3 id={`opening-${opening.id}`} className="text-xl font-semibold">
                  {t(`openings.${opening.id}.title`)}
                </h3>
                <p className="text-muted mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span>{t(`openings.${opening.id}.team`)}</span>
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-4" />
                    {t(`locations.${opening.location}`)}
                  </span>
                  <span>{t(`types.${opening.type}`)}</span>
                </p>
                <p className="mt-4 text-slate-700">{t(`openings.${opening.id}.summary`)}</p>
                <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
                  {(t.raw(`openings.${opening.id}.duties`) as string[]).map((duty) => (
                    <li key={duty}>{duty}</li>
                  ))}
                </ul>
                <Link
                  href={{ pathname: '/careers/apply', query: { opening: opening.id } }}
                  className={buttonClass({ size: 'lg', className: 'mt-5' })}
                >
                  {t('apply')}
                  <span className="sr-only">: {t(`openings.${opening.id}.title`)}</span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
        <section
          aria-labelledby="careers-open-application"
          className="bg-brand-50 mt-12 rounded-xl p-6"
        >
          <h2 id="careers-open-application" className="text-xl font-bold">
            {t('openApplicationHeading')}
          </h2>
          <p className="mt-2 text-slate-700">{t('openApplicationBody')}</p>
          <Link
            href="/careers/apply"
            className="text-brand-700 mt-4 inline-block font-semibold underline underline-offset-4"
          >
            {t('openApplicationCta')}
          </Link>
        </section>
      </div>
    </>
  );
}
