import { expect as baseExpect, test } from '@playwright/test';
import { uniqueEmail } from '../support/auth';
import {
  choose,
  fill,
  fillGhanaCapital,
  fillGhanaDirector,
  fillGhanaOfficers,
  fillGhanaSubmitter,
  radio,
  signUpInline,
  storedApplications,
} from './helpers';

test.describe.configure({ timeout: 180_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test('the Ghana single-page form: bad inputs are refused by the field and kept, then the same application is submitted', async ({
  page,
}) => {
  await page.goto('/ghana-company-registration');
  await page.getByRole('link', { name: /Use the single-page form/ }).click();
  await expect(page).toHaveURL(/\/ghana-company-registration-form$/);
  await expect(
    page.getByRole('heading', { name: 'Company registration: single-page form', level: 1 }),
  ).toBeVisible();
  // Every step of the step-by-step flow is a section of this page.
  await expect(page.locator('form h2[id^="single-"]')).toHaveText([
    'Business details',
    'Directors',
    'Secretary and auditor',
    'Shares and shareholders',
    'Package and contact',
  ]);

  const business = page.getByRole('region', { name: 'Business details' });
  await fill(page, 'Company name', 'Kwame Cocoa Exports');
  await fill(page, 'Nature of business', 'Export of processed cocoa');
  await radio(page, 'The standard ORC constitution');
  await fill(page, 'Street address', '14 Oxford Street');
  await fill(page, 'Town or city', 'Osu, Accra');
  await choose(page, 'Region', 'Greater Accra');
  await fill(business, 'GhanaPost GPS digital address', 'GA1838164');
  await fill(page, 'Company e-mail address', 'info@kwamecocoa.com.gh');
  await fill(page, 'Company phone number', '0241234567');
  const d1 = page.getByRole('group', { name: 'Director 1' });
  const d2 = page.getByRole('group', { name: 'Director 2' });
  await fillGhanaDirector(d1, {
    name: 'Kwame Mensah',
    pin: 'GHA-12345',
    resident: 'Yes',
    digital: 'GA-059-3733',
    email: 'kwame@example.com',
  });
  await fillGhanaDirector(d2, {
    name: 'Ama Owusu',
    pin: 'GHA-987654321-0',
    resident: 'No',
    digital: '',
    email: 'ama@example.com',
  });
  await fillGhanaOfficers(page);
  const s1 = await fillGhanaCapital(page, '40000');
  await fillGhanaSubmitter(page, 'kwame@example');
  await page.getByRole('button', { name: 'Save and review' }).click();

  // Errors from several steps at once, each by its field; nothing typed is lost.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some answers need attention.' }),
  ).toBeVisible();
  await expect(page.locator('#f-companyName-error')).toHaveText(
    'The name must end with “Limited” or “Ltd”.',
  );
  await expect(page.locator('#f-registeredOffice-digitalAddress-error')).toContainText(
    'e.g. GA-183-8164',
  );
  await expect(page.locator('#f-directors-0-ghanaCardPin-error')).toHaveText(
    'Write the Ghana Card PIN as GHA-123456789-1.',
  );
  await expect(page.locator('#f-directors-1-ghanaCardPin-error')).toHaveCount(0);
  await expect(
    page.getByText(
      'The shareholders hold 40,000 shares in total, but 50,000 shares are issued: they must add up to 100%.',
    ),
  ).toBeVisible();
  await expect(page.locator('form h2[id^="single-"]')).toHaveCount(5);
  await expect(page.locator('#f-submitterEmail-error')).toHaveText(
    'Enter a valid e-mail address, like name@example.com.',
  );
  await expect(page).toHaveURL(/\/ghana-company-registration-form$/);
  await expect(page.getByLabel('Company name')).toHaveValue('Kwame Cocoa Exports');
  await expect(business.getByLabel('GhanaPost GPS digital address')).toHaveValue('GA1838164');
  await expect(d1.getByLabel('Ghana Card PIN (TIN)')).toHaveValue('GHA-12345');
  await expect(s1.getByLabel('Number of shares')).toHaveValue('40000');
  await expect(page.getByLabel('Your e-mail address')).toHaveValue('kwame@example');

  await fill(page, 'Company name', 'Kwame Cocoa Exports Limited');
  await fill(business, 'GhanaPost GPS digital address', 'GA-183-8164');
  await fill(d1, 'Ghana Card PIN (TIN)', 'GHA-123456789-1');
  await fill(s1, 'Number of shares', '50000');
  await s1.getByLabel('Amount paid for the shares (GHS)').fill('50,000');
  await fill(page, 'Your e-mail address', 'kwame@example.com');
  await page.getByRole('button', { name: 'Save and review' }).click();
  await expect(page).toHaveURL(/\/ghana-registration-confirmation$/);

  await expect(page.getByText('Kwame Cocoa Exports Limited')).toBeVisible();
  const email = uniqueEmail('gh-single');
  await signUpInline(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=GH-CO-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();

  // Stored as a Ghana company application, validated by the step flow's schema.
  const apps = await storedApplications(page.request, email);
  expect(apps).toHaveLength(1);
  expect(apps[0]).toMatchObject({
    flow: 'ghana-company',
    reference,
    status: 'submitted',
    package: 'premium',
    owner_email: email,
  });
  expect(apps[0]!.quote!.currency).toBe('GHS');
  expect(apps[0]!.data).toMatchObject({
    companyName: 'Kwame Cocoa Exports Limited',
    registeredOffice: { digitalAddress: 'GA-183-8164', region: expect.any(String) },
    directors: [
      expect.objectContaining({
        fullName: 'Kwame Mensah',
        ghanaCardPin: 'GHA-123456789-1',
        residentInGhana: 'yes',
      }),
      expect.objectContaining({ fullName: 'Ama Owusu', residentInGhana: 'no' }),
    ],
    shareholders: [
      expect.objectContaining({
        fullName: 'Kwame Mensah',
        nationality: 'GH',
        shares: '50000',
        amountPaid: '50000',
        ghanaCardPin: 'GHA-123456789-1',
      }),
    ],
    beneficialOwners: [
      expect.objectContaining({ fullName: 'Kwame Mensah', ownershipPercent: '100' }),
    ],
    secretaryTin: 'GHA-555666777-2',
    issuedShares: '50000',
    submitterEmail: 'kwame@example.com',
  });
  expect(apps[0]!.events).toContainEqual(
    expect.objectContaining({
      type: 'status_changed',
      to_status: 'submitted',
      actor_id: apps[0]!.owner_id,
    }),
  );
});
