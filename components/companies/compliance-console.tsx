import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import type { ComplianceFilter, DueObligation } from '@/lib/companies/compliance-console';
import { complianceTranslator, describeObligation } from '@/lib/compliance/describe';
import {
  COMPLIANCE_ENTITIES,
  COMPLIANCE_JURISDICTIONS,
  RULE_IDS,
  type ObligationTitleKey,
  type RuleId,
} from '@/lib/compliance/model';
import type { Locale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { adminCompanyPath, paths } from '@/lib/site/paths';
import { dayFormatter, STATE_TONES } from './company-view';

/** The rule's name in the filter: its title, where a rule's title does not follow its id. */
const RULE_TITLES: Partial<Record<RuleId, ObligationTitleKey>> = {
  'tx-franchise-report': 'txFranchiseOrInformationReport',
  'us-form-5472': 'usForm5472ProForma',
};
const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * /admin/compliance: obligations across every company due in the next N days and not yet
 * ordered or filed, overdue first; filtered with a GET form; each links to its company.
 */
export async function ComplianceConsole({
  locale,
  filter,
  daysError,
  rows,
  total,
  today,
}: {
  locale: Locale;
  filter: ComplianceFilter;
  /** The horizon given was not a number of days in range (the default was used). */
  daysError: boolean;
  rows: DueObligation[];
  total: number;
  today: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Companies.compliance' });
  const tv = await getTranslations({ locale, namespace: 'Companies.view' });
  const tc = complianceTranslator(locale);
  const day = dayFormatter(locale);
  const ruleTitle = (rule: RuleId) =>
    tc(`obligations.${RULE_TITLES[rule] ?? (camel(rule) as ObligationTitleKey)}`);
  return (
    <div className="space-y-6">
      <h1 className="text-ink text-3xl font-bold">{t('heading')}</h1>
      <p className="text-muted max-w-3xl">{t('intro', { days: filter.days, today: day(today) })}</p>
      <form
        method="get"
        action={localisedPath(paths.adminCompliance, locale)}
        role="search"
        className="flex flex-wrap items-end gap-3"
      >
        <Field
          id="compliance-days"
          label={t('days')}
          error={daysError ? t('daysInvalid') : undefined}
        >
          {(control) => (
            <Input
              {...control}
              name="days"
              type="number"
              inputMode="numeric"
              min={1}
              max={730}
              defaultValue={String(filter.days)}
              className="w-28"
            />
          )}
        </Field>
        <Field id="compliance-jurisdiction" label={t('jurisdiction')}>
          {(control) => (
            <Select {...control} name="jurisdiction" defaultValue={filter.jurisdiction ?? ''}>
              <option value="">{t('all')}</option>
              {COMPLIANCE_JURISDICTIONS.map((j) => (
                <option key={j} value={j}>
                  {tc(`jurisdictions.${j}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="compliance-entity" label={t('entity')}>
          {(control) => (
            <Select {...control} name="entity" defaultValue={filter.entity ?? ''}>
              <option value="">{t('all')}</option>
              {COMPLIANCE_ENTITIES.map((e) => (
                <option key={e} value={e}>
                  {tc(`entities.${e}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="compliance-rule" label={t('rule')}>
          {(control) => (
            <Select {...control} name="rule" defaultValue={filter.rule ?? ''}>
              <option value="">{t('all')}</option>
              {RULE_IDS.map((r) => (
                <option key={r} value={r}>
                  {ruleTitle(r)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit">{t('apply')}</Button>
      </form>
      <p className="text-slate-700" role="status">
        {total > rows.length
          ? t('countLimited', { shown: rows.length, total })
          : t('count', { total })}
      </p>
      {rows.length === 0 ? null : (
        <table className="w-full border-collapse text-left text-sm" data-testid="compliance-due">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {t('due')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('obligation')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('company')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('jurisdiction')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('state')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${row.companyId}/${row.instance.key}`}
                className="border-b border-slate-200"
                data-state={row.state}
                data-rule={row.instance.ruleId}
              >
                <td className="py-2 pr-4 whitespace-nowrap">
                  <time dateTime={row.instance.dueDate}>{day(row.instance.dueDate)}</time>
                </td>
                <td className="py-2 pr-4">{describeObligation(row.instance, locale, tc).title}</td>
                <td className="py-2 pr-4">
                  <Link
                    href={adminCompanyPath(row.companyId)}
                    className="text-brand-700 font-medium underline"
                  >
                    {row.legalName}
                  </Link>
                  <span className="text-muted block break-all">{row.ownerEmail}</span>
                </td>
                <td className="py-2 pr-4">
                  {tc(`jurisdictions.${row.jurisdiction}`)} · {tc(`entities.${row.entity}`)}
                </td>
                <td className="py-2 pr-4">
                  <Badge tone={STATE_TONES[row.state]}>
                    <span className="sr-only">{tv('state')} </span>
                    {tc(`states.${row.state}`)}
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
