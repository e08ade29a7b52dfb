import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { complianceTranslator } from '@/lib/compliance/describe';
import type { StaffCompany } from '@/lib/companies/queries';
import type { Locale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { adminCompanyPath, paths } from '@/lib/site/paths';

/** /admin/companies: every customer's company, searched by name or identifier (a GET form). */
export async function CompaniesConsole({
  locale,
  term,
  companies,
}: {
  locale: Locale;
  term: string;
  companies: StaffCompany[];
}) {
  const t = await getTranslations({ locale, namespace: 'Companies' });
  const tc = complianceTranslator(locale);
  return (
    <div className="space-y-6">
      <h1 className="text-ink text-3xl font-bold">{t('admin.heading')}</h1>
      <p className="text-muted max-w-3xl">{t('admin.intro')}</p>
      <form
        method="get"
        action={localisedPath(paths.adminCompanies, locale)}
        role="search"
        className="flex flex-wrap items-end gap-3"
      >
        <Field id="company-search" label={t('admin.searchLabel')}>
          {(control) => <Input {...control} name="q" type="search" defaultValue={term} />}
        </Field>
        <Button type="submit">{t('admin.search')}</Button>
      </form>
      {companies.length === 0 ? (
        <p className="text-slate-700">{t('admin.empty')}</p>
      ) : (
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('admin.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {t('list.name')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('list.jurisdiction')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('list.number')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('admin.owner')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('admin.verifiedOn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {companies.map((c) => (
              <tr key={c.id} className="border-b border-slate-200">
                <td className="py-2 pr-4">
                  <Link
                    href={adminCompanyPath(c.id)}
                    className="text-brand-700 font-medium underline"
                  >
                    {c.legalName}
                  </Link>
                </td>
                <td className="py-2 pr-4">
                  {tc(`jurisdictions.${c.jurisdiction}`)} · {tc(`entities.${c.entity}`)}
                </td>
                <td className="py-2 pr-4">
                  {c.registryNumber}
                  {c.taxId ? ` · ${c.taxId}` : ''}
                </td>
                <td className="py-2 pr-4">{c.ownerEmail}</td>
                <td className="py-2 pr-4">
                  <Badge tone={c.verifiedAt ? 'brand' : 'warning'}>
                    {c.verifiedAt ? t('list.verified') : t('list.unverified')}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
