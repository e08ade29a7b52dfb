import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CompaniesMessages } from '@/components/companies/companies-provider';
import { CompanyForm } from '@/components/companies/company-form';
import { CompanyView } from '@/components/companies/company-view';
import { companyLabels } from '@/components/companies/labels';
import { RegistersPanel } from '@/components/companies/registers-panel';
import { MinutesPanel } from '@/components/companies/minutes-panel';
import { ResolutionsPanel } from '@/components/companies/resolutions-panel';
import { VerifyButton } from '@/components/companies/verify-button';
import { requireAdmin } from '@/lib/auth/guards';
import { updateCompanyAction } from '@/lib/companies/actions';
import { formValuesOf } from '@/lib/companies/prefill';
import { obligationRecords } from '@/lib/companies/obligations';
import { findCompanyPage } from '@/lib/companies/queries';
import { listMinutes } from '@/lib/companies/minutes-records';
import { registerHistory } from '@/lib/companies/register-entries';
import { listResolutions } from '@/lib/companies/resolution-records';
import { asAtOf } from '@/lib/companies/registers';
import { todayIso } from '@/lib/config/clock';
import { asUser } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { paths } from '@/lib/site/paths';

type PageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ asAt?: string | string[] }>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Companies.view' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Staff's view of a company: the customer's page, "Mark verified" and the edit form. */
export default async function AdminCompanyPage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  const { id } = await params;
  const page = await asUser(admin.id, async (tx) => {
    const found = await findCompanyPage(tx, id);
    return (
      found && {
        ...found,
        records: (await obligationRecords(tx, [id])).get(id),
        history: await registerHistory(tx, id),
        resolutions: await listResolutions(tx, id),
        minutes: await listMinutes(tx, id),
      }
    );
  });
  if (!page) notFound();
  const today = todayIso();
  const asAt = asAtOf((await searchParams).asAt, today);
  const t = await getTranslations({ locale, namespace: 'Companies' });
  return (
    <CompaniesMessages>
      <CompanyView
        locale={locale}
        company={page.company}
        documents={page.documents}
        today={today}
        records={page.records}
        back={{ href: paths.adminCompanies, label: t('admin.heading') }}
        actions={page.company.verifiedAt ? null : <VerifyButton companyId={page.company.id} />}
      >
        <CompanyForm
          initial={{
            ...formValuesOf(page.company),
            remindersEnabled: page.company.remindersEnabled,
          }}
          extra={{ companyId: page.company.id }}
          action={updateCompanyAction}
          submitLabel={t('form.save')}
          labels={companyLabels(locale)}
        />
      </CompanyView>
      {/* Staff read the registers; the owner records in them (issue 34). */}
      <RegistersPanel
        locale={locale}
        company={page.company}
        history={page.history}
        asAt={asAt}
        today={today}
      />
      {/* Staff propose for the customer and resend links, as the owner does (issue 34). */}
      <ResolutionsPanel
        locale={locale}
        company={page.company}
        history={page.history}
        resolutions={page.resolutions}
        today={today}
        staff
      />
      <MinutesPanel
        locale={locale}
        company={page.company}
        history={page.history}
        minutes={page.minutes}
        resolutions={page.resolutions}
        today={today}
        acts
      />
    </CompaniesMessages>
  );
}
