import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/auth';
import {
  choose,
  fill,
  fillGhanaCapital,
  fillGhanaDirector,
  fillGhanaOfficers,
  fillGhanaSubmitter,
  next,
  radio,
  signUpInline,
  storedApplications,
} from './helpers';

test.describe.configure({ timeout: 240_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test('a customer registers a Ghanaian company step by step with a foreign director: TINs, the resident-director and auditor rules, step numbers matching the URLs', async ({
  page,
}) => {
  await page.goto('/ghana-company-registration');
  await page.getByRole('link', { name: 'Start step by step' }).click();
  await expect(page).toHaveURL(/\/ghana-business-details$/);
  // The business details come before step 1; /step1 … /step4 are steps 1 to 4 of 5 (the review is 5).
  const progress = page.getByRole('navigation', { name: 'Application progress' });
  await expect(progress.getByText('Before step 1 of 5')).toBeVisible();

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
  await expect(page.locator('#f-companyName-error')).toHaveText(
    'The name must end with “Limited” or “Ltd”.',
  );
  await expect(page.locator('#f-registeredOffice-digitalAddress-error')).toContainText(
    'GA-183-8164',
  );
  await expect(page.getByLabel('GhanaPost GPS digital address')).toHaveValue('GA1838164');
  await fill(page, 'Company name', 'Kwame Cocoa Exports Limited');
  await fill(page, 'GhanaPost GPS digital address', 'GA-183-8164');
  await next(page, '/ghana-company-registration/step1');

  await expect(progress.getByText('Step 1 of 5')).toBeVisible();
  await fillGhanaDirector(page.getByRole('group', { name: 'Director 1' }), {
    name: 'Kwame Mensah',
    pin: 'GHA-123456789-1',
    resident: 'No',
    digital: '',
    email: 'kwame@example.com',
  });
  // Act 992 needs two directors: the step starts with two cards. The second is British: a passport and a TIN.
  const d2 = page.getByRole('group', { name: 'Director 2' });
  await fillGhanaDirector(d2, {
    name: 'John Smith',
    resident: 'No',
    digital: '',
    email: 'john@example.com',
    foreign: { nationality: 'British', passport: '533401372', tin: '12345' },
  });
  await expect(d2.getByLabel('Ghana Card PIN (TIN)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText('At least one director must be ordinarily resident in Ghana.'),
  ).toBeVisible();
  await expect(page.locator('#f-directors-1-tin-error')).toHaveText(
    'Write a TIN as a Ghana Card PIN (GHA-123456789-1) or a GRA TIN (e.g. P0012345678).',
  );
  await expect(d2.getByLabel('TIN (GRA TIN or non-citizen Ghana Card PIN)')).toHaveValue('12345');
  await expectNoAxeViolations(page, 'the Ghana directors step with errors');
  await fill(d2, 'TIN (GRA TIN or non-citizen Ghana Card PIN)', 'P0012345678');
  await page
    .getByRole('group', { name: 'Director 1' })
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await page
    .getByRole('group', { name: 'Director 1' })
    .getByLabel('GhanaPost GPS digital address')
    .fill('GA-059-3733');
  await next(page, '/ghana-company-registration/step2');
  await expect(progress.getByText('Step 2 of 5')).toBeVisible();

  // The auditor cannot be one of the directors.
  await fillGhanaOfficers(page);
  await fill(page, 'Auditor (firm name)', 'John Smith');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-auditorName-error')).toHaveText(
    'The auditor cannot be one of the directors or the secretary.',
  );
  await fill(page, 'Auditor (firm name)', 'Boateng & Co.');
  await next(page, '/ghana-company-registration/step3');
  await expect(progress.getByText('Step 3 of 5')).toBeVisible();

  await fillGhanaCapital(page, '50000');
  await expectNoAxeViolations(page, 'the Ghana shares step');
  await next(page, '/ghana-company-registration/step4');
  await expect(progress.getByText('Step 4 of 5')).toBeVisible();

  await fillGhanaSubmitter(page, 'kwame@example.com');
  await next(page, '/ghana-registration-confirmation');

  await expect(page.getByText('Kwame Cocoa Exports Limited')).toBeVisible();
  const email = uniqueEmail('gh-company');
  await signUpInline(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=GH-CO-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  await expect(
    page.getByText(/Processing time for your Premium package: 24 to 48 hours/),
  ).toBeVisible();
  const [app] = await storedApplications(page.request, email);
  expect(app!.data).toMatchObject({
    directors: [
      expect.objectContaining({ ghanaCardPin: 'GHA-123456789-1' }),
      expect.objectContaining({
        nationality: 'GB',
        passportNumber: '533401372',
        tin: 'P0012345678',
      }),
    ],
    secretaryTin: 'GHA-555666777-2',
    statedCapital: '50000',
    shareholders: [
      expect.objectContaining({
        fullName: 'Kwame Mensah',
        residentialAddress: '2 Ring Road, Accra',
        amountPaid: '50000',
      }),
    ],
    sectorRisk: 'other',
    beneficialOwners: [
      expect.objectContaining({
        fullName: 'Kwame Mensah',
        ownershipPercent: '100',
        politicallyExposed: 'no',
      }),
    ],
  });
});

test('the Ghana step pages pass axe in French, and the step numbers there match the URLs too', async ({
  page,
}) => {
  await page.goto('/fr/ghana-business-details');
  await expect(
    page
      .getByRole('navigation', { name: 'Avancement de la demande' })
      .getByText('Avant l’étape 1 sur 5'),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/fr/ghana-business-details');
});
