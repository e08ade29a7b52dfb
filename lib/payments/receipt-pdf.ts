import 'server-only';
import { createTranslator } from 'use-intl/core';
import { MINOR_PER_MAJOR, currencyDisplay, type Currency } from '@/lib/catalogue/money';
import { siteConfig, siteOrigin } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/locales';
import { A4, MARGIN, openDocument } from '@/lib/pdf/document';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { ReceiptDocument } from './receipts';

/**
 * The receipt's one template: a single A4 page drawn with pdf-lib, in the language the receipt
 * was issued in (messages, namespace `Receipt`): who we are, the customer, the application, our
 * fee and the government's fees apart (the quote frozen at submission), the amount received,
 * method, date and number.
 *
 * Fonts, page and writer: lib/pdf/document.ts (DejaVu Sans, for ₦, GH₵ and Ọlá).
 */
const catalogues = { en, fr } as const;

/** An amount as the receipt prints it: the sign the site shows (₦, CA$), always two decimals. */
export function receiptAmount(minor: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: currencyDisplay[currency],
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / MINOR_PER_MAJOR);
}

/** The receipt's PDF bytes. */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const locale = receipt.locale;
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'Receipt' });
  const catalogue = createTranslator({
    locale,
    messages: catalogues[locale],
    namespace: 'Catalogue',
  });
  const serviceKey = `services.${receipt.service}.title` as 'services.company.title';
  const service = catalogue.has(serviceKey) ? catalogue(serviceKey) : receipt.service;
  const money = (minor: number) => receiptAmount(minor, receipt.currency, locale);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

  const { pdf, addPage } = await openDocument({
    title: t('documentTitle', { number: receipt.number }),
    locale,
    // A fixed date: the same receipt renders to the same bytes.
    date: new Date(receipt.issuedAt),
  });
  const { w } = addPage();
  const right = A4.width - MARGIN;

  // Who we are.
  let y = A4.height - MARGIN - 8;
  w.text(siteConfig.name, MARGIN, y, { size: 20, bold: true });
  w.right(t('title'), right, y, { size: 20, bold: true });
  y -= 18;
  w.text(siteOrigin().replace(/^https?:\/\//, ''), MARGIN, y, { muted: true });
  w.right(receipt.number, right, y, { bold: true });
  y -= 14;
  w.text(`${siteConfig.contact.email} · ${siteConfig.contact.phone}`, MARGIN, y, { muted: true });
  y -= 24;
  w.rule(y);

  // Who paid, for what, when and how.
  const rows: [string, string][] = [
    [t('number'), receipt.number],
    [t('issuedOn'), date(receipt.issuedAt)],
    [t('customer'), receipt.customer.name || receipt.customer.email],
    ...(receipt.customer.name
      ? ([[t('email'), receipt.customer.email]] as [string, string][])
      : []),
    [t('application'), receipt.applicationReference],
    [t('service'), service],
    [t('paymentReference'), receipt.paymentReference],
    [t('method'), t(`methods.${receipt.method}`)],
    [t('paidOn'), date(receipt.paidAt)],
    [t('currency'), receipt.currency],
  ];
  y -= 26;
  for (const [label, value] of rows) {
    w.text(label, MARGIN, y, { muted: true });
    w.text(value, MARGIN + 150, y);
    y -= 18;
  }

  // The amount: our fee and the government's apart, then what was received.
  y -= 12;
  w.rule(y);
  y -= 24;
  w.text(t('item'), MARGIN, y, { bold: true });
  w.right(t('amount'), right, y, { bold: true });
  y -= 20;
  if (receipt.serviceFee !== null) {
    w.text(t('ourFee'), MARGIN, y);
    w.right(money(receipt.serviceFee), right, y);
    y -= 18;
  }
  if (receipt.governmentFee !== null) {
    w.text(t('governmentFees'), MARGIN, y);
    w.right(money(receipt.governmentFee), right, y);
    y -= 18;
  }
  y -= 6;
  w.rule(y);
  y -= 22;
  w.text(t('received'), MARGIN, y, { bold: true, size: 12 });
  w.right(money(receipt.amount), right, y, { bold: true, size: 12 });
  y -= 40;
  w.text(t('thanks', { brand: siteConfig.name }), MARGIN, y, { muted: true });
  return pdf.save();
}
