import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import { Table } from '@/components/ui/table';
import {
  PAYMENT_STATES,
  QUEUE_STATUSES,
  type QueueCounters,
  type QueueFilter,
  type QueuePage,
} from '@/lib/applications/admin-queries';
import { countryCodes } from '@/lib/catalogue/jurisdictions';
import { packageIds } from '@/lib/catalogue/packages';
import { serviceIds } from '@/lib/catalogue/services';
import type { Locale } from '@/lib/i18n/locales';
import { adminApplicationPath, paths } from '@/lib/site/paths';
import { consoleLabels, daysBetween, paymentTone, statusTone } from '../labels';

/** The filters as query parameters, with one cursor (or none): the links keep the filters. */
function queueHref(filter: QueueFilter, cursor: { after?: string; before?: string }) {
  const query: Record<string, string> = {};
  for (const key of ['status', 'country', 'service', 'package', 'payment', 'q'] as const) {
    const value = filter[key];
    if (value) query[key] = value;
  }
  if (filter.overdue) query.overdue = '1';
  if (cursor.after) query.after = cursor.after;
  if (cursor.before) query.before = cursor.before;
  return { pathname: paths.admin, query };
}

/** A calendar day (YYYY-MM-DD) in the reader's language. */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * The staff queue: counters of the work waiting, the filters (a GET form, so a filtered queue is
 * a URL to share and works without JavaScript), the applications newest activity first, and
 * keyset links to the older and newer pages.
 */
export async function QueueView({
  page,
  counters,
  filter,
  action,
  locale,
}: {
  page: QueuePage;
  counters: QueueCounters;
  filter: QueueFilter;
  /** Where the filter form sends its GET (the localised queue path). */
  action: string;
  locale: Locale;
}) {
  const t = await getTranslations('Admin.queue');
  const label = await consoleLabels();
  const counterItems: { key: keyof QueueCounters; href: ReturnType<typeof queueHref> }[] = [
    { key: 'new', href: queueHref({ overdue: false, status: 'submitted' }, {}) },
    { key: 'inReview', href: queueHref({ overdue: false, status: 'in_review' }, {}) },
    {
      key: 'awaitingCustomer',
      href: queueHref({ overdue: false, status: 'awaiting_customer' }, {}),
    },
    { key: 'overdue', href: queueHref({ overdue: true }, {}) },
    { key: 'paymentsToConfirm', href: queueHref({ overdue: false, payment: 'pending' }, {}) },
  ];
  const select = (
    name: 'status' | 'country' | 'service' | 'package' | 'payment',
    options: readonly string[],
    text: (v: string) => string,
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`queue-${name}`} className="text-ink text-sm font-medium">
        {t(name)}
      </label>
      <Select id={`queue-${name}`} name={name} defaultValue={filter[name] ?? ''}>
        <option value="">{t('any')}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {text(value)}
          </option>
        ))}
      </Select>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-ink text-3xl font-bold">{t('heading')}</h1>

      <section aria-labelledby="queue-counters">
        <h2 id="queue-counters" className="sr-only">
          {t('countersLabel')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {counterItems.map(({ key, href }) => (
            <li key={key}>
              <Link
                href={href}
                className="hover:border-brand-600 focus-visible:outline-brand flex h-full flex-col rounded-lg border border-slate-200 p-3 focus-visible:outline-2 focus-visible:outline-offset-2"
                data-testid={`counter-${key}`}
              >
                <span className="text-ink text-2xl font-bold">{counters[key]}</span>
                <span className="text-muted text-sm">{t(`counters.${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <form
        method="get"
        action={action}
        role="search"
        aria-label={t('filtersLabel')}
        className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor="queue-q" className="text-ink text-sm font-medium">
            {t('search')}
          </label>
          <Input
            id="queue-q"
            name="q"
            type="search"
            defaultValue={filter.q ?? ''}
            maxLength={100}
            aria-describedby="queue-q-hint"
          />
          <p id="queue-q-hint" className="text-muted text-sm">
            {t('searchHint')}
          </p>
        </div>
        {select('status', QUEUE_STATUSES, label.status)}
        {select('payment', PAYMENT_STATES, label.payment)}
        {select('country', countryCodes, label.country)}
        {select('service', serviceIds, label.service)}
        {select('package', packageIds, (id) => label.package(id))}
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id="queue-overdue"
            name="overdue"
            type="checkbox"
            value="1"
            defaultChecked={filter.overdue}
            className="accent-brand-700 size-5"
          />
          <label htmlFor="queue-overdue" className="text-ink text-sm font-medium">
            {t('overdueOnly')}
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClass({ size: 'md' })}>
            {t('apply')}
          </button>
          <Link href={paths.admin} className="text-brand-700 text-sm font-semibold underline">
            {t('reset')}
          </Link>
        </div>
      </form>

      {page.rows.length === 0 ? (
        <p className="text-muted rounded-lg border border-slate-200 p-6">{t('empty')}</p>
      ) : (
        <Table caption={t('tableCaption')} align="start" className="min-w-[64rem]">
          <thead>
            <tr>
              {(
                [
                  'reference',
                  'customer',
                  'country',
                  'service',
                  'package',
                  'status',
                  'payment',
                  'age',
                  'due',
                ] as const
              ).map((column) => (
                <th key={column} scope="col">
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id} data-testid="queue-row">
                <td>
                  <Link
                    href={adminApplicationPath(row.reference)}
                    className="text-brand-700 font-semibold underline"
                  >
                    {row.reference}
                  </Link>
                </td>
                <td>
                  <span className="text-ink block">{row.customerName || '—'}</span>
                  <span className="text-muted block text-sm break-all">{row.customerEmail}</span>
                </td>
                <td>{label.country(row.country)}</td>
                <td>{label.service(row.service)}</td>
                <td>{label.package(row.package)}</td>
                <td>
                  <Badge tone={statusTone[row.status]}>{label.status(row.status)}</Badge>
                </td>
                <td>
                  <Badge tone={paymentTone[row.payment]}>{label.payment(row.payment)}</Badge>
                </td>
                <td>
                  {row.submittedAt ? t('ageDays', { days: daysBetween(row.submittedAt) }) : '—'}
                </td>
                <td>
                  {row.dueOn ? formatDay(row.dueOn, locale) : t('noDue')}
                  {row.overdue ? (
                    <Badge tone="danger" className="ml-2">
                      {t('overdue')}
                    </Badge>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      {page.previous || page.next ? (
        <nav aria-label={t('paginationLabel')} className="flex justify-between gap-4">
          {page.previous ? (
            <Link
              href={queueHref(filter, { before: page.previous })}
              rel="prev"
              className={buttonClass({ variant: 'outline', size: 'md' })}
            >
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          {page.next ? (
            <Link
              href={queueHref(filter, { after: page.next })}
              rel="next"
              className={buttonClass({ variant: 'outline', size: 'md' })}
            >
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
