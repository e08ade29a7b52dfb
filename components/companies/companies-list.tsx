import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { complianceTranslator } from '@/lib/compliance/describe';
import type { Company } from '@/lib/companies/queries';
import type { Locale } from '@/lib/i18n/locales';
import { accountCompanyPath, paths } from '@/lib/site/paths';
import { dayFormatter } from './company-view';

/** The customer's companies, each linking to its page, and "Add a company". */
export async function CompaniesList({
  locale,
  companies,
}: {
  locale: Locale;
  companies: Company[];
}) {
  const t = await getTranslations({ locale, namespace: 'Companies' });
  const tc = complianceTranslator(locale);
  const day = dayFormatter(locale);
  return (
    <div className="mt-8 space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-ink text-3xl font-bold">{t('list.heading')}</h1>
          <p className="max-w-2xl text-slate-700">{t('list.intro')}</p>
        </div>
        <Link href={paths.accountNewCompany} className={buttonClass()}>
          {t('list.add')}
        </Link>
      </div>
      {companies.length === 0 ? (
        <p className="text-slate-700">{t('list.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {companies.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <Link
                  href={accountCompanyPath(c.id)}
                  className="text-brand-700 text-lg font-semibold underline"
                >
                  {c.legalName}
                </Link>
                <p className="text-sm text-slate-700">
                  {tc(`jurisdictions.${c.jurisdiction}`)} · {tc(`entities.${c.entity}`)} ·{' '}
                  {c.registryNumber} ·{' '}
                  <time dateTime={c.incorporatedOn}>{day(c.incorporatedOn)}</time>
                </p>
              </div>
              <Badge tone={c.verifiedAt ? 'brand' : 'warning'}>
                {c.verifiedAt ? t('list.verified') : t('list.unverified')}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
