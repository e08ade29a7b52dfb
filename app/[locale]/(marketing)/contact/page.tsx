import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { ContactForm } from '@/components/public-forms/contact-form';
import { serviceTitleMessages } from '@/components/public-forms/catalogue-messages';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/config/site';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return pageMetadata({
    locale,
    path: '/contact',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** Prerendered shell; the form (with the captcha) is the only client island. */
export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Contact');
  const messages = await getMessages();
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold tracking-tight">
            {t('formHeading')}
          </h2>
          <NextIntlClientProvider
            locale={locale}
            messages={{
              Contact: messages.Contact,
              Captcha: messages.Captcha,
              Catalogue: serviceTitleMessages(messages),
            }}
          >
            <ContactForm />
          </NextIntlClientProvider>
        </section>
        <aside aria-labelledby="contact-other-ways" className="bg-brand-50 h-fit rounded-xl p-6">
          <h2 id="contact-other-ways" className="text-xl font-bold">
            {t('otherWaysHeading')}
          </h2>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="text-muted text-sm font-medium">{t('callUs')}</dt>
              <dd>
                <a
                  href={siteConfig.contact.phoneHref}
                  className="text-brand-700 font-semibold underline underline-offset-4"
                >
                  {siteConfig.contact.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-muted text-sm font-medium">{t('emailUs')}</dt>
              <dd>
                <a
                  href={`mailto:${siteConfig.contact.email}`}
                  className="text-brand-700 font-semibold break-all underline underline-offset-4"
                >
                  {siteConfig.contact.email}
                </a>
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-slate-700">{t('hours')}</p>
        </aside>
      </div>
    </>
  );
}
