import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { GHANA_MOBILE_MONEY, walletAmount } from '@/lib/payments/instructions';
import { ADMIN_EMAIL, createAccount, NAV, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

test.describe.configure({ timeout: 150_000 });
// Actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const receipt = readFileSync(path.resolve(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf'));

async function signedIn(
  browser: Browser,
  baseURL: string,
  email: string,
  name: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await createAccount(page.request, baseURL, email, name);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/(admin|account)$/, NAV);
  return page;
}

test('Ghana: mobile money shows the merchant number, amount and reference; a proof sent from the payment page reaches the staff console', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('gh-momo');
  const customer = await signedIn(browser, baseURL!, email, 'Kwame Mensah');
  const seeded = await customer.request.post('/api/e2e/staff', {
    data: { seed: 'ghana-application', email },
  });
  expect(seeded.ok()).toBe(true);
  const { reference, total } = (await seeded.json()) as { reference: string; total: number };

  await customer.goto(`/ghana-company-payment?ref=${reference}`);
  const methods = customer.getByRole('radiogroup', { name: 'Payment method' });
  await expect(methods.getByRole('radio')).toHaveText(['Mobile money', 'Bank transfer', 'QR code']);
  // Mobile money is Ghana's first choice: its panel is open.
  const momo = customer.getByTestId('pay-momo');
  await expect(momo.getByRole('heading', { name: 'Pay with mobile money' })).toBeVisible();
  for (const network of GHANA_MOBILE_MONEY) {
    const card = momo.getByTestId(`momo-${network.id}`);
    await expect(card.getByRole('heading', { name: network.name })).toBeVisible();
    await expect(card).toContainText(network.merchantNumber);
  }
  await expect(momo).toContainText(`Amount to enter (GHS)${walletAmount(total)}`);
  await expect(momo).toContainText(`Payment reference${reference}-1`);
  await expect(momo.getByText(`Enter the amount: ${walletAmount(total)}.`)).toBeVisible();
  await expectNoAxeViolations(customer, 'Ghana payment page');

  await momo.getByLabel('The network you paid from').selectOption('telecel');
  await customer.getByRole('button', { name: 'I have paid with this method' }).click();
  await expect(customer.getByTestId('payment-recorded')).toContainText(`${reference}-1`);

  // The proof goes from this page, whatever the method.
  await customer
    .getByLabel('Transfer receipt')
    .setInputFiles({ name: 'momo-receipt.pdf', mimeType: 'application/pdf', buffer: receipt });
  await customer.getByRole('button', { name: 'Send the proof' }).click();
  await expect(customer.getByText('Thank you: your proof of payment was sent.')).toBeVisible();

  const admin = await signedIn(browser, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  await admin.goto('/admin/payments');
  const row = admin.getByTestId(`payment-${reference}-1`);
  await expect(row).toContainText('Mobile money');
  await expect(row.getByRole('link', { name: 'Open' })).toBeVisible();
});

test('the Ghana payment page reads in French, without accessibility violations', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('gh-momo-fr');
  const customer = await signedIn(browser, baseURL!, email, 'Ama Owusu');
  const seeded = await customer.request.post('/api/e2e/staff', {
    data: { seed: 'ghana-application', email },
  });
  const { reference } = (await seeded.json()) as { reference: string };
  await customer.goto(`/fr/ghana-company-payment?ref=${reference}`);
  await expect(customer.getByRole('heading', { name: 'Payer par mobile money' })).toBeVisible();
  await expectNoAxeViolations(customer, 'Ghana payment page (fr)');
});
