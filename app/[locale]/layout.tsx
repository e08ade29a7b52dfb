import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/layout/toaster';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { routing } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site/config';
import '@/app/globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as 'en', namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteConfig.url),
    title: {
      default: t('title', { brand: siteConfig.name }),
      template: t('titleTemplate', { brand: siteConfig.name }),
    },
    description: t('description'),
  };
}

/** Only the namespaces that client components read are sent to the browser. */
const clientNamespaces = ['Error', 'Common'] as const;

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const messages = await getMessages();
  const clientMessages = Object.fromEntries(clientNamespaces.map((ns) => [ns, messages[ns]]));
  const t = await getTranslations('Nav');

  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <Toaster />
          <ScrollToTop />
          <ServiceWorkerRegistration />
        </NextIntlClientProvider>
        <OrganizationJsonLd />
      </body>
    </html>
  );
}
