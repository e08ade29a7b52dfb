import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountNav } from '@/components/account/account-nav';
import { CompanyForm } from '@/components/companies/company-form';
import { CompanyView } from '@/components/companies/company-view';
import { CompanyOffice } from '@/components/mailroom/company-office';
import { CompanySubscriptions } from '@/components/subscriptions/company-subscriptions';
import { companyLabels } from '@/components/companies/labels';
import { RegistersPanel } from '@/components/companies/registers-panel';
import { MinutesPanel } from '@/components/companies/minutes-panel';
import { ResolutionsPanel } from '@/components/companies/resolutions-panel';
import { requireUser } from '@/lib/auth/guards';
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
import { findCompanyOffice } from '@/lib/mailroom/queries';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { accountCompanyPath } from '@/lib/site/paths';
import { listCompanySubscriptions } from '@/lib/subscriptions/queries';

type PageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ asAt?: string | string[] }>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Companies.view' });
  // The name stays out of the title: another customer's id must reveal nothing.
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function AccountCompanyPage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const user = await requireUser(locale, accountCompanyPath(id));
  // Another customer's company, or none: the same 404.
  const page = await asUser(user.id, async (tx) => {
    const found = await findCompanyPage(tx, id);
    return (
      found && {
        ...found,
        records: (await obligationRecords(tx, [id])).get(id),
        subscriptions: await listCompanySubscriptions(tx, id),
        office: await findCompanyOffice(tx, id),
        history: await registerHistory(tx, id),
        resolutions: await listResolutions(tx, id),
        minutes: await listMinutes(tx, id),
      }
    );
  });
  if (!page) notFound();
  const today = todayIso();
  const asAt = asAtOf((await searchParams).asAt, today);
  const t = await getTranslations({ locale, namespace: 'Companies.form' });
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-12">
      <AccountNav locale={locale} current="companies" />
      <CompanyView
        locale={locale}
        company={page.company}
        documents={page.documents}
        today={today}
        records={page.records}
        owner
      >
        <CompanyForm
          initial={{
            ...formValuesOf(page.company),
            remindersEnabled: page.company.remindersEnabled,
          }}
          extra={{ companyId: page.company.id }}
          action={updateCompanyAction}
          submitLabel={t('save')}
          labels={companyLabels(locale)}
        />
      </CompanyView>
      <CompanySubscriptions
        locale={locale}
        companyId={page.company.id}
        jurisdiction={page.company.jurisdiction}
        subscriptions={page.subscriptions}
      />
      {page.office ? (
        <CompanyOffice
          locale={locale}
          jurisdiction={page.company.jurisdiction}
          office={page.office}
        />
      ) : null}
      <RegistersPanel
        locale={locale}
        company={page.company}
        history={page.history}
        asAt={asAt}
        today={today}
        owner
      />
      <ResolutionsPanel
        locale={locale}
        company={page.company}
        history={page.history}
        resolutions={page.resolutions}
        today={today}
        owner
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
    </section>
  );
}
