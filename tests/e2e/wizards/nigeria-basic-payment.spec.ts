import { expect as baseExpect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { formatMoney } from '@/lib/catalogue/money';
import { COLLECTION_ACCOUNTS, qrPayload, wholeUnits } from '@/lib/payments/instructions';
import { siteConfig } from '@/lib/config/site';
import { uniqueEmail } from '../support/auth';
import { NIGERIA_COMPANY_LAST_STEP, nigeriaCompanyDraft } from '../../fixtures/applications';
import {
  newUploadToken,
  seedDraft,
  signUpInline,
  storedApplications,
  withUploads,
} from './helpers';

test.describe.configure({ timeout: 180_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test('a Basic-package company pays on the Basic payment page: quoted amount, transfer reference, USSD, QR; the choice is kept', async ({
  page,
}) => {
  // The director's ID scan, photo and signature, uploaded as the form would have.
  // Uploaded before sign-in, as the draft's (its token), then the account's at submission.
  const uploadToken = newUploadToken();
  await seedDraft(
    page,
    'nigeria-company',
    await withUploads(page.request, nigeriaCompanyDraft('basic'), uploadToken),
    NIGERIA_COMPANY_LAST_STEP,
    { uploadToken },
  );
  await page.goto('/nigeria-company-review');
  await expect(page.getByText('Your price: Basic package')).toBeVisible();
  const shownTotal = (await page.getByTestId('quote-total').textContent())!.trim();
  const email = uniqueEmail('ng-basic');
  await signUpInline(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=NG-CO-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();

  // A Basic application is sent to the Basic payment route.
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/nigeria-company-basic-payment\\?ref=${reference}$`), {
    timeout: 30_000,
  });
  await expect(
    page.getByRole('heading', { name: 'Pay for your application', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Basic package: digital documents only.')).toBeVisible();

  const [app] = await storedApplications(page.request, email);
  const total = app!.quote!.total;
  expect(app!.package).toBe('basic');
  const amount = formatMoney(total, 'NGN', 'en');
  expect(amount).toBe(shownTotal);
  await expect(page.getByTestId('payment-amount')).toHaveText(amount);

  // Bank transfer (the default): our account and the unique payment reference.
  const paymentReference = `${reference}-1`;
  const account = COLLECTION_ACCOUNTS.NGN!;
  const transfer = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(transfer.getByText(account.accountNumber, { exact: true })).toBeVisible();
  await expect(transfer.getByText(paymentReference, { exact: true })).toBeVisible();
  await expect(transfer.getByRole('button', { name: 'Copy Payment reference' })).toBeVisible();

  // USSD: a dial string per bank with the quoted amount in whole naira, next to the reference.
  await page.getByRole('radio', { name: 'USSD' }).click();
  const ussd = page.getByRole('region', { name: 'Pay with USSD' });
  await expect(
    ussd.getByText(`*737*1*${wholeUnits(total)}*${account.accountNumber}#`, { exact: true }),
  ).toBeVisible();
  await expect(
    ussd.getByText(`*901*1*${wholeUnits(total)}*${account.accountNumber}#`, { exact: true }),
  ).toBeVisible();
  await expect(ussd).toContainText(
    `Payment reference: ${paymentReference} · Amount to pay: NGN ${wholeUnits(total).toLocaleString('en')}`,
  );

  // QR: a real QR code of the payment details with the amount and the reference.
  await page.getByRole('radio', { name: 'QR code' }).click();
  const qr = page.getByRole('img', {
    name: `QR code with the payment details for ${paymentReference}`,
  });
  await expect(qr).toBeVisible();
  const expectedSvg = await QRCode.toString(
    qrPayload({
      account,
      minor: total,
      currency: 'NGN',
      reference: paymentReference,
      payee: siteConfig.name,
    }),
    {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    },
  );
  const src = (await qr.getAttribute('src'))!;
  expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true);
  expect(Buffer.from(src.slice('data:image/svg+xml;base64,'.length), 'base64').toString()).toBe(
    expectedSvg,
  );

  // Choosing USSD with a bank records a pending payment of the quoted amount.
  await page.getByRole('radio', { name: 'USSD' }).click();
  await page.getByLabel('Your bank').selectOption({ label: 'Access Bank' });
  await page.getByRole('button', { name: 'I have paid with this method' }).click();
  await expect(page.getByTestId('payment-recorded')).toHaveText(
    `Thank you. Your payment ${paymentReference} is recorded as pending until we confirm it.`,
  );
  const [stored] = await storedApplications(page.request, email);
  expect(stored!.payments).toEqual([
    {
      owner_id: stored!.owner_id,
      method: 'ussd',
      bank: 'access',
      amount: String(total),
      currency: 'NGN',
      payment_reference: paymentReference,
      status: 'pending',
    },
  ]);
  expect(stored!.events).toContainEqual(
    expect.objectContaining({
      type: 'payment_recorded',
      note: `ussd ${paymentReference}`,
      actor_id: stored!.owner_id,
    }),
  );
  expect(stored!.status).toBe('submitted');

  // Leaving and coming back, even by the full-package payment route: the Basic page, with the
  // application and the recorded choice.
  await page.goto('/');
  await page.goto(`/nigeria-company-payment?ref=${reference}`);
  await expect(page).toHaveURL(new RegExp(`/nigeria-company-basic-payment\\?ref=${reference}$`));
  await expect(
    page.getByText(`Payment ${paymentReference} is pending confirmation (USSD).`),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'USSD' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Your bank')).toHaveValue('access');
  await expect(page.getByTestId('payment-recorded')).toContainText(paymentReference);

  // Changing the method updates the one pending payment rather than adding another.
  await page.getByRole('radio', { name: 'Bank transfer' }).click();
  await page.getByRole('button', { name: 'I have paid with this method' }).click();
  await expect(page.getByTestId('payment-recorded')).toContainText(paymentReference);
  await expect
    .poll(async () =>
      (await storedApplications(page.request, email))[0]!.payments.map(
        (p) => `${p.method}:${p.payment_reference}:${p.status}`,
      ),
    )
    .toEqual([`bank_transfer:${paymentReference}:pending`]);
});
