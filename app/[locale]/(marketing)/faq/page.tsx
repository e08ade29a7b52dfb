import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { FaqSection } from '@/components/faq/faq-section';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { Link } from '@/components/ui/link';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

export async function generateMetadata({ params }: PageProps<'/[locale]/faq'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Faq' });
  return pageMetadata({ locale, path: '/faq', title: t('title'), description: t('description') });
}

export default async function FaqPage({ params }: PageProps<'/[locale]/faq'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Faq');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <h2 className="sr-only">{t('listHeading')}</h2>
        <FaqSection locale={locale} headingLevel={3} jsonLdUrl={absoluteUrl('/faq', locale)} />
        <p className="mt-10 text-slate-700">
          {t.rich('moreHelp', {
            help: (chunks) => (
              <Link
                href="/help"
                className="text-brand-700 font-semibold underline underline-offset-4"
              >
                {chunks}
              </Link>
            ),
            contact: (chunks) => (
              <Link
                href="/contact"
                className="text-brand-700 font-semibold underline underline-offset-4"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </>
  );
}
