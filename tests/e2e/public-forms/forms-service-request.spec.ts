import { expect as baseExpect, test, type Browser } from '@playwright/test';
import en from '@/messages/en.json';
import { serviceIds } from '@/lib/catalogue/services';
import { ADMIN_EMAIL, createAccount, NAV, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { asNewVisitor, fieldError, outbox, solveCaptcha } from './helpers';

test.describe.configure({ timeout: 120_000 });
// Captcha, actions and mails on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A page signed in as staff in a context of its own. */
async function staffPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createAccount(page.request, baseURL, ADMIN_EMAIL, 'E2E Admin');
  await signInThroughForm(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/admin$/, NAV);
  return page;
}

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test('a service that cannot be ordered online opens its request form from the country page; staff and the sender hear of it', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('requester');
  await page.goto('/ghana');
  // The virtual office has no order flow: its row says so and opens the request form.
  const row = page
    .getByTestId('prices-ghana')
    .getByRole('link', { name: /^Virtual office and business address\s*Request this service$/ });
  await row.click();
  await expect(page).toHaveURL('/request-service?service=virtualOffice&country=ghana');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request this service');
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('virtualOffice');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('ghana');

  await page.getByLabel('Full name').fill('Ama Owusu');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/Phone number/).fill('024 123 4567');
  await page
    .getByLabel(/Anything we should know/)
    .fill('A business address in Accra with mail scanning, from next month.');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Thank you: your request has been sent.')).toBeVisible();
  // The form starts again on the same service, for a second request.
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('virtualOffice');

  // The sender's confirmation and the staff notification, with the service and the country.
  await expect.poll(() => outbox().find((mail) => mail.to === email)).toBeTruthy();
  expect(outbox().find((mail) => mail.to === email)?.subject).toBe(
    'We have your request: Virtual office and business address in Ghana',
  );
  await expect
    .poll(() => outbox().find((mail) => mail.to !== email && mail.text.includes(email))?.subject)
    .toBe('Service request: Virtual office and business address in Ghana from Ama Owusu');

  // The staff inbox shows it as a service request, its service and country as data, and
  // narrows the list to them.
  const staff = await staffPage(browser, baseURL!);
  await staff.goto('/admin/messages?topic=virtualOffice&country=GH&requests=1');
  const item = staff.getByTestId(`inbox-${email}`);
  await expect(item).toContainText('Service request');
  await expect(item.getByTestId('inbox-topic')).toHaveAttribute('data-value', 'virtualOffice');
  await expect(item.getByTestId('inbox-topic')).toHaveText(
    'Service: Virtual office and business address',
  );
  await expect(item.getByTestId('inbox-country')).toHaveAttribute('data-value', 'ghana');
  await expect(item.getByTestId('inbox-country')).toHaveText('Country: Ghana');
  await expect(staff.getByLabel('Service or topic')).toHaveValue('virtualOffice');
  await staff.goto('/admin/messages?topic=companySecretarial');
  await expect(staff.getByTestId(`inbox-${email}`)).toHaveCount(0);
  await staff.context().close();
});

test('in French, /select-jurisdiction leads to the form filled in, and the confirmation is in French', async ({
  page,
}) => {
  const email = uniqueEmail('demande');
  await page.goto('/fr/select-jurisdiction');
  await page
    .locator('#services-uk')
    .getByRole('link', { name: /Secrétariat juridique.*Demander ce service/ })
    .click();
  await expect(page).toHaveURL('/fr/request-service?service=companySecretarial&country=uk');
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('companySecretarial');
  await expect(page.getByRole('combobox', { name: 'Pays' })).toHaveValue('uk');
  await page.getByLabel('Nom complet').fill('Camille Martin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await solveCaptcha(page, 'Je ne suis pas un robot', 'Vérifié');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Merci\u00a0: votre demande a bien été envoyée.')).toBeVisible();
  await expect
    .poll(() => outbox().find((mail) => mail.to === email)?.subject)
    .toMatch(/^Nous avons bien reçu votre demande/);
});

test('names a service not offered in the country chosen, and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/request-service?service=virtualOffice&country=delaware');
  await page.getByLabel('Full name').fill('Ada Okafor');
  await page.getByLabel('E-mail address').fill('ada@example.ng');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(fieldError(page, 'request-service')).toHaveText(
    'We do not offer this service in the country chosen: choose another service or country, or write to us through the contact form.',
  );
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Okafor');
  // An offering that can be ordered online points to its order flow instead.
  await page.getByRole('combobox', { name: 'Service' }).selectOption('company');
  await expect(page.getByTestId('order-online').getByRole('link')).toHaveAttribute(
    'href',
    '/delaware-registration',
  );
});

test('the contact form offers every service of the catalogue as a topic', async ({ page }) => {
  await page.goto('/contact');
  const labels = await page
    .getByLabel('What is it about?')
    .locator('option')
    .evaluateAll((options) => options.map((o) => o.textContent));
  for (const service of serviceIds) expect(labels).toContain(en.Catalogue.services[service].title);
});

test('axe finds nothing on the request form, empty and with its errors', async ({ page }) => {
  await page.goto('/request-service');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(fieldError(page, 'request-service')).toHaveText('Choose the service.');
  await expectNoAxeViolations(page);
});
