import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { formationPrefill, isFormationFlow } from '@/lib/companies/formation';
import { recordFormedCompanyAction } from '@/lib/companies/actions';
import { EMPTY_COMPANY } from '@/lib/companies/prefill';
import type { Company } from '@/lib/companies/queries';
import type { Locale } from '@/lib/i18n/locales';
import { adminCompanyPath } from '@/lib/site/paths';
import { CompaniesMessages } from './companies-provider';
import { CompanyForm } from './company-form';
import { companyLabels } from './labels';

/**
 * On a formation's console page: the company it produced, or the form that records it
 * (prefilled from the customer's answers), to fill before the application can be completed.
 */
export async function RecordCompany({
  locale,
  application,
  company,
}: {
  locale: Locale;
  application: { id: string; flow: string; status: string; data: Record<string, unknown> };
  company: Company | null;
}) {
  if (!isFormationFlow(application.flow)) return null;
  const t = await getTranslations({ locale, namespace: 'Companies.admin.record' });
  if (company)
    return (
      <section aria-labelledby="record-company" className="mx-auto mt-8 max-w-5xl space-y-2">
        <h2 id="record-company" className="text-ink text-xl font-semibold">
          {t('heading')}
        </h2>
        <p role="status" className="text-slate-700">
          {t('recorded', { name: company.legalName, number: company.registryNumber })}{' '}
          <Link href={adminCompanyPath(company.id)} className="text-brand-700 underline">
            {t('view')}
          </Link>
        </p>
      </section>
    );
  if (['completed', 'rejected', 'cancelled'].includes(application.status)) return null;
  const prefill = formationPrefill(application.flow, application.data);
  return (
    <section aria-labelledby="record-company" className="mt-8 space-y-3">
      <h2 id="record-company" className="text-ink text-xl font-semibold">
        {t('heading')}
      </h2>
      <p className="max-w-3xl text-slate-700">{t('intro')}</p>
      <CompaniesMessages>
        <CompanyForm
          initial={{ ...EMPTY_COMPANY, ...prefill }}
          extra={{ applicationId: application.id }}
          action={recordFormedCompanyAction}
          submitLabel={t('submit')}
          done={null}
          labels={companyLabels(locale)}
        />
      </CompaniesMessages>
    </section>
  );
}
