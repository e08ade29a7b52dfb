import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorTextsProvider } from '@/components/layout/error-texts';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/layout/toaster';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { toLocale } from '@/lib/i18n/locale';
import { routing } from '@/lib/i18n/routing';
import { isRootLayoutErrorSegment } from '@/lib/config/harness';
import { siteConfig } from '@/lib/config/site';
import '@/app/globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteConfig.url),
    title: {
      default: t('title', { brand: siteConfig.name }),
      template: t('titleTemplate', { brand: siteConfig.name }),
    },
    description: t('description'),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) {
    if (isRootLayoutErrorSegment(locale))
      throw new Error('Deliberate root layout error for the end-to-end tests');
    notFound();
  }
  setRequestLocale(locale);

  const t = await getTranslations('Nav');
  const errorTexts = await getTranslations('Error');
  const unavailableTexts = await getTranslations('Unavailable');

  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        {/* No next-intl client provider here: public pages stay free of its message parser. Areas
            whose client components translate (sign-in, wizards, forms) provide their own. */}
        <ErrorTextsProvider
          texts={{
            title: errorTexts('title'),
            body: errorTexts('body'),
            retry: errorTexts('retry'),
            home: errorTexts('home'),
            unavailable: { title: unavailableTexts('heading'), body: unavailableTexts('body') },
          }}
        >
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <Toaster />
          <ScrollToTop />
          <ServiceWorkerRegistration />
        </ErrorTextsProvider>
        <OrganizationJsonLd />
      </body>
    </html>
  );
}
