import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import { documentUrl } from '@/lib/applications/documents';
import { formatMoney, type Currency } from '@/lib/catalogue/money';
import type { PaymentListFilter, StaffPayment } from '@/lib/payments/staff';
import { adminApplicationPath, paths } from '@/lib/site/paths';
import { ConsolePage, FilterLinks } from './console-page';
import { PaymentDecision } from './payment-decision';

const tones: Record<StaffPayment['status'], BadgeTone> = { pending: 'warning', confirmed: 'brand', rejected: 'danger', cancelled: 'neutral' };

/** /admin/payments: the payments to confirm (or those decided), each with its proof and the decision. */
export async function PaymentsConsole({ filter, payments }: { filter: PaymentListFilter; payments: StaffPayment[] }) {
  const t = await getTranslations('Admin.payments');
  const locale = await getLocale();
  const format = await getFormatter();
  const money = (minor: number, currency: string) => formatMoney(minor, currency as Currency, locale);
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
              <th scope="col">{filter === 'pending' ? t('columns.actions') : t('columns.decision')}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id} data-testid={`payment-${payment.paymentReference}`}>
                <td>
                  <Link href={adminApplicationPath(payment.reference)} className="text-brand-700 font-medium underline underline-offset-4">
                    {payment.reference}
                  </Link>
                </td>
                <td>
                  <span className="block">{payment.customerName}</span>
                  <span className="text-muted block">{payment.customerEmail}</span>
                </td>
                <td>{t(`methods.${payment.method}`)}</td>
                <td className="font-mono">{payment.paymentReference}</td>
                <td className="whitespace-nowrap">{money(payment.amount, payment.currency)}</td>
                <td>
                  {payment.proof ? (
                    <span className="flex gap-3">
                      <a href={documentUrl(payment.proof.id)} target="_blank" rel="noopener" className="text-brand-700 underline underline-offset-4">
                        {t('proof.open')}
                      </a>
                      <a href={documentUrl(payment.proof.id, { download: true })} className="text-brand-700 underline underline-offset-4">
                        {t('proof.download')}
                      </a>
                    </span>
                  ) : (
                    <span className="text-muted">{t('proof.none')}</span>
                  )}
                </td>
                <td className="whitespace-nowrap">{format.dateTime(new Date(payment.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
                <td>
                  {payment.status === 'pending' ? (
                    <PaymentDecision
                      payment={{ id: payment.id, paymentReference: payment.paymentReference, currency: payment.currency, amountDue: money(payment.amount, payment.currency) }}
                    />
                  ) : (
                    <div className="flex flex-col gap-1">
                      <Badge tone={tones[payment.status]}>{t(`statuses.${payment.status}`)}</Badge>
                      {payment.amountReceived !== null ? <span>{t('received', { amount: money(payment.amountReceived, payment.currency) })}</span> : null}
                      {payment.decisionNote ? <span className="text-muted">{payment.decisionNote}</span> : null}
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
