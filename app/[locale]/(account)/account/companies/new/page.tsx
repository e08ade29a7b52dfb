import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountNav } from '@/components/account/account-nav';
import { CompanyForm } from '@/components/companies/company-form';
import { companyLabels } from '@/components/companies/labels';
import { requireUser } from '@/lib/auth/guards';
import { addCompanyAction } from '@/lib/companies/actions';
import { prefillFromQuery } from '@/lib/companies/prefill';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { localisedPath } from '@/lib/i18n/paths';
import { paths } from '@/lib/site/paths';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Companies.new' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Add a company formed elsewhere; the public tool's "Track this company" lands here with its figures. */
export default async function NewCompanyPage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const search = await searchParams;
  const query = new URLSearchParams(
    Object.entries(search).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
  ).toString();
  await requireUser(locale, `${paths.accountNewCompany}${query ? `?${query}` : ''}`);
  const t = await getTranslations({ locale, namespace: 'Companies.new' });
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-12">
      <AccountNav locale={locale} current="companies" />
      <div className="mt-8 space-y-6">
        <h1 className="text-ink text-3xl font-bold">{t('heading')}</h1>
        <p className="max-w-2xl text-slate-700">{t('intro')}</p>
        <CompanyForm
          initial={prefillFromQuery(search)}
          action={addCompanyAction}
          submitLabel={t('submit')}
          done={{ pathPrefix: localisedPath(paths.accountCompanies, locale) }}
          labels={companyLabels(locale)}
        />
      </div>
    </section>
  );
}
