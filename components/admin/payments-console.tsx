import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import { documentUrl } from '@/lib/applications/documents';
import { formatMoney, type Currency } from '@/lib/catalogue/money';
import { receiptUrl } from '@/lib/payments/receipts';
import type { PaymentListFilter, StaffPayment } from '@/lib/payments/staff';
import { adminApplicationPath, paths } from '@/lib/site/paths';
import { ConsolePage, FilterLinks } from './console-page';
import { PaymentDecision } from './payment-decision';
import { RefundDialog } from './refund-dialog';

const tones: Record<StaffPayment['status'], BadgeTone> = {
  pending: 'warning',
  confirmed: 'brand',
  rejected: 'danger',
  cancelled: 'neutral',
};

const providerName = (provider: 'paystack' | 'stripe' | null) =>
  provider === 'paystack' ? 'Paystack' : provider === 'stripe' ? 'Stripe' : '';

/** What is left to refund: received, less the refunds that did not fail. */
const refundLeft = (payment: StaffPayment) =>
  (payment.amountReceived ?? 0) -
  payment.refunds.filter((r) => r.state !== 'failed').reduce((sum, r) => sum + r.amount, 0);

/** /admin/payments: the payments to confirm (or those decided), each with its proof and the decision. */
export async function PaymentsConsole({
  filter,
  payments,
}: {
  filter: PaymentListFilter;
  payments: StaffPayment[];
}) {
  const t = await getTranslations('Admin.payments');
  const locale = await getLocale();
  const format = await getFormatter();
  const money = (minor: number, currency: string) =>
    formatMoney(minor, currency as Currency, locale);
  const caption = t(`caption.${filter}`);
  return (
    <ConsolePage section="payments" heading={t('heading')} intro={t('intro')}>
      <FilterLinks
        label={t('filter.label')}
        items={(['pending', 'decided'] as const).map((f) => ({
          href: f === 'pending' ? paths.adminPayments : `${paths.adminPayments}?show=decided`,
          label: t(`filter.${f}`),
          current: f === filter,
        }))}
      />
      {payments.length === 0 ? (
        <p className="text-muted rounded-md border border-slate-200 p-4">{t(`empty.${filter}`)}</p>
      ) : (
        <Table caption={caption} align="start" className="min-w-[64rem]">
          <thead>
            <tr>
              <th scope="col">{t('columns.application')}</th>
              <th scope="col">{t('columns.customer')}</th>
              <th scope="col">{t('columns.method')}</th>
              <th scope="col">{t('columns.reference')}</th>
              <th scope="col">{t('columns.amountDue')}</th>
              <th scope="col">{t('columns.proof')}</th>
              <th scope="col">{t('columns.recorded')}</th>
              <th scope="col">
                {filter === 'pending' ? t('columns.actions') : t('columns.decision')}
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id} data-testid={`payment-${payment.paymentReference}`}>
                <td>
                  <Link
                    href={adminApplicationPath(payment.applicationReference)}
                    className="text-brand-700 font-medium underline underline-offset-4"
                  >
                    {payment.applicationReference}
                  </Link>
                </td>
                <td>
                  <span className="block">{payment.customerName}</span>
                  <span className="text-muted block">{payment.customerEmail}</span>
                </td>
                <td>{t(`methods.${payment.method}`)}</td>
                <td>
                  <span className="font-mono">{payment.paymentReference}</span>
                  {payment.mismatches.map((m) => (
                    <div
                      key={m.attemptReference}
                      className="mt-2 flex flex-col gap-1"
                      data-testid="payment-mismatch"
                    >
                      <Badge tone="danger">{t('mismatch.badge')}</Badge>
                      <span className="text-sm">
                        {t(m.paymentStatus ? 'mismatch.paidTwice' : 'mismatch.details', {
                          provider: m.provider === 'paystack' ? 'Paystack' : 'Stripe',
                          reference: m.attemptReference,
                          reported:
                            m.reported.amount === null
                              ? '?'
                              : `${m.reported.currency ?? '?'} ${(m.reported.amount / 100).toFixed(2)}`,
                          expected: money(m.expected.amount, m.expected.currency),
                        })}
                      </span>
                    </div>
                  ))}
                </td>
                <td className="whitespace-nowrap">{money(payment.amount, payment.currency)}</td>
                <td>
                  {payment.proof ? (
                    <span className="flex gap-3">
                      <a
                        href={documentUrl(payment.proof.id)}
                        target="_blank"
                        rel="noopener"
                        className="text-brand-700 underline underline-offset-4"
                      >
                        {t('proof.open')}
                      </a>
                      <a
                        href={documentUrl(payment.proof.id, { download: true })}
                        className="text-brand-700 underline underline-offset-4"
                      >
                        {t('proof.download')}
                      </a>
                    </span>
                  ) : (
                    <span className="text-muted">{t('proof.none')}</span>
                  )}
                </td>
                <td className="whitespace-nowrap">
                  {format.dateTime(new Date(payment.createdAt), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </td>
                <td>
                  {payment.status === 'pending' ? (
                    <PaymentDecision
                      payment={{
                        id: payment.id,
                        paymentReference: payment.paymentReference,
                        currency: payment.currency,
                        amountDue: money(payment.amount, payment.currency),
                      }}
                    />
                  ) : (
                    <div className="flex flex-col gap-1">
                      <Badge tone={tones[payment.status]}>{t(`statuses.${payment.status}`)}</Badge>
                      {payment.amountReceived !== null ? (
                        <span>
                          {t('received', {
                            amount: money(payment.amountReceived, payment.currency),
                          })}
                        </span>
                      ) : null}
                      {payment.receiptNumber ? (
                        <a
                          href={receiptUrl(payment.id)}
                          target="_blank"
                          rel="noopener"
                          className="text-brand-700 underline underline-offset-4"
                          data-testid="payment-receipt"
                        >
                          {t('receipt', { number: payment.receiptNumber })}
                        </a>
                      ) : null}
                      {payment.decisionNote ? (
                        <span className="text-muted">{payment.decisionNote}</span>
                      ) : null}
                      {payment.refunds.map((refund) => (
                        <span key={refund.id} data-testid="payment-refund">
                          {t(
                            refund.state === 'succeeded'
                              ? 'refunds.line'
                              : refund.state === 'pending'
                                ? 'refunds.pending'
                                : 'refunds.failed',
                            {
                              amount: money(refund.amount, refund.currency),
                              provider: providerName(refund.provider),
                            },
                          )}
                        </span>
                      ))}
                      {payment.status === 'confirmed' && refundLeft(payment) > 0 ? (
                        <RefundDialog
                          payment={{
                            id: payment.id,
                            paymentReference: payment.paymentReference,
                            currency: payment.currency,
                            received: money(payment.amountReceived ?? 0, payment.currency),
                            left: money(refundLeft(payment), payment.currency),
                            provider: payment.provider ? providerName(payment.provider) : null,
                          }}
                        />
                      ) : null}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </ConsolePage>
  );
}
