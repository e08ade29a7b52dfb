import { BookOpen, ChevronDown, Clock, Mail, MessageSquare, Phone } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { HelpSearch } from '@/components/help/help-search';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getFaq } from '@/lib/faq/faq-content';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { Link } from '@/components/ui/link';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/config/site';
import { supportHours } from '@/lib/site/hours';

export async function generateMetadata({ params }: PageProps<'/[locale]/help'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Help' });
  return pageMetadata({ locale, path: '/help', title: t('title'), description: t('description') });
}

export default async function HelpPage({ params }: PageProps<'/[locale]/help'>) {
  const locale = await pageLocale(params);
  const [t, categories] = await Promise.all([getTranslations('Help'), getFaq(locale)]);
  const { contact } = siteConfig;
  const option = 'flex gap-3 rounded-xl border border-slate-200 p-5';
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')}>
        <HelpSearch
          targetId="help-questions"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          noResults={t('noResults')}
          resultsLabel={{ one: t('resultsOne'), other: t('resultsOther') }}
        />
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 lg:grid-cols-3">
        <div id="help-questions" className="lg:col-span-2">
          <h2 className="text-2xl font-bold">{t('questionsHeading')}</h2>
          {categories.map((category) => (
            <section
              key={category.id}
              data-help-group=""
              aria-labelledby={`help-${category.id}`}
              className="mt-8"
            >
              <h3 id={`help-${category.id}`} className="text-brand-800 text-lg font-semibold">
                {category.title}
              </h3>
              {/* Styled by .faq-list (globals.css), like the FAQ accordion; a list, so the search
                  can hide items and screen readers count the matches left. */}
              <ul className="faq-list mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {category.items.map((item) => (
                  <li key={item.id} data-help-item="">
                    <details>
                      <summary>
                        <span>{item.question}</span>
                        <ChevronDown />
                      </summary>
                      {/* Sanitised on the server by lib/faq/sanitize.ts. */}
                      <div
                        className="faq-answer"
                        dangerouslySetInnerHTML={{ __html: item.answerHtml }}
                      />
                    </details>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <aside aria-labelledby="help-contact-title">
          <h2 id="help-contact-title" className="text-2xl font-bold">
            {t('contactHeading')}
          </h2>
          <p className="text-muted mt-2">{t('contactIntro')}</p>
          <ul className="mt-6 space-y-4">
            <li className={option}>
              <Phone aria-hidden="true" className="text-brand-700 mt-1 size-5 shrink-0" />
              <div>
                <h3 className="font-semibold">{t('phoneTitle')}</h3>
                <a href={contact.phoneHref} className="text-brand-700 underline underline-offset-4">
                  {contact.phone}
                </a>
              </div>
            </li>
            <li className={option}>
              <Mail aria-hidden="true" className="text-brand-700 mt-1 size-5 shrink-0" />
              <div>
                <h3 className="font-semibold">{t('emailTitle')}</h3>
                <a
                  href={`mailto:${contact.email}`}
                  className="text-brand-700 underline underline-offset-4"
                >
                  {contact.email}
                </a>
                <p className="text-muted mt-1 text-sm">{t('emailNote')}</p>
              </div>
            </li>
            <li className={option}>
              <MessageSquare aria-hidden="true" className="text-brand-700 mt-1 size-5 shrink-0" />
              <div>
                <h3 className="font-semibold">{t('formTitle')}</h3>
                <Link href="/contact" className="text-brand-700 underline underline-offset-4">
                  {t('formLink')}
                </Link>
              </div>
            </li>
            <li className={option}>
              <BookOpen aria-hidden="true" className="text-brand-700 mt-1 size-5 shrink-0" />
              <div>
                <h3 className="font-semibold">{t('guidesTitle')}</h3>
                <Link href="/blog" className="text-brand-700 underline underline-offset-4">
                  {t('guidesLink')}
                </Link>
              </div>
            </li>
            <li className={option}>
              <Clock aria-hidden="true" className="text-brand-700 mt-1 size-5 shrink-0" />
              <div>
                <h3 className="font-semibold">{t('hoursTitle')}</h3>
                <p data-testid="support-hours">{t('hours', supportHours(locale))}</p>
                <p className="text-muted mt-1 text-sm">{t('hoursNote')}</p>
              </div>
            </li>
          </ul>
        </aside>
      </div>
      <JsonLdScript
        data={faqPageJsonLd(
          categories.flatMap((c) => c.items),
          absoluteUrl('/help', locale),
        )}
      />
    </>
  );
}
