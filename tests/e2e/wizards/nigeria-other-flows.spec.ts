import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/auth';
import { choose, fill, fillFiler, fillNigerianPerson, next, radio, signUpInline } from './helpers';

test.describe.configure({ timeout: 240_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The payment page the test is on, with its own application, passes axe in English and French. */
async function expectAccessiblePaymentPage(page: Page) {
  const payment = new URL(page.url());
  for (const prefix of ['', '/fr']) {
    await page.goto(`${prefix}${payment.pathname}${payment.search}`);
    await expect(page.getByTestId('payment-amount')).toContainText('₦');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, `${prefix}${payment.pathname}`);
  }
}

/**
 * The end the business-name and non-profit flows share: the submitter, the Basic package, an
 * account made on the review page, the submission, and the payment page (axe-checked).
 */
async function submitAndReachPayment(
  page: Page,
  flow: 'enterprise' | 'nonprofit',
  referencePrefix: string,
  submitter: { name: string; email: string; phone: string },
) {
  await choose(page, 'Your role', 'Owner or trustee');
  await fillFiler(page, submitter);
  await next(page, `/nigeria-${flow}-package`);
  await radio(page, 'Basic');
  await next(page, `/nigeria-${flow}-review`);

  await signUpInline(page, uniqueEmail(referencePrefix.toLowerCase()));
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/application-submitted\\?ref=${referencePrefix}-\\d{4}-\\d{6}$`),
    { timeout: 30_000 },
  );
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/nigeria-${flow}-payment\\?ref=${referencePrefix}-`));
  await expectAccessiblePaymentPage(page);
}

test('a customer registers a business name (sole proprietorship) and reaches its payment page', async ({
  page,
}) => {
  await page.goto('/nigeria-enterprise-registration');
  // Punctuation is not a name, "Ltd" is for companies, and no business started before 1900.
  await fill(page, 'First choice of business name', '!!!');
  await fill(page, 'Second choice of business name', 'Bisi Fashion Ltd');
  await fill(page, 'Date the business starts (or started)', '1899-12-31');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-proposedName1-error')).toHaveText(
    'A name is made of words: punctuation alone is not a name.',
  );
  await expect(page.locator('#f-proposedName2-error')).toHaveText(
    'A business name cannot end with “Limited” or “Ltd”: those words are for companies.',
  );
  await expect(page.locator('#f-commencementDate-error')).toHaveText(
    'Enter a date from 1900 onwards.',
  );
  await expect(page.getByLabel('Second choice of business name', { exact: true })).toHaveValue(
    'Bisi Fashion Ltd',
  );
  await fill(page, 'First choice of business name', 'Bisi Tailoring Services');
  await fill(page, 'Second choice of business name', 'Bisi Fashion House');
  await radio(page, 'Partnership');
  await fill(page, 'Nature of business', 'Tailoring');
  await fill(page, 'Street address', '5 Ojuelegba Road');
  await fill(page, 'Town or city', 'Surulere');
  await fill(page, 'Local government area', 'Surulere');
  await choose(page, 'State', 'Lagos');
  await fill(page, 'Date the business starts (or started)', '2026-01-15');
  await fill(page, 'Business e-mail address', 'bisi@example.com');
  await fill(page, 'Business phone number', '08091234567');
  await next(page, '/nigeria-enterprise-proprietor');

  // The step speaks of proprietors and partners, not of directors and officers.
  await expect(page.getByText('Each proprietor or partner must be at least 18.')).toBeVisible();
  await expect(page.getByText(/directors and officers/i)).toHaveCount(0);
  await fillNigerianPerson(page.getByRole('group', { name: 'Proprietor 1' }), {
    name: 'Bisi Adeyemi',
    dob: '1992-02-02',
    gender: 'Female',
    nin: '22345678901',
    occupation: 'Tailor',
    email: 'bisi@example.com',
    phone: '08091234567',
    address: '5 Ojuelegba Road, Surulere',
  });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // A partnership needs two partners: the message sits by the group and nothing typed is lost.
  await expect(page.getByText('A partnership needs at least two partners.')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Proprietor 1' }).getByLabel('Full name', { exact: true }),
  ).toHaveValue('Bisi Adeyemi');
  await page.getByRole('button', { name: 'Back' }).click();
  await radio(page, 'Sole proprietorship');
  await next(page, '/nigeria-enterprise-proprietor');
  await next(page, '/nigeria-enterprise-submitter');
  await submitAndReachPayment(page, 'enterprise', 'NG-BN', {
    name: 'Bisi Adeyemi',
    email: 'bisi@example.com',
    phone: '08091234567',
  });
});

test('a customer registers a non-profit (uploads checked by content, the trustees name form) and reaches its payment page', async ({
  page,
}) => {
  await page.goto('/nigeria-nonprofit-registration');
  await fill(page, 'First choice of name', 'Lagos Youth Football Foundation');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-proposedName1-error')).toHaveText(
    'The name must start with “Incorporated Trustees of”.',
  );
  await fill(
    page,
    'First choice of name',
    'Incorporated Trustees of Lagos Youth Football Foundation',
  );
  await fill(
    page,
    'Second choice of name',
    'Incorporated Trustees of Lagos Youth Sports Foundation',
  );
  await choose(page, 'Main purpose', 'Sporting');
  await fill(page, 'Aims and objects', 'To develop youth football in Lagos.');
  await fill(page, 'Street address', '1 Stadium Road');
  await fill(page, 'Town or city', 'Surulere');
  await fill(page, 'Local government area', 'Surulere');
  await choose(page, 'State', 'Lagos');
  await fill(page, 'Organisation e-mail address', 'info@lyff.org.ng');
  await fill(page, 'Organisation phone number', '08051234567');
  await next(page, '/nigeria-nonprofit-trustees');

  // At least two trustees: the step starts with two cards, neither removable.
  await fillNigerianPerson(page.getByRole('group', { name: 'Trustee 1' }), {
    name: 'Emeka Nwosu',
    dob: '1975-05-05',
    gender: 'Male',
    nin: '32345678901',
    occupation: 'Coach',
    email: 'emeka@example.com',
    phone: '08051234567',
    address: '2 Stadium Road, Surulere',
  });
  await expect(page.getByRole('group', { name: 'Trustee 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Trustee 1' })).toHaveCount(0);
  await fillNigerianPerson(page.getByRole('group', { name: 'Trustee 2' }), {
    name: 'Funke Ade',
    dob: '1983-08-19',
    gender: 'Female',
    nin: '42345678901',
    occupation: 'Teacher',
    email: 'funke@example.com',
    phone: '08061234567',
    address: '8 Bode Thomas Street, Surulere',
  });
  await page.getByLabel(/I confirm that no trustee is a minor/).check();
  await next(page, '/nigeria-nonprofit-officers');

  await fill(page, "Chairman's full name", 'Emeka Nwosu');
  await fill(page, "Chairman's e-mail address", 'emeka@example.com');
  await fill(page, "Secretary's full name", 'Funke Ade');
  await fill(page, "Secretary's e-mail address", 'funke@example.com');
  await next(page, '/nigeria-nonprofit-constitution');

  // A text file named .pdf is refused: the type is read from the content.
  await page.getByLabel('Constitution', { exact: true }).setInputFiles({
    name: 'constitution.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not really a pdf'),
  });
  await expect(page.locator('#f-constitutionFile-error')).toHaveText(
    'Upload a PDF, JPEG or PNG file.',
  );
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  await page
    .getByLabel('Constitution', { exact: true })
    .setInputFiles({ name: 'constitution.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Uploaded: constitution.pdf')).toBeVisible();
  await page
    .getByLabel('Minutes of the meeting appointing the trustees')
    .setInputFiles({ name: 'minutes.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Uploaded: minutes.pdf')).toBeVisible();
  await page.getByLabel(/The constitution covers the aims/).check();
  await next(page, '/nigeria-nonprofit-publication');

  await radio(page, 'We arrange the publication (included in your package)');
  await page.getByLabel(/I understand that the name, trustees and aims will be published/).check();
  await next(page, '/nigeria-nonprofit-submitter');
  await submitAndReachPayment(page, 'nonprofit', 'NG-IT', {
    name: 'Emeka Nwosu',
    email: 'emeka@example.com',
    phone: '08051234567',
  });
});
