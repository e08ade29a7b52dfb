import { getTranslations } from 'next-intl/server';
import { FaqSection } from '@/components/faq/faq-section';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { absoluteUrl } from '@/lib/seo/urls';

/** The most common questions (one category, so no tabs) and a link to the full FAQ. */
export async function HomeFaqSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('Home.faq');
  return (
    <section aria-labelledby="home-faq-title" data-testid="home-faq" className="mx-auto max-w-3xl px-4 py-16">
      <h2 id="home-faq-title" className="text-3xl font-bold tracking-tight">
        {t('heading')}
      </h2>
      <p className="mt-3 mb-8 text-muted">{t('intro')}</p>
      <FaqSection locale={locale} categoryIds={['general']} headingLevel={3} jsonLdUrl={absoluteUrl('/', locale)} />
      <Link href="/faq" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
        {t('seeAll')}
      </Link>
    </section>
  );
}
