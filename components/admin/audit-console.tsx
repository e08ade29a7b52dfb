import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import { Table } from '@/components/ui/table';
import type { AuditActor, AuditRecord } from '@/lib/audit/audit';
import { currencies, formatMoney, type Currency } from '@/lib/catalogue/money';
import { adminApplicationPath, paths } from '@/lib/site/paths';
import { staffLabel, type StaffMember } from '@/lib/staff/member';
import { ConsolePage } from './console-page';
import { lookup } from '@/lib/i18n/message';

export type AuditPageFilter = { actorId?: string; reference?: string };

const MONEY_KEYS = new Set(['amountDue', 'amountReceived']);

/** A record's details in one line: amounts as money, long texts cut short. */
function summarise(details: Record<string, unknown>, locale: string): string {
  const currency = currencies.includes(details.currency as Currency)
    ? (details.currency as Currency)
    : null;
  return Object.entries(details)
    .filter(([key]) => key !== 'currency')
    .map(([key, value]) => {
      const text =
        MONEY_KEYS.has(key) && currency && typeof value === 'number'
          ? formatMoney(value, currency, locale)
          : typeof value === 'string'
            ? value
            : JSON.stringify(value);
      return `${key}: ${text.length > 120 ? `${text.slice(0, 119)}…` : text}`;
    })
    .join(' · ');
}

/** A person by e-mail (a customer marked so), the system by its name: "System (Paystack)". */
function actorText(
  t: Awaited<ReturnType<typeof getTranslations<'Admin.audit'>>>,
  actor: AuditActor,
): string {
  if (actor.kind === 'system')
    return t('actor.system', { name: lookup(t, `actor.names.${actor.name}`) ?? actor.name });
  const person = actor.email || actor.id;
  return actor.kind === 'customer' ? t('actor.customer', { email: person }) : person;
}

function auditHref(filter: AuditPageFilter, before?: number): string {
  const query = new URLSearchParams();
  if (filter.actorId) query.set('actor', filter.actorId);
  if (filter.reference) query.set('reference', filter.reference);
  if (before) query.set('before', String(before));
  const search = query.toString();
  return search ? `${paths.adminAudit}?${search}` : paths.adminAudit;
}

/** /admin/audit: every staff action newest first, filtered by staff member and application, a page at a time. */
export async function AuditConsole({
  records,
  nextBefore,
  paged,
  filter,
  admins,
}: {
  records: AuditRecord[];
  /** The last id shown, when older records follow. */
  nextBefore: number | null;
  /** Whether this is a later page (a link back to the newest). */
  paged: boolean;
  filter: AuditPageFilter;
  admins: StaffMember[];
}) {
  const t = await getTranslations('Admin.audit');
  const locale = await getLocale();
  const format = await getFormatter();
  return (
    <ConsolePage section="audit" heading={t('heading')} intro={t('intro')}>
      <form method="get" aria-label={t('filters.label')} className="flex flex-wrap items-end gap-4">
        <Field id="audit-actor" label={t('filters.actor')}>
          {(control) => (
            <Select {...control} name="actor" defaultValue={filter.actorId ?? ''}>
              <option value="">{t('filters.anyActor')}</option>
              {admins.map((admin) => (
                <option key={admin.userId} value={admin.userId}>
                  {staffLabel(admin)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id="audit-reference"
          label={t('filters.reference')}
          hint={t('filters.referenceHint')}
        >
          {(control) => (
            <Input
              {...control}
              name="reference"
              defaultValue={filter.reference ?? ''}
              autoComplete="off"
            />
          )}
        </Field>
        <div className="flex gap-3">
          <button type="submit" className={buttonClass()}>
            {t('filters.apply')}
          </button>
          {filter.actorId || filter.reference ? (
            <Link href={paths.adminAudit} className={buttonClass({ variant: 'secondary' })}>
              {t('filters.clear')}
            </Link>
          ) : null}
        </div>
      </form>
      {records.length === 0 ? (
        <p className="text-muted rounded-md border border-slate-200 p-4">{t('empty')}</p>
      ) : (
        <Table caption={t('caption')} align="start" className="min-w-[56rem]">
          <thead>
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('columns.actor')}</th>
              <th scope="col">{t('columns.action')}</th>
              <th scope="col">{t('columns.target')}</th>
              <th scope="col">{t('columns.details')}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.id}>
                <td className="whitespace-nowrap">
                  {format.dateTime(new Date(record.createdAt), {
                    dateStyle: 'medium',
                    timeStyle: 'medium',
                  })}
                </td>
                <td>{actorText(t, record.actor)}</td>
                <td>{lookup(t, `actions.${record.action}`) ?? record.action}</td>
                <td>
                  <span className="block">{t(`targets.${record.targetType}`)}</span>
                  {record.applicationReference ? (
                    <Link
                      href={adminApplicationPath(record.applicationReference)}
                      className="text-brand-700 underline underline-offset-4"
                    >
                      {record.applicationReference}
                    </Link>
                  ) : null}
                </td>
                <td className="max-w-md break-words">{summarise(record.details, locale)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {nextBefore || paged ? (
        <nav aria-label={t('caption')} className="flex gap-4">
          {paged ? (
            <Link
              href={auditHref(filter)}
              className="text-brand-700 font-medium underline underline-offset-4"
            >
              {t('first')}
            </Link>
          ) : null}
          {nextBefore ? (
            <Link
              href={auditHref(filter, nextBefore)}
              className="text-brand-700 font-medium underline underline-offset-4"
            >
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </ConsolePage>
  );
}
