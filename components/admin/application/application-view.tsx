import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SubmittedAnswers } from '@/components/wizards/submitted-answers';
import { wizardText } from '@/components/wizards/wizard-text';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import type { StaffApplication } from '@/lib/applications/admin-queries';
import { DELIVERED_CATEGORIES, documentUrl } from '@/lib/applications/documents';
import type { ApplicationEvent } from '@/lib/applications/events';
import { extraServiceLines } from '@/lib/catalogue/quote';
import { canTransition, STATUS_TRANSITIONS } from '@/lib/applications/status';
import { formatMoney, type Currency } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/site/paths';
import { isFlowId } from '@/lib/wizards/flows';
import { WIZARDS } from '@/lib/wizards/registry';
import { formatDay } from '../queue/queue-view';
import { consoleLabels, statusTone, type ConsoleLabels } from '../labels';
import {
  AssignForm,
  ChangeStatusForm,
  DeliverDocumentForm,
  NoteForm,
  RequestInformationForm,
} from './staff-forms';
import { lookup } from '@/lib/i18n/message';
import { staffLabel } from '@/lib/staff/member';

function formatInstant(iso: string, locale: Locale): string {
  return (
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(iso)) + ' UTC'
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-ink text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One application as staff work it: the summary, the customer's answers (labels from the wizard
 * definition), the files, the frozen quote, the payments, the whole timeline (internal entries
 * marked) and the actions the status allows.
 */
export async function ApplicationView({
  view,
  locale,
}: {
  view: StaffApplication;
  locale: Locale;
}) {
  const t = await getTranslations('Admin.application');
  const root = await getTranslations();
  const label = await consoleLabels();
  const messages = await getMessages();
  const { application: app, customer, documents, payments, events, staff } = view;
  const definition = isFlowId(app.flow) ? WIZARDS[app.flow] : null;
  const staffName = (id: string | null) => {
    const member = staff.find((s) => s.userId === id);
    return member ? member.name || member.email : null;
  };
  const statuses = Object.fromEntries(
    Object.keys(STATUS_TRANSITIONS).map((s) => [s, label.status(s)]),
  );
  const targets = STATUS_TRANSITIONS[app.status]
    // Waiting on the customer is the information request below, which needs its message.
    .filter((s) => s !== 'awaiting_customer')
    .map((s) => ({ value: s, label: label.status(s) }));
  const money = (minor: number, currency: string) =>
    formatMoney(minor, currency as Currency, locale);
  const fileName = (d: (typeof documents)[number]) =>
    d.fileName ??
    (d.kind === 'submitted' && definition
      ? wizardText(root, locale, definition).document(d.field)
      : d.field);

  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link href={paths.admin} className="text-brand-700 text-sm font-semibold underline">
          {t('back')}
        </Link>
        <h1 className="text-ink mt-2 flex flex-wrap items-center gap-3 text-3xl font-bold">
          {t('heading', { reference: app.reference })}
          <Badge tone={statusTone[app.status]}>{label.status(app.status)}</Badge>
          {view.overdue ? <Badge tone="danger">{t('overdue')}</Badge> : null}
        </h1>
      </div>

      <Section id="summary" title={t('summary')}>
        <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-3">
          <Item term={t('customer')}>
            {customer ? (
              <>
                <span className="block">{customer.name || '—'}</span>
                <a href={`mailto:${customer.email}`} className="text-brand-700 break-all underline">
                  {customer.email}
                </a>
              </>
            ) : (
              '—'
            )}
          </Item>
          {customer?.phone ? <Item term={t('phone')}>{customer.phone}</Item> : null}
          {customer ? (
            <Item term={t('language')}>
              {lookup(t, `languages.${customer.locale}`) ?? customer.locale}
            </Item>
          ) : null}
          <Item term={t('country')}>{label.country(app.country)}</Item>
          <Item term={t('service')}>
            {label.service(app.service)}
            {/* A US formation: the state and the entity, which the country and the service do not say. */}
            {definition?.entity
              ? ` · ${root(`Catalogue.jurisdictions.${definition.jurisdiction}`)} · ${root(`Catalogue.entities.${definition.entity}`)}`
              : null}
          </Item>
          <Item term={t('package')}>{label.package(app.package)}</Item>
          <Item term={t('submittedAt')}>
            {app.submittedAt ? formatInstant(app.submittedAt, locale) : '—'}
          </Item>
          <Item term={t('due')}>{app.dueOn ? formatDay(app.dueOn, locale) : '—'}</Item>
          <Item term={t('assignee')}>{staffName(app.assignedTo) ?? t('nobody')}</Item>
        </dl>
      </Section>

      <Section id="actions" title={t('actions')}>
        <NextIntlClientProvider
          messages={
            {
              Admin: { application: (messages.Admin as Record<string, unknown>).application },
            } as never
          }
        >
          <div className="grid gap-4 lg:grid-cols-2">
            {targets.length ? (
              <ChangeStatusForm
                applicationId={app.id}
                targets={targets}
                statuses={statuses}
                paid={payments.some((p) => p.status === 'confirmed')}
                delivered={documents.some((d) => d.kind === 'delivered')}
              />
            ) : (
              <p className="text-muted rounded-lg border border-slate-200 p-4">
                {t('changeStatus.none')}
              </p>
            )}
            {canTransition(app.status, 'awaiting_customer') ? (
              <RequestInformationForm applicationId={app.id} />
            ) : null}
            <DeliverDocumentForm
              applicationId={app.id}
              categories={DELIVERED_CATEGORIES.map((c) => ({ value: c, label: label.category(c) }))}
            />
            <AssignForm
              applicationId={app.id}
              staff={staff.map((s) => ({ value: s.userId, label: staffLabel(s) }))}
              current={app.assignedTo}
              nobody={t('nobody')}
            />
            <NoteForm applicationId={app.id} />
          </div>
        </NextIntlClientProvider>
      </Section>

      <Section id="timeline" title={t('timeline')}>
        <ol className="flex flex-col gap-3" data-testid="timeline">
          {[...events].reverse().map((event) => (
            <li
              key={event.id}
              className={`rounded-lg border p-3 ${event.internal ? 'border-amber-300 bg-amber-50' : 'border-slate-200'}`}
              data-testid="timeline-entry"
            >
              <p className="text-ink flex flex-wrap items-center gap-2 font-medium">
                {describeEvent(event, t, label, staffName)}
                {event.internal ? <Badge tone="warning">{t('internal')}</Badge> : null}
              </p>
              <p className="text-muted text-sm">
                {event.actorName ?? t('system')} ·{' '}
                <time dateTime={event.createdAt}>{formatInstant(event.createdAt, locale)}</time>
              </p>
              {/* What was written: a note, the message of a move, a rejection's reason, the
                  customer's answer to a request for information. */}
              {event.note &&
              (event.type === 'note' ||
                event.type === 'status_changed' ||
                event.type === 'payment_rejected' ||
                event.type === 'customer_replied') ? (
                <p className="text-ink mt-1 break-words whitespace-pre-line">{event.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </Section>

      <Section id="answers" title={t('answers')}>
        {definition ? (
          <SubmittedAnswers definition={definition} data={app.data} locale={locale} />
        ) : (
          <>
            <p className="text-muted">{t('noDefinition')}</p>
            <pre className="overflow-x-auto rounded-lg bg-slate-50 p-4 text-sm">
              {JSON.stringify(app.data, null, 2)}
            </pre>
          </>
        )}
      </Section>

      <Section id="files" title={t('files')}>
        {documents.length === 0 ? (
          <p className="text-muted">{t('noFiles')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="files">
            {documents.map((d) => {
              const name = fileName(d);
              return (
                <li
                  key={d.id}
                  className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3"
                >
                  <span className="text-ink font-medium">
                    {d.kind === 'delivered' ? (d.title ?? label.category(d.category)) : name}
                  </span>
                  <Badge>{t(`fileKinds.${d.kind}`)}</Badge>
                  {d.kind === 'delivered' ? (
                    <span className="text-muted text-sm">{name}</span>
                  ) : null}
                  <span className="ml-auto flex gap-3">
                    <a
                      href={documentUrl(d.id)}
                      target="_blank"
                      rel="noopener"
                      className="text-brand-700 text-sm font-semibold underline"
                      aria-label={t('openFile', { name })}
                    >
                      {t('open')}
                    </a>
                    <a
                      href={documentUrl(d.id, { download: true, locale })}
                      className="text-brand-700 text-sm font-semibold underline"
                      aria-label={t('downloadFile', { name })}
                    >
                      {t('download')}
                    </a>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section id="quote" title={t('quote')}>
        {app.quote ? (
          <dl
            className="grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg border border-slate-200 p-4 text-sm"
            data-testid="frozen-quote"
          >
            <dt>{t('serviceFee')}</dt>
            <dd className="text-right font-medium">
              {money(app.quote.serviceFee, app.quote.currency)}
            </dd>
            {extraServiceLines(app.quote).map((line) => (
              <div key={line.label} className="contents">
                <dt className="text-muted">
                  {root(`Catalogue.serviceLines.${line.label}`, line.values)}
                </dt>
                <dd className="text-muted text-right">{money(line.amount, app.quote!.currency)}</dd>
              </div>
            ))}
            {app.quote.governmentFeeLines.map((line, index) => (
              <div key={`${line.label}-${index}`} className="contents">
                <dt className="text-muted">
                  {lookup(root, `Catalogue.feeLines.${line.label}`, line.values) ?? line.label}
                </dt>
                <dd className="text-muted text-right">{money(line.amount, app.quote!.currency)}</dd>
              </div>
            ))}
            <dt>{t('governmentFee')}</dt>
            <dd className="text-right font-medium">
              {money(app.quote.governmentFee, app.quote.currency)}
            </dd>
            <dt className="border-t border-slate-300 pt-1 font-semibold">{t('total')}</dt>
            <dd className="border-t border-slate-300 pt-1 text-right font-semibold">
              {money(app.quote.total, app.quote.currency)}
            </dd>
          </dl>
        ) : (
          <p className="text-muted">{t('noQuote')}</p>
        )}
      </Section>

      <Section id="payments" title={t('payments')}>
        {payments.length === 0 ? (
          <p className="text-muted">{t('noPayments')}</p>
        ) : (
          <Table caption={t('paymentsCaption')} align="start" className="min-w-[48rem]">
            <thead>
              <tr>
                {(
                  ['method', 'reference', 'amount', 'received', 'status', 'date', 'note'] as const
                ).map((c) => (
                  <th key={c} scope="col">
                    {t(`paymentColumns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id}>
                  <td>
                    {lookup(t, `methods.${p.method}`) ?? p.method}
                    {p.bank ? ` (${p.bank})` : ''}
                  </td>
                  <td>{p.paymentReference}</td>
                  <td>{money(p.amount, p.currency)}</td>
                  <td>{p.amountReceived === null ? '—' : money(p.amountReceived, p.currency)}</td>
                  <td>{t(`paymentStatuses.${p.status}`)}</td>
                  <td>{formatInstant(p.decidedAt ?? p.createdAt, locale)}</td>
                  <td>{p.decisionNote ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Section>
    </div>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted text-sm">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

type Translator = Awaited<ReturnType<typeof getTranslations<'Admin.application'>>>;

function describeEvent(
  event: ApplicationEvent,
  t: Translator,
  label: ConsoleLabels,
  staffName: (id: string | null) => string | null,
): string {
  switch (event.type) {
    case 'status_changed':
      return t('events.status_changed', {
        from: event.fromStatus ? label.status(event.fromStatus) : '—',
        to: event.toStatus ? label.status(event.toStatus) : '—',
      });
    case 'assigned': {
      const name = staffName(event.note);
      return name ? t('events.assigned', { name }) : t('events.unassigned');
    }
    case 'document_delivered':
      return t('events.document_delivered', { category: label.category(event.note) });
    default:
      return t(`events.${event.type}`);
  }
}
