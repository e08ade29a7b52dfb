import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getLocale, getMessages, getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { formatMoney, type Currency } from '@/lib/catalogue/money';
import { Link } from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import {
  COLLECTION_ACCOUNTS,
  GHANA_MOBILE_MONEY,
  methodsFor,
  qrPayload,
  ussdDialStrings,
  walletAmount,
  wholeUnits,
  type PaymentMethod,
} from '@/lib/payments/instructions';
import type { ConfirmedPayment, Payment } from '@/lib/payments/queries';
import { siteConfig } from '@/lib/config/site';
import { accountApplicationPath } from '@/lib/site/paths';
import type { Application } from '@/lib/applications/queries';
import { providersFor } from '@/lib/payments/providers/config';
import { CopyButton } from './copy-button';
import { OnlinePayButton } from './online-payment';
import { PaymentMethods } from './payment-methods';

function Row({
  label,
  value,
  copy,
}: {
  label: string;
  value: string;
  copy: { copy: string; copied: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="text-ink flex items-center gap-3 font-mono font-semibold">
        <span>{value}</span>
        <CopyButton
          value={value}
          label={copy.label}
          copyText={copy.copy}
          copiedText={copy.copied}
        />
      </dd>
    </div>
  );
}

/**
 * The payment step: the quoted amount, bank transfer details with the reference, USSD dial
 * strings per Nigerian bank, Ghana's mobile money merchant numbers, and a QR code drawn on the
 * server (no client library). Once a payment is recorded the customer can send its proof here.
 */
export async function PaymentView({
  application,
  payment,
  paid = null,
  basic,
}: {
  application: Application | null;
  payment: Payment | null;
  /** The payment staff confirmed: the page shows it instead of asking for payment. */
  paid?: ConfirmedPayment | null;
  basic?: boolean;
}) {
  const t = await getTranslations('Payment');
  const locale = await getLocale();
  const messages = await getMessages();
  if (!application?.reference || !application.quote) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-ink text-3xl font-bold">{t('notFoundTitle')}</h1>
        <p className="text-muted mt-4">{t('notFound')}</p>
        <Link href="/signin" className="text-brand-700 mt-6 inline-block font-semibold underline">
          {t('signIn')}
        </Link>
      </section>
    );
  }
  if (paid) return <PaidView reference={application.reference} paid={paid} locale={locale} />;
  const { quote } = application;
  const currency = quote.currency;
  const account = COLLECTION_ACCOUNTS[currency] ?? COLLECTION_ACCOUNTS.NGN!;
  const reference = payment?.paymentReference ?? `${application.reference}-1`;
  const amount = formatMoney(quote.total, currency, locale);
  const copy = (what: string) => ({
    copy: t('copy'),
    copied: t('copied'),
    label: t('copyLabel', { what }),
  });
  const qrSvg = await QRCode.toString(
    qrPayload({ account, minor: quote.total, currency, reference, payee: siteConfig.name }),
    { type: 'svg', margin: 1, errorCorrectionLevel: 'M' },
  );
  const qrSrc = `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString('base64')}`;
  const methods = methodsFor(currency);
  const dials = currency === 'NGN' ? ussdDialStrings(quote.total, account.accountNumber) : [];
  // Online beside the manual methods, when the currency's provider is configured (issue 32).
  const [online] = providersFor(currency);

  const panels: Partial<Record<PaymentMethod, React.ReactNode>> = {
    bank_transfer: (
      <section aria-labelledby="pay-bank">
        <h2 id="pay-bank" className="text-xl font-semibold">
          {t('bankTransfer.title')}
        </h2>
        <p className="text-muted mt-2">{t('bankTransfer.intro')}</p>
        {currency === 'GBP' || currency === 'CAD' ? (
          <p className="text-muted mt-2">{t(`bankTransfer.how${currency}`)}</p>
        ) : null}
        <dl className="mt-4">
          <Row
            label={t('bankTransfer.bank')}
            value={account.bankName}
            copy={copy(t('bankTransfer.bank'))}
          />
          <Row
            label={t('bankTransfer.accountName')}
            value={account.accountName}
            copy={copy(t('bankTransfer.accountName'))}
          />
          <Row
            label={t('bankTransfer.accountNumber')}
            value={account.accountNumber}
            copy={copy(t('bankTransfer.accountNumber'))}
          />
          {account.branchCode ? (
            <Row
              label={t('bankTransfer.branchCode')}
              value={account.branchCode}
              copy={copy(t('bankTransfer.branchCode'))}
            />
          ) : null}
          {account.sortCode ? (
            <Row
              label={t('bankTransfer.sortCode')}
              value={account.sortCode}
              copy={copy(t('bankTransfer.sortCode'))}
            />
          ) : null}
          {account.institutionNumber ? (
            <Row
              label={t('bankTransfer.institutionNumber')}
              value={account.institutionNumber}
              copy={copy(t('bankTransfer.institutionNumber'))}
            />
          ) : null}
          {account.transitNumber ? (
            <Row
              label={t('bankTransfer.transitNumber')}
              value={account.transitNumber}
              copy={copy(t('bankTransfer.transitNumber'))}
            />
          ) : null}
          {account.iban ? (
            <Row
              label={t('bankTransfer.iban')}
              value={account.iban}
              copy={copy(t('bankTransfer.iban'))}
            />
          ) : null}
          {account.routingNumber ? (
            <Row
              label={t('bankTransfer.routingNumber')}
              value={account.routingNumber}
              copy={copy(t('bankTransfer.routingNumber'))}
            />
          ) : null}
          {account.swift ? (
            <Row
              label={t('bankTransfer.swift')}
              value={account.swift}
              copy={copy(t('bankTransfer.swift'))}
            />
          ) : null}
          <Row label={t('amount')} value={amount} copy={copy(t('amount'))} />
          <Row
            label={t('bankTransfer.reference')}
            value={reference}
            copy={copy(t('bankTransfer.reference'))}
          />
        </dl>
      </section>
    ),
    ussd: (
      <section aria-labelledby="pay-ussd">
        <h2 id="pay-ussd" className="text-xl font-semibold">
          {t('ussd.title')}
        </h2>
        <p className="text-muted mt-2">{t('ussd.intro')}</p>
        <p className="mt-2 font-medium">
          {t('bankTransfer.reference')}: <span className="font-mono">{reference}</span> ·{' '}
          {t('amount')}: {currency} {wholeUnits(quote.total).toLocaleString(locale)}
        </p>
        <dl className="mt-4">
          {dials.map((d) => (
            <Row key={d.id} label={d.name} value={d.dial} copy={copy(d.name)} />
          ))}
        </dl>
        <label htmlFor="ussd-bank" className="mt-4 block font-medium">
          {t('ussd.bank')}
        </label>
        <Select id="ussd-bank" defaultValue={payment?.bank ?? dials[0]?.id} className="mt-1">
          {dials.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Select>
      </section>
    ),
    mobile_money: methods.includes('mobile_money') ? (
      <section aria-labelledby="pay-momo" data-testid="pay-momo">
        <h2 id="pay-momo" className="text-xl font-semibold">
          {t('mobileMoney.title')}
        </h2>
        <p className="text-muted mt-2">{t('mobileMoney.intro')}</p>
        <dl className="mt-4">
          <Row
            label={t('mobileMoney.amount', { currency })}
            value={walletAmount(quote.total)}
            copy={copy(t('amount'))}
          />
          <Row
            label={t('bankTransfer.reference')}
            value={reference}
            copy={copy(t('bankTransfer.reference'))}
          />
        </dl>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {GHANA_MOBILE_MONEY.map((n) => (
            <li
              key={n.id}
              className="rounded-lg border border-slate-200 p-3"
              data-testid={`momo-${n.id}`}
            >
              <h3 className="text-ink font-semibold">{n.name}</h3>
              <dl className="mt-2 text-sm">
                <dt className="text-muted">{t('mobileMoney.merchantNumber')}</dt>
                <dd className="text-ink flex flex-wrap items-center gap-2 font-mono font-semibold">
                  <span>{n.merchantNumber}</span>
                  <CopyButton
                    value={n.merchantNumber.replace(/\s/g, '')}
                    label={t('copyLabel', { what: `${n.name} ${t('mobileMoney.merchantNumber')}` })}
                    copyText={t('copy')}
                    copiedText={t('copied')}
                  />
                </dd>
                <dt className="text-muted mt-2">{t('mobileMoney.merchantName')}</dt>
                <dd className="text-ink">{n.merchantName}</dd>
                <dt className="text-muted mt-2">{t('mobileMoney.menu')}</dt>
                <dd className="text-ink font-mono">{n.dial}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <ol className="text-ink mt-6 list-decimal space-y-1 pl-6">
          <li>{t('mobileMoney.step1')}</li>
          <li>{t('mobileMoney.step2')}</li>
          <li>{t('mobileMoney.step3', { amount: walletAmount(quote.total) })}</li>
          <li>{t('mobileMoney.step4', { reference })}</li>
        </ol>
        <label htmlFor="momo-network" className="mt-4 block font-medium">
          {t('mobileMoney.network')}
        </label>
        <Select
          id="momo-network"
          defaultValue={
            payment?.method === 'mobile_money' && payment.bank
              ? payment.bank
              : GHANA_MOBILE_MONEY[0].id
          }
          className="mt-1"
        >
          {GHANA_MOBILE_MONEY.map((n) => (
            <option key={n.id} value={n.id}>
              {n.name}
            </option>
          ))}
        </Select>
      </section>
    ) : null,
    qr: (
      <section aria-labelledby="pay-qr">
        <h2 id="pay-qr" className="text-xl font-semibold">
          {t('qr.title')}
        </h2>
        <p className="text-muted mt-2">{t('qr.intro')}</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- a generated data: SVG, nothing for next/image to optimise */}
        <img
          src={qrSrc}
          alt={t('qr.alt', { reference })}
          width={240}
          height={240}
          className="mt-4 rounded-md border border-slate-300"
          data-testid="payment-qr"
        />
      </section>
    ),
  };

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-ink text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted mt-2">{t('intro', { reference: application.reference })}</p>
      {basic ? <p className="text-muted mt-2 text-sm">{t('basicNote')}</p> : null}
      <p className="mt-6 text-lg">
        {t('amount')}: <strong data-testid="payment-amount">{amount}</strong>
      </p>
      {payment ? (
        <p className="text-muted mt-2 text-sm">
          {t('pending', {
            reference: payment.paymentReference,
            method: t(`methods.${payment.method}`),
          })}
        </p>
      ) : null}
      {/* The proof form speaks the account's words (Account.application, Account.errors). */}
      <NextIntlClientProvider
        messages={
          {
            Payment: messages.Payment,
            Account: { application: messages.Account.application, errors: messages.Account.errors },
          } as never
        }
      >
        {online ? (
          <section
            aria-labelledby="pay-online"
            className="border-brand-600 mt-8 rounded-lg border p-6"
            data-testid="pay-online"
          >
            <h2 id="pay-online" className="text-xl font-semibold">
              {t('online.title')}
            </h2>
            <p className="text-muted mt-2">
              {t(online === 'paystack' ? 'online.introPaystack' : 'online.introStripe')}
            </p>
            <OnlinePayButton
              applicationId={application.id}
              label={t('online.button', { amount })}
            />
          </section>
        ) : null}
        <PaymentMethods
          applicationId={application.id}
          methods={methods}
          panels={panels}
          initial={
            payment && payment.method !== 'online'
              ? { method: payment.method, reference: payment.paymentReference }
              : null
          }
          applicationReference={application.reference}
          hasProof={payment?.hasProof ?? false}
        />
      </NextIntlClientProvider>
      <p className="text-muted mt-8 text-sm">{t('leaveNote')}</p>
    </section>
  );
}

/** A paid application: what arrived and when, and where to follow it; nothing more to pay. */
async function PaidView({
  reference,
  paid,
  locale,
}: {
  reference: string;
  paid: ConfirmedPayment;
  locale: string;
}) {
  const t = await getTranslations('Payment');
  const format = await getFormatter();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-ink text-3xl font-bold">{t('paid.title')}</h1>
      <p className="text-muted mt-2">{t('paid.intro', { reference })}</p>
      <div
        role="status"
        className="border-brand-600 bg-brand-50 text-ink mt-6 rounded-lg border p-6"
        data-testid="payment-paid"
      >
        <p className="text-lg font-semibold">
          {t('paid.received', {
            amount: formatMoney(paid.amountReceived, paid.currency as Currency, locale),
            date: format.dateTime(new Date(paid.confirmedAt), { dateStyle: 'long' }),
          })}
        </p>
        <p className="text-muted mt-2">
          {t('paid.reference', { reference: paid.paymentReference })}
        </p>
      </div>
      <Link
        href={accountApplicationPath(reference)}
        className="text-brand-700 mt-6 inline-block font-semibold underline"
      >
        {t('paid.track')}
      </Link>
    </section>
  );
}
