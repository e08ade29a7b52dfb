import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, PASSWORD, signInThroughForm, uniqueEmail } from '../support/auth';
import { outbox } from '../public-forms/helpers';
import { expectNoAxeViolations } from '../support/axe';
import { storedApplications, submitTaxFiling } from '../wizards/helpers';

test.describe.configure({ timeout: 240_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const NEW_PASSWORD = 'Kente-Accra-2027';

const fixture = (name: string) =>
  readFileSync(path.resolve(__dirname, '..', '..', 'fixtures', 'careers', name));

/** Staff's side, through the harness (the staff console is built separately). */
async function staff(request: APIRequestContext, body: Record<string, string>) {
  const response = await request.post('/api/e2e/account', { data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as { ok: true; key?: string };
}

test('a customer follows an application from submission to the certificate, in their account', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('account');
  const reference = await submitTaxFiling(page, email);

  // The application appears in the account with its status and what comes next.
  await page.goto('/account');
  // Within the list: behind the two instances' proxy the page was seen, for a moment, with a
  // second copy of the list outside it (the scale-out leg, twice).
  const card = page
    .getByRole('region', { name: 'Your applications' })
    .locator(`[data-reference="${reference}"]`);
  await expect(card).toContainText('Tax filing');
  await expect(card).toContainText('Submitted');
  await expect(card).toContainText('We have your application');
  await expect(card).toContainText(/Amount due: ₦[\d,]+/);
  await expect(page.getByText('You have no applications yet.')).toHaveCount(0);
  await expectNoAxeViolations(page, '/account');

  // Staff ask for something; the customer answers with a file.
  await staff(page.request, {
    action: 'requestInformation',
    reference,
    message: 'Please send your CAC certificate.',
  });
  await card.getByRole('link', { name: /View application/ }).click();
  await expect(page).toHaveURL(new RegExp(`/account/applications/${reference}$`));
  await expect(page.getByRole('heading', { name: 'We need something from you' })).toBeVisible();
  await expect(page.getByText('Please send your CAC certificate.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'application awaiting the customer');
  await page.getByLabel('Your answer').fill('Here is the certificate.');
  await page
    .getByLabel(/^Files/)
    .setInputFiles({ name: 'cac.pdf', mimeType: 'application/pdf', buffer: fixture('cv.pdf') });
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByRole('heading', { name: 'We need something from you' })).toHaveCount(0);
  await expect(page.getByText('In review', { exact: true })).toBeVisible();
  await expect(page.getByText('You answered')).toBeVisible();
  await expect(page.getByRole('link', { name: /^View\s*: cac\.pdf$/ })).toBeVisible();
  const [stored] = await storedApplications(page.request, email);
  expect(stored!.status).toBe('in_review');
  expect(stored!.events).toContainEqual(
    expect.objectContaining({
      type: 'customer_replied',
      note: 'Here is the certificate.',
      actor_id: stored!.owner_id,
    }),
  );

  // Staff confirm the payment and deliver the certificate; the customer downloads those very bytes.
  const certificate = fixture('cv.pdf');
  await staff(page.request, { action: 'confirmPayment', reference });
  await staff(page.request, {
    action: 'deliver',
    reference,
    base64: certificate.toString('base64'),
    category: 'certificate',
    fileName: 'certificate.pdf',
  });
  await page.reload();
  await expect(page.getByText(/Bank transfer, reference .*: confirmed\./)).toBeVisible();
  await expect(page.getByText('Total paid')).toBeVisible();
  const download = page.getByRole('link', { name: /^Download\s*: Certificate$/ });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const saved = readFileSync((await file.path())!);
  expect(Buffer.compare(saved, certificate)).toBe(0);
  await expectNoAxeViolations(page, 'application with a delivered document');

  // French pages of the same account.
  for (const target of [
    '/fr/account',
    `/fr/account/applications/${reference}`,
    '/fr/account/settings',
  ]) {
    await page.goto(target);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoAxeViolations(page, target);
  }

  // Another customer: the same URL answers 404 and shows nothing of the application.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  const otherEmail = uniqueEmail('account-other');
  await createAccount(otherPage.request, baseURL!, otherEmail);
  await signInThroughForm(otherPage, otherEmail);
  await expect(otherPage).toHaveURL(/\/account$/);
  await expect(otherPage.getByText('You have no applications yet.')).toBeVisible();
  const response = await otherPage.goto(`/account/applications/${reference}`);
  expect(response?.status()).toBe(404);
  await expect(otherPage.getByText('Oops! Page not found')).toBeVisible();
  const html = await otherPage.content();
  expect(html).not.toContain('Adaeze');
  expect(html).not.toContain('Tax filing');
  await expect(otherPage.getByText(reference)).toHaveCount(0);
  await other.close();
});

test('settings: the name and language persist, the data export holds the account', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('settings');
  await createAccount(page.request, baseURL!, email, 'Ada Obi');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/account/settings',
  );
  // A fresh load: the sign-in toast, still fading in, is not part of the page under test.
  await page.goto('/account/settings');
  await expectNoAxeViolations(page, '/account/settings');

  await page.getByLabel('Full name').fill('Ada Renamed');
  await page.getByLabel(/Contact phone/).fill('+234 803 123 4567');
  await page.getByLabel('Preferred language').selectOption('fr');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Renamed');
  await expect(page.getByLabel(/Contact phone/)).toHaveValue('+2348031234567');
  await expect(page.getByLabel('Preferred language')).toHaveValue('fr');

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada Renamed');

  const exported = await page.request.get('/api/account/export');
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-disposition']).toMatch(
    /^attachment; filename="registra-account-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  const data = (await exported.json()) as {
    profile: { email: string; fullName: string; language: string };
    applications: unknown[];
  };
  expect(data.profile).toMatchObject({ email, fullName: 'Ada Renamed', language: 'fr' });
  expect(data.applications).toEqual([]);
});

test('settings: a new password needs the current one, refused beside its field, and the account is mailed', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('password');
  await createAccount(page.request, baseURL!, email, 'Ada Obi');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/account/settings');
  const form = page.locator('form').filter({ has: page.getByLabel('Current password') });
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
    'Enter your current password.',
  );

  await form.getByLabel('Current password').fill('Not-my-passw0rd');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
    'This is not your current password.',
  );
  // Nothing typed is lost.
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
  await expectNoAxeViolations(page, '/account/settings with a refused current password');

  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your password is changed.')).toBeVisible();
  // The mail is a job enqueued with the change (issue 30): in the outbox within moments.
  const changed = () =>
    outbox().find((m) => m.to === email && /password was changed/.test(m.subject));
  await expect.poll(() => changed()?.text).toContain('/signin?forgot=1');
});
