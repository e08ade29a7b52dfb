import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountNav } from '@/components/account/account-nav';
import { ApplicationView } from '@/components/account/application-view';
import { QuotePanel } from '@/components/quotes/quote-panel';
import { getAccountApplication } from '@/lib/account/queries';
import { requireUser } from '@/lib/auth/guards';
import { asUser } from '@/lib/db/rls';
import { findApplicationQuotes } from '@/lib/quotes/queries';
import { QUOTE_FLOW } from '@/lib/quotes/services';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { accountApplicationPath } from '@/lib/site/paths';

type PageProps = { params: Promise<{ locale: string; reference: string }> };

// A personal page: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Account.application' });
  // The reference stays out of the title: another customer's reference must reveal nothing.
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function AccountApplicationPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const { reference: raw } = await params;
  const reference = decodeURIComponent(raw);
  const user = await requireUser(locale, accountApplicationPath(reference));
  // Another customer's application, or none: the same 404.
  const application = await getAccountApplication(user.id, reference);
  if (!application) notFound();
  // A quoted request (issue 35): its quote, which the customer accepts before paying.
  const quotes =
    application.flow === QUOTE_FLOW
      ? await asUser(user.id, (tx) => findApplicationQuotes(tx, application.id))
      : null;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-12">
      <AccountNav locale={locale} current="application" />
      <ApplicationView
        locale={locale}
        application={application}
        quote={
          quotes ? <QuotePanel quotes={quotes} request={application.data} locale={locale} /> : null
        }
      />
    </section>
  );
}
