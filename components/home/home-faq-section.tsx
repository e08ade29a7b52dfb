import { getTranslations } from 'next-intl/server';
import { FaqList } from '@/components/faq/faq-list';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getFaq } from '@/lib/faq/faq-content';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/ui/link';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';

/** The most common questions (one category, so no tabs) and a link to the full FAQ. */
export async function HomeFaqSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('Home.faq');
  // FaqList directly, not FaqSection: one category needs no tabs, and their code stays off the home page.
  const [general] = await getFaq(locale, ['general']);
  return (
    <section
      aria-labelledby="home-faq-title"
      data-testid="home-faq"
      className="render-later mx-auto max-w-3xl px-4 py-16"
    >
      <h2 id="home-faq-title" className="text-3xl font-bold tracking-tight">
        {t('heading')}
      </h2>
      <p className="text-muted mt-3 mb-8">{t('intro')}</p>
      {general ? (
        <>
          <FaqList items={general.items} group={general.id} headingLevel={3} />
          <JsonLdScript data={faqPageJsonLd(general.items, absoluteUrl('/', locale))} />
        </>
      ) : null}
      <Link
        href="/faq"
        className="text-brand-700 mt-6 inline-block font-semibold underline-offset-4 hover:underline"
      >
        {t('seeAll')}
      </Link>
    </section>
  );
}
