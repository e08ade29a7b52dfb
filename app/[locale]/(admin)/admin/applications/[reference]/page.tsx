import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApplicationView } from '@/components/admin/application/application-view';
import { RecordCompany } from '@/components/companies/record-company';
import { StaffQuotePanel } from '@/components/quotes/staff-quote-panel';
import { isCountryCode } from '@/lib/catalogue/jurisdictions';
import { currencyOfCountry, findApplicationQuotes } from '@/lib/quotes/queries';
import { QUOTE_FLOW } from '@/lib/quotes/services';
import { findCompanyOfApplication } from '@/lib/companies/queries';
import { asUser } from '@/lib/db/rls';
import { getStaffApplication } from '@/lib/applications/admin-queries';
import { requireAdmin } from '@/lib/auth/guards';
import { pageLocale, toLocale } from '@/lib/i18n/locale';

type PageProps = { params: Promise<{ locale: string; reference: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, reference } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Admin.application' });
  return {
    title: t('metaTitle', { reference: decodeURIComponent(reference) }),
    robots: { index: false, follow: false },
  };
}

export default async function AdminApplicationPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  const { reference } = await params;
  const view = await getStaffApplication(admin.id, decodeURIComponent(reference));
  if (!view) notFound();
  const company = await asUser(admin.id, (tx) => findCompanyOfApplication(tx, view.application.id));
  // A quoted request (issue 35): its quotes and the form that sends one.
  const app = view.application;
  const quotes =
    app.flow === QUOTE_FLOW && isCountryCode(app.country)
      ? await asUser(admin.id, (tx) => findApplicationQuotes(tx, app.id))
      : null;
  return (
    <>
      <ApplicationView view={view} locale={locale} />
      {quotes && isCountryCode(app.country) ? (
        <StaffQuotePanel
          applicationId={app.id}
          currency={currencyOfCountry(app.country)}
          quotes={quotes}
          canSend={
            app.quote === null &&
            ['submitted', 'in_review', 'awaiting_customer'].includes(app.status)
          }
          locale={locale}
        />
      ) : null}
      <RecordCompany
        locale={locale}
        application={{
          ...view.application,
          data: view.application.data as Record<string, unknown>,
        }}
        company={company}
      />
    </>
  );
}
