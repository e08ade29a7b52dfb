import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QuoteRequestPage } from '@/components/quotes/request-page';
import { requireUser } from '@/lib/auth/guards';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { isQuotable, type QuotedService } from '@/lib/quotes/services';
import { paths, requestQuotePath } from '@/lib/site/paths';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Signed in, per user (their companies): never prerendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Quotes.request' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /request-quote?service=businessLicensing&country=nigeria: a quoted service's request (issue 35). */
export default async function RequestQuotePage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const { service, country } = await searchParams;
  const offered =
    typeof service === 'string' && typeof country === 'string' && isQuotable(service, country)
      ? { service: service as QuotedService, jurisdiction: country }
      : null;
  // Signed out: sign in, then back here with the same service and country.
  const user = await requireUser(locale, offered ? requestQuotePath(offered) : paths.requestQuote);
  return <QuoteRequestPage locale={locale} userId={user.id} offered={offered} />;
}
