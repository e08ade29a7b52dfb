import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApplicationView } from '@/components/admin/application/application-view';
import { RecordCompany } from '@/components/companies/record-company';
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
  return (
    <>
      <ApplicationView view={view} locale={locale} />
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
