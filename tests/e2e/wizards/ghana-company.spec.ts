import { expect as baseExpect, test } from '@playwright/test';
import { uniqueEmail } from '../support/auth';
import { choose, fill, fillGhanaCapital, fillGhanaDirector, fillGhanaOfficers, fillGhanaSubmitter, next, radio, signUpInline } from './helpers';

test.describe.configure({ timeout: 240_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test('a customer registers a Ghanaian company step by step, with the resident-director rule enforced', async ({ page }) => {
  await page.goto('/ghana-company-registration');
  await page.getByRole('link', { name: 'Start step by step' }).click();
  await expect(page).toHaveURL(/\/ghana-business-details$/);

  await fill(page, 'Company name', 'Kwame Cocoa Exports');
  await fill(page, 'Nature of business', 'Export of processed cocoa');
  await radio(page, 'The standard ORC constitution');
  await fill(page, 'Street address', '14 Oxford Street');
  await fill(page, 'Town or city', 'Osu, Accra');
  await choose(page, 'Region', 'Greater Accra');
  await fill(page, 'GhanaPost GPS digital address', 'GA1838164');
  await fill(page, 'Company e-mail address', 'info@kwamecocoa.com.gh');
  await fill(page, 'Company phone number', '0241234567');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-companyName-error')).toHaveText('The name must end with “Limited” or “Ltd”.');
  await expect(page.locator('#f-registeredOffice-digitalAddress-error')).toContainText('GA-183-8164');
  await expect(page.getByLabel('GhanaPost GPS digital address')).toHaveValue('GA1838164');
  await fill(page, 'Company name', 'Kwame Cocoa Exports Limited');
  await fill(page, 'GhanaPost GPS digital address', 'GA-183-8164');
  await next(page, '/ghana-company-registration/step1');

  await fillGhanaDirector(page.getByRole('group', { name: 'Director 1' }), { name: 'Kwame Mensah', pin: 'GHA-123456789-1', resident: 'No', digital: '', email: 'kwame@example.com' });
  // Act 992 needs two directors: the step starts with two cards.
  await fillGhanaDirector(page.getByRole('group', { name: 'Director 2' }), { name: 'Ama Owusu', pin: 'GHA-987654321-0', resident: 'No', digital: '', email: 'ama@example.com' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('At least one director must be ordinarily resident in Ghana.')).toBeVisible();
  await page.getByRole('group', { name: 'Director 1' }).getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('group', { name: 'Director 1' }).getByLabel('GhanaPost GPS digital address').fill('GA-059-3733');
  await next(page, '/ghana-company-registration/step2');

  await fillGhanaOfficers(page);
  await next(page, '/ghana-company-registration/step3');

  await fillGhanaCapital(page, '50000');
  await next(page, '/ghana-company-registration/step4');

  await fillGhanaSubmitter(page, 'kwame@example.com');
  await next(page, '/ghana-registration-confirmation');

  await expect(page.getByText('Kwame Cocoa Exports Limited')).toBeVisible();
  await signUpInline(page, uniqueEmail('gh-company'));
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=GH-CO-\d{4}-\d{6}$/, { timeout: 30_000 });
  await expect(page.getByText(/Processing time for your Premium package: 24 to 48 hours/)).toBeVisible();
});
