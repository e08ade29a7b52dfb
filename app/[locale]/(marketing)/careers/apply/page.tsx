import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ApplicationForm } from '@/components/public-forms/career-application-form';
import { PageHeader } from '@/components/content/page-header';
import { careerOpenings } from '@/lib/public-forms/careers/openings';
import { OPEN_APPLICATION } from '@/lib/public-forms/careers/options';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { Link } from '@/components/ui/link';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/careers/apply'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'CareerApply' });
  return pageMetadata({
    locale,
    path: '/careers/apply',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** Prerendered shell; the application form (with the captcha) is the only client island. */
export default async function CareerApplyPage({ params }: PageProps<'/[locale]/careers/apply'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('CareerApply');
  const careers = await getTranslations('Careers');
  const messages = await getMessages();
  const openings = [
    ...careerOpenings.map((opening) => ({
      id: opening.id,
      title: careers(`openings.${opening.id}.title`),
    })),
    { id: OPEN_APPLICATION, title: t('openApplication') },
  ];
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')}>
        <Link
          href="/careers"
          className="text-brand-700 mt-4 inline-block font-semibold underline underline-offset-4"
        >
          {t('backToOpenings')}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <NextIntlClientProvider
          locale={locale}
          messages={{ CareerApply: messages.CareerApply, Captcha: messages.Captcha }}
        >
          <ApplicationForm openings={openings} />
        </NextIntlClientProvider>
      </div>
    </>
  );
}
