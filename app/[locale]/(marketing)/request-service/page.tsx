import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { serviceTitleMessages } from '@/components/public-forms/catalogue-messages';
import { ServiceRequestForm } from '@/components/public-forms/service-request-form';
import { Link } from '@/components/ui/link';
import { offerings } from '@/lib/catalogue/catalogue';
import { siteConfig } from '@/lib/config/site';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { hasWizard, offeringPath } from '@/lib/site/offering-paths';
import { paths } from '@/lib/site/paths';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/request-service'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'RequestService' });
  return pageMetadata({
    locale,
    path: paths.requestService,
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** Where each offering that can be ordered online starts, for the form to point there instead. */
const orderable = Object.fromEntries(
  offerings.filter(hasWizard).map((o) => [`${o.jurisdiction}:${o.service}`, offeringPath(o)]),
);

/**
 * /request-service: prerendered once, without the query; the form (a client island) reads the
 * service and country the link named (?service=…&country=…) and fills them in.
 */
export default async function RequestServicePage({
  params,
}: PageProps<'/[locale]/request-service'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('RequestService');
  const messages = await getMessages();
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="request-form-heading">
          <h2 id="request-form-heading" className="mb-6 text-2xl font-bold tracking-tight">
            {t('formHeading')}
          </h2>
          <NextIntlClientProvider
            locale={locale}
            messages={{
              RequestService: messages.RequestService,
              Captcha: messages.Captcha,
              Catalogue: serviceTitleMessages(messages, { jurisdictions: true }),
            }}
          >
            <ServiceRequestForm orderable={orderable} />
          </NextIntlClientProvider>
        </section>
        <aside aria-labelledby="request-other-ways" className="bg-brand-50 h-fit rounded-xl p-6">
          <h2 id="request-other-ways" className="text-xl font-bold">
            {t('otherWaysHeading')}
          </h2>
          <p className="mt-2 text-slate-700">{t('otherWays')}</p>
          <p className="mt-4">
            <Link href="/contact" className="text-brand-700 font-semibold underline">
              {t('contactLink')}
            </Link>
          </p>
          <p className="mt-2">
            <a
              href={siteConfig.contact.phoneHref}
              className="text-brand-700 font-semibold underline underline-offset-4"
            >
              {siteConfig.contact.phone}
            </a>
          </p>
        </aside>
      </div>
    </>
  );
}
