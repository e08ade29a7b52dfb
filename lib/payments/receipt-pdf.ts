import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { createTranslator } from 'use-intl/core';
import { MINOR_PER_MAJOR, currencyDisplay, type Currency } from '@/lib/catalogue/money';
import { siteConfig, siteOrigin } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { ReceiptDocument } from './receipts';

/**
 * The receipt's one template: a single A4 page drawn with pdf-lib, in the language the receipt
 * was issued in (messages, namespace `Receipt`): who we are, the customer, the application, our
 * fee and the government's fees apart (the quote frozen at submission), the amount received,
 * method, date and number.
 *
 * The text is set in DejaVu Sans (lib/payments/fonts, its licence beside it), embedded as a
 * subset of the glyphs used: the standard PDF fonts (Helvetica) encode WinAnsi only, which has
 * neither ₦ nor GH₵ nor a Yoruba name's dot below (Ọlá). A character the font lacks still loses
 * its accent, or becomes `?`, rather than failing the whole receipt.
 */
const catalogues = { en, fr } as const;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.82, 0.84, 0.87);

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

// Read from the working directory at run time, as the migrations are (lib/db/migrate.ts), once.
const FONTS_DIR = path.join(process.cwd(), 'lib', 'payments', 'fonts');
let fontFiles: Promise<[Buffer, Buffer]> | null = null;
function receiptFonts(): Promise<[Buffer, Buffer]> {
  fontFiles ??= Promise.all([
    readFile(path.join(FONTS_DIR, 'DejaVuSans.ttf')),
    readFile(path.join(FONTS_DIR, 'DejaVuSans-Bold.ttf')),
  ]).catch((error: unknown) => {
    fontFiles = null;
    throw error;
  });
  return fontFiles;
}

/** `text` with every character `font` cannot encode replaced by its unaccented form, else `?`. */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (supported.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    // A letter without its accent; a lone combining mark (a tone on an accented letter) dropped.
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += [...bare].every((c) => supported.has(c.codePointAt(0)!)) ? bare : '?';
  }
  return out;
}

type Writer = {
  text: (
    value: string,
    x: number,
    y: number,
    options?: { size?: number; bold?: boolean; muted?: boolean },
  ) => void;
  right: (value: string, x: number, y: number, options?: { size?: number; bold?: boolean }) => void;
  rule: (y: number) => void;
};

function writer(page: PDFPage, regular: PDFFont, bold: PDFFont): Writer {
  return {
    text(value, x, y, options = {}) {
      const font = options.bold ? bold : regular;
      page.drawText(encodable(font, value), {
        x,
        y,
        size: options.size ?? 10,
        font,
        color: options.muted ? MUTED : INK,
      });
    },
    right(value, x, y, options = {}) {
      const font = options.bold ? bold : regular;
      const safe = encodable(font, value);
      const size = options.size ?? 10;
      page.drawText(safe, { x: x - font.widthOfTextAtSize(safe, size), y, size, font, color: INK });
    },
    rule(y) {
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: A4.width - MARGIN, y },
        thickness: 0.75,
        color: RULE,
      });
    },
  };
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

  const pdf = await PDFDocument.create();
  pdf.setTitle(t('documentTitle', { number: receipt.number }));
  pdf.setAuthor(siteConfig.name);
  pdf.setLanguage(locale);
  pdf.setCreator(siteConfig.name);
  pdf.setProducer(siteConfig.name);
  // A fixed date: the same receipt renders to the same bytes.
  pdf.setCreationDate(new Date(receipt.issuedAt));
  pdf.setModificationDate(new Date(receipt.issuedAt));
  const page = pdf.addPage([A4.width, A4.height]);
  pdf.registerFontkit(fontkit);
  const [regularFile, boldFile] = await receiptFonts();
  const regular = await pdf.embedFont(regularFile, { subset: true });
  const bold = await pdf.embedFont(boldFile, { subset: true });
  const w = writer(page, regular, bold);
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
