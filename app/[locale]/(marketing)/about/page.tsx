import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { ProseSections, type ProseSection } from '@/components/content/prose-sections';
import { SafeImage } from '@/components/images/safe-image';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { Link } from '@/components/ui/link';
import { pageMetadata } from '@/lib/seo/metadata';
import team from '@/public/images/about-team.png';
import { buttonClass } from '@/components/ui/button';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/about'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'About' });
  return pageMetadata({ locale, path: '/about', title: t('title'), description: t('description') });
}

const values = ['transparent', 'local', 'online', 'human'] as const;

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  await pageLocale(params);
  const [t, common] = await Promise.all([getTranslations('About'), getTranslations('Common')]);
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <ProseSections sections={t.raw('sections') as ProseSection[]} />
        <SafeImage
          src={team}
          alt={t('imageAlt')}
          placeholder="blur"
          sizes="(min-width: 896px) 864px, 100vw"
          className="mt-12 h-auto w-full rounded-2xl"
          fallbackLabel={common('loading')}
        />
        <section aria-labelledby="about-values" className="mt-12">
          <h2 id="about-values" className="text-2xl font-bold tracking-tight">
            {t('valuesHeading')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {values.map((key) => (
              <li key={key} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold">{t(`values.${key}.title`)}</h3>
                <p className="mt-2 text-slate-700">{t(`values.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-12 flex flex-wrap gap-4">
          <Link href="/careers" className={buttonClass({ size: 'lg' })}>
            {t('careersCta')}
          </Link>
          <Link href="/contact" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {t('contactCta')}
          </Link>
        </div>
      </div>
    </>
  );
}
