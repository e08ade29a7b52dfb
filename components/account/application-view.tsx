import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SubmittedAnswers } from '@/components/wizards/submitted-answers';
import { wizardText } from '@/components/wizards/wizard-text';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import type { AccountApplication } from '@/lib/account/queries';
import { documentUrl, type ApplicationDocument } from '@/lib/applications/documents';
import type { ApplicationEvent } from '@/lib/applications/events';
import { formatMoney } from '@/lib/catalogue/money';
import { extraServiceLines } from '@/lib/catalogue/quote';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/site/paths';
import { QUOTE_FLOW } from '@/lib/quotes/services';
import { serviceOfFlow } from '@/lib/subscriptions/services';
import { isFlowId, paymentPath } from '@/lib/wizards/flows';
import { WIZARDS } from '@/lib/wizards/registry';
import { countryMessageKey, statusTone } from './labels';
import { ProofForm } from './proof-form';
import { ReplyForm } from './reply-form';
import { lookup } from '@/lib/i18n/message';
import type { AttemptState } from '@/lib/payments/attempts';
import { receiptUrl } from '@/lib/payments/receipts';

const ATTEMPT_TONES: Record<AttemptState, BadgeTone> = {
  initialised: 'warning',
  succeeded: 'brand',
  failed: 'neutral',
  mismatch: 'danger',
  expired: 'neutral',
};

const OPEN = ['submitted', 'in_review', 'awaiting_customer', 'filed'];

/** One of the customer's applications: where it stands, the timeline, the payment, the documents. */
export async function ApplicationView({
  locale,
  application: app,
  quote: quotePanel,
}: {
  locale: Locale;
  application: AccountApplication;
  /** A quoted request's quote (issue 35): shown before the payment, which follows its acceptance. */
  quote?: ReactNode;
}) {
  const t = await getTranslations('Account');
  const definition = isFlowId(app.flow) ? WIZARDS[app.flow] : null;
  const c = await getTranslations('Catalogue');
  const format = await getFormatter();
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const countryKey = countryMessageKey(app.country);
  // A US formation names its state and entity (Company registration · Delaware · C-Corporation).
  const where = definition?.entity
    ? `${c(`jurisdictions.${definition.jurisdiction}`)} · ${c(`entities.${definition.entity}`)}`
    : countryKey
      ? c(`countries.${countryKey}`)
      : app.country;
  const title = `${c(`services.${app.service}.title` as 'services.company.title')} · ${where}`;
  const open = OPEN.includes(app.status);
  const payment = app.payments.at(-1) ?? null;
  const quote = app.quote;
  // A yearly service's order has no wizard: it pays on the subscriptions' own page.
  // A quoted request pays on its own page, once its quote is accepted (frozen).
  const payPage =
    app.flow === QUOTE_FLOW
      ? quote
        ? { pathname: paths.quotePayment, query: { ref: app.reference } }
        : null
      : isFlowId(app.flow)
        ? { pathname: paymentPath(app.flow, app.package), query: { ref: app.reference } }
        : serviceOfFlow(app.flow)
          ? { pathname: paths.subscriptionPayment, query: { ref: app.reference } }
          : null;
  // What staff asked for: the message of the latest move to awaiting_customer.
  const request =
    app.status === 'awaiting_customer'
      ? app.events.findLast((e) => e.toStatus === 'awaiting_customer')
      : undefined;
  const delivered = app.documents.filter((d) => d.kind === 'delivered');
  const sent = app.documents.filter((d) => d.kind !== 'delivered');

  function describe(event: ApplicationEvent): { text: string; message: string | null } {
    switch (event.type) {
      case 'created':
        return { text: t('application.events.created'), message: null };
      case 'status_changed':
        return {
          text: t('application.events.status', {
            status: t(`statuses.${event.toStatus ?? 'submitted'}`),
          }),
          message: event.note,
        };
      case 'payment_recorded':
        return { text: t('application.events.paymentRecorded'), message: null };
      case 'payment_proof':
        return { text: t('application.events.paymentProof'), message: null };
      case 'payment_confirmed':
        return { text: t('application.events.paymentConfirmed'), message: null };
      case 'payment_rejected':
        return { text: t('application.events.paymentRejected'), message: event.note };
      case 'document_delivered':
        return {
          text: t('application.events.documentDelivered', { document: categoryName(event.note) }),
          message: null,
        };
      case 'customer_replied':
        return { text: t('application.events.customerReplied'), message: event.note };
      case 'quote_sent':
        return { text: t('application.events.quoteSent'), message: null };
      case 'quote_accepted':
        return { text: t('application.events.quoteAccepted'), message: null };
      default:
        return { text: t('application.events.other'), message: null };
    }
  }

  function categoryName(category: string | null): string {
    return lookup(t, `application.categories.${category}`) ?? t('application.categories.other');
  }

  // A file sent with the form is named by its field ("Director 2 · Passport photograph").
  const answers = definition ? wizardText(await getTranslations(), locale, definition) : null;
  const documentName = (d: ApplicationDocument) =>
    d.kind === 'delivered'
      ? (d.title ?? categoryName(d.category))
      : (d.fileName ??
        (d.kind === 'submitted' && answers
          ? answers.document(d.field)
          : t(`application.documentKinds.${d.kind}`)));

  return (
    <div className="mt-8 flex flex-col gap-10">
      <header>
        <p className="text-muted text-sm">
          {t('overview.referenceLine', { reference: app.reference })}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-ink text-3xl font-bold">{title}</h1>
          <Badge tone={statusTone[app.status]}>{t(`statuses.${app.status}`)}</Badge>
        </div>
        <p className="text-ink mt-3">{t(`next.${app.status}`)}</p>
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-1 text-sm">
          {app.package ? (
            <div>
              <dt className="text-muted inline">{t('application.package')}: </dt>
              <dd className="text-ink inline">{c(`packages.${app.package}.name`)}</dd>
            </div>
          ) : null}
          {app.submittedAt ? (
            <div>
              <dt className="text-muted inline">{t('application.submitted')}: </dt>
              <dd className="text-ink inline">{when(app.submittedAt)}</dd>
            </div>
          ) : null}
          {app.dueOn && open ? (
            <div>
              <dt className="text-muted inline">{t('application.expected')}: </dt>
              <dd className="text-ink inline font-semibold">{day(app.dueOn)}</dd>
            </div>
          ) : null}
        </dl>
      </header>

      {request ? (
        <section
          aria-labelledby="app-request"
          className="rounded-lg border border-amber-300 bg-amber-50 p-5"
        >
          <h2 id="app-request" className="text-ink text-xl font-semibold">
            {t('application.requestHeading')}
          </h2>
          {request.note ? (
            <p className="text-ink mt-2 whitespace-pre-line">{request.note}</p>
          ) : (
            <p className="text-ink mt-2">{t('application.requestNoMessage')}</p>
          )}
          <ReplyForm reference={app.reference} />
        </section>
      ) : null}

      {quotePanel}

      <section aria-labelledby="app-payment">
        <h2 id="app-payment" className="text-ink text-xl font-semibold">
          {t('application.paymentHeading')}
        </h2>
        {quote ? (
          <dl className="mt-3 grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1">
            <dt className="text-muted">{t('application.serviceFee')}</dt>
            <dd className="text-ink text-end">
              {formatMoney(quote.serviceFee, quote.currency, locale)}
            </dd>
            {extraServiceLines(quote).map((line) => (
              <div key={line.label} className="contents">
                <dt className="text-muted ps-4">{c(`serviceLines.${line.label}`, line.values)}</dt>
                <dd className="text-muted text-end">
                  {formatMoney(line.amount, quote.currency, locale)}
                </dd>
              </div>
            ))}
            <dt className="text-muted">{t('application.governmentFee')}</dt>
            <dd className="text-ink text-end">
              {formatMoney(quote.governmentFee, quote.currency, locale)}
            </dd>
            <dt className="text-ink font-semibold">
              {payment?.status === 'confirmed'
                ? t('application.totalPaid')
                : t('application.totalDue')}
            </dt>
            <dd className="text-ink text-end font-semibold">
              {formatMoney(quote.total, quote.currency, locale)}
            </dd>
          </dl>
        ) : null}
        {payment ? (
          <div className="mt-4">
            <p className="text-ink">
              {t('application.paymentLine', {
                method: t(`application.methods.${payment.method}`),
                reference: payment.paymentReference,
                state: t(`paymentStates.${payment.status}`),
              })}
            </p>
            {payment.receiptNumber ? (
              <p className="mt-2">
                <a
                  href={receiptUrl(payment.id, { download: true })}
                  className="text-brand-700 font-medium underline underline-offset-4"
                  download
                >
                  {t('application.receipt', { number: payment.receiptNumber })}
                </a>
              </p>
            ) : null}
            {payment.status === 'rejected' && payment.decisionNote ? (
              <p className="mt-2 text-red-800">
                {t('application.rejectedReason', { reason: payment.decisionNote })}
              </p>
            ) : null}
            {payment.status === 'pending' && payment.proofDocumentId ? (
              <p className="text-muted mt-2">{t('application.proofReceived')}</p>
            ) : null}
          </div>
        ) : (
          <p className="text-muted mt-4">{t('application.noPayment')}</p>
        )}
        {app.refunds.length > 0 ? (
          <div className="mt-4" data-testid="refunds">
            <h3 className="text-ink font-semibold">{t('application.refunds.heading')}</h3>
            <ul className="mt-2 flex flex-col gap-2">
              {app.refunds
                .filter((refund) => refund.state !== 'failed')
                .map((refund) => (
                  <li key={refund.id}>
                    <p className="text-ink">
                      {refund.state === 'succeeded'
                        ? t('application.refunds.line', {
                            amount: formatMoney(refund.amount, refund.currency, locale),
                            date: format.dateTime(new Date(refund.settledAt ?? refund.createdAt), {
                              dateStyle: 'long',
                            }),
                          })
                        : t('application.refunds.pending', {
                            amount: formatMoney(refund.amount, refund.currency, locale),
                          })}
                    </p>
                    <p className="text-muted">
                      {t('application.refunds.reason', { reason: refund.reason })}
                    </p>
                  </li>
                ))}
            </ul>
          </div>
        ) : null}
        {open && payPage && payment?.status !== 'confirmed' ? (
          <Link
            href={payPage}
            className={buttonClass({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
          >
            {payment ? t('application.paymentInstructions') : t('application.choosePayment')}
          </Link>
        ) : null}
        {open && payment?.status === 'pending' ? (
          <ProofForm reference={app.reference} hasProof={Boolean(payment.proofDocumentId)} />
        ) : null}
        {app.attempts.length > 0 ? (
          <div className="mt-6">
            <h3 className="text-ink font-semibold">{t('application.attempts.heading')}</h3>
            <Table caption={t('application.attempts.caption')} align="start" className="mt-2">
              <thead>
                <tr>
                  <th scope="col">{t('application.attempts.reference')}</th>
                  <th scope="col">{t('application.attempts.provider')}</th>
                  <th scope="col">{t('application.attempts.amount')}</th>
                  <th scope="col">{t('application.attempts.started')}</th>
                  <th scope="col">{t('application.attempts.state')}</th>
                </tr>
              </thead>
              <tbody>
                {app.attempts.map((attempt) => (
                  <tr key={attempt.id} data-testid={`attempt-${attempt.reference}`}>
                    <td className="font-mono">{attempt.reference}</td>
                    <td>{attempt.provider === 'paystack' ? 'Paystack' : 'Stripe'}</td>
                    <td className="whitespace-nowrap">
                      {formatMoney(attempt.amount, attempt.currency, locale)}
                    </td>
                    <td className="whitespace-nowrap">{when(attempt.createdAt)}</td>
                    <td>
                      <Badge tone={ATTEMPT_TONES[attempt.state]}>
                        {t(`application.attempts.states.${attempt.state}`)}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="app-documents">
        <h2 id="app-documents" className="text-ink text-xl font-semibold">
          {t('application.documentsHeading')}
        </h2>
        {delivered.length === 0 ? (
          <p className="text-muted mt-2">{t('application.noDocuments')}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {delivered.map((d) => (
              <li
                key={d.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
              >
                <span className="text-ink">
                  {documentName(d)}{' '}
                  <span className="text-muted text-sm">· {when(d.createdAt)}</span>
                </span>
                <a
                  href={documentUrl(d.id, { download: true, locale })}
                  className={buttonClass({ size: 'sm' })}
                  download
                >
                  {t('application.download')}
                  <span className="sr-only">: {documentName(d)}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="app-timeline">
        <h2 id="app-timeline" className="text-ink text-xl font-semibold">
          {t('application.timelineHeading')}
        </h2>
        <ol className="mt-3 flex flex-col gap-3 border-s-2 border-slate-200 ps-4">
          {[...app.events].reverse().map((event) => {
            const { text, message } = describe(event);
            return (
              <li key={event.id}>
                <p className="text-ink font-medium">{text}</p>
                <p className="text-muted text-sm">
                  <time dateTime={event.createdAt}>{when(event.createdAt)}</time>
                </p>
                {message ? (
                  <p className="text-ink mt-1 rounded-md bg-slate-50 p-2 text-sm whitespace-pre-line">
                    {message}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>

      {/* What the customer submitted: their answers under the wizard's own labels (the shared
          summary the review step and the staff console show), then the files they sent. */}
      <section aria-labelledby="app-submitted" data-section="submitted-summary">
        <h2 id="app-submitted" className="text-ink text-xl font-semibold">
          {t('application.submittedHeading')}
        </h2>
        {definition ? (
          <div className="mt-3">
            <SubmittedAnswers definition={definition} data={app.data} locale={locale} />
          </div>
        ) : null}
        {sent.length === 0 ? (
          <p className="text-muted mt-2">{t('application.noFilesSent')}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {sent.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="text-ink">
                  {documentName(d)}{' '}
                  <span className="text-muted">
                    · {t(`application.documentKinds.${d.kind}`)} · {when(d.createdAt)}
                  </span>
                </span>
                <a
                  href={documentUrl(d.id)}
                  className="text-brand-700 underline underline-offset-4"
                  target="_blank"
                  rel="noopener"
                >
                  {t('application.view')}
                  <span className="sr-only">: {documentName(d)}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
