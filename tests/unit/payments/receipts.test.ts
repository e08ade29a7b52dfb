import { execFileSync } from 'node:child_process';
import { renderReceiptPdf, receiptAmount } from '@/lib/payments/receipt-pdf';
import {
  RECEIPT_NUMBER,
  receiptNumber,
  receiptUrl,
  type ReceiptDocument,
} from '@/lib/payments/receipts';

/** The PDF's text as pdf.js reads it (tests/support/pdf-text.mjs, run apart: pdf.js is ESM only). */
function textOf(bytes: Uint8Array): string {
  const out = execFileSync(process.execPath, ['tests/support/pdf-text.mjs'], {
    input: Buffer.from(bytes),
  });
  return JSON.parse(out.toString()) as string;
}

const receipt: ReceiptDocument = {
  number: 'R-2026-000042',
  issuedAt: '2026-11-28T10:00:00.000Z',
  locale: 'en',
  paymentId: '3f0c7a52-5d1e-4d0f-9a57-0a6f4f1f2b11',
  paymentReference: 'NG-CO-2026-000123-1',
  method: 'online',
  amount: 185_000_00,
  currency: 'NGN',
  paidAt: '2026-11-28T09:59:00.000Z',
  applicationReference: 'NG-CO-2026-000123',
  service: 'company',
  jurisdiction: 'NG',
  serviceFee: 150_000_00,
  governmentFee: 35_000_00,
  customer: { name: 'Ọlá Adébáyọ̀', email: 'ola@example.com' },
};

describe('receipt numbers', () => {
  it('are R-<year>-<six digits>, counting from 1 each year', () => {
    expect(receiptNumber(2026, 1)).toBe('R-2026-000001');
    expect(receiptNumber(2027, 123456)).toBe('R-2027-123456');
    expect(receiptNumber(2027, 1234567)).toBe('R-2027-1234567');
    expect(RECEIPT_NUMBER.exec('R-2026-000042')?.slice(1)).toEqual(['2026', '000042']);
    expect(RECEIPT_NUMBER.test('R-26-42')).toBe(false);
  });

  it('are served under the payment id, to save or open', () => {
    expect(receiptUrl(receipt.paymentId)).toBe(`/api/receipts/${receipt.paymentId}`);
    expect(receiptUrl(receipt.paymentId, { download: true })).toMatch(/\?download=1$/);
  });
});

describe('the receipt PDF', () => {
  it('prints amounts with the sign the site shows and two decimals, as the language writes them', () => {
    expect(receiptAmount(185_000_00, 'NGN', 'en')).toBe('₦185,000.00');
    expect(receiptAmount(185_000_00, 'NGN', 'fr')).toBe('185\u202f000,00\u00a0₦');
    expect(receiptAmount(185_000_00, 'GHS', 'en')).toBe('GH₵185,000.00');
    // The dollars keep their country mark, as everywhere on the site.
    expect(receiptAmount(1_234_50, 'USD', 'fr')).toBe('1\u202f234,50\u00a0$US');
    expect(receiptAmount(1_234_50, 'CAD', 'en')).toBe('CA$1,234.50');
  });

  it('shows who we are, the customer, the reference, our fee and the government fees apart, in English', async () => {
    const text = textOf(await renderReceiptPdf(receipt));
    expect(text).toContain('Registra');
    expect(text).toContain('Receipt');
    expect(text).toContain('R-2026-000042');
    expect(text).toContain('NG-CO-2026-000123');
    expect(text).toContain('NG-CO-2026-000123-1');
    expect(text).toContain('Company registration');
    expect(text).toContain('Our fee ₦150,000.00');
    expect(text).toContain('₦35,000.00');
    expect(text).toContain('Amount received ₦185,000.00');
    expect(text).toContain('Online payment');
    expect(text).toContain('November 28, 2026');
    // The embedded font (DejaVu Sans) has the Yoruba letters: the dot below stays.
    expect(text).toContain('Received from Ọlá Adébáyọ̀ E-mail ola@example.com');
  });

  it('is written in French for a French customer', async () => {
    const text = textOf(
      await renderReceiptPdf({ ...receipt, locale: 'fr', method: 'bank_transfer' }),
    );
    expect(text).toContain('Reçu');
    expect(text).toContain('Numéro de reçu R-2026-000042');
    expect(text).toContain('Nos honoraires 150 000,00 ₦');
    expect(text).toContain('Frais administratifs');
    expect(text).toContain('Montant reçu 185 000,00 ₦');
    expect(text).toContain('Virement bancaire');
    expect(text).toContain('28 novembre 2026');
    expect(text).not.toContain('Amount received');
  });

  it('leaves the split out when the frozen quote has none', async () => {
    const text = textOf(
      await renderReceiptPdf({ ...receipt, serviceFee: null, governmentFee: null }),
    );
    expect(text).not.toContain('Our fee');
    expect(text).toContain('Amount received ₦185,000.00');
  });
});
