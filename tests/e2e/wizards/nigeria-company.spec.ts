import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { nigeriaCompanyDraft } from '../../fixtures/applications';
import { expectNoAxeViolations } from '../support/axe';
import { createAccount, signInThroughForm, uniqueEmail } from '../support/auth';
import { dataDir } from '../support/server';
import {
  FILES,
  choose,
  fill,
  fillCacParticulars,
  fillDirectorShareholder,
  fillFiler,
  fillNigerianDirector,
  fillNigerianPerson,
  next,
  radio,
  seedDraft,
  signUpInline,
  storedApplications,
  storedDraft,
} from './helpers';

test.describe.configure({ timeout: 240_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

async function fillRegistration(page: Page) {
  await fill(page, 'First choice of name', 'Adaeze Foods Limited');
  await fill(page, 'Second choice of name', 'Adaeze Kitchen Ltd');
  await radio(page, 'Private company limited by shares (Ltd)');
  await fill(page, 'Street address', '12 Admiralty Way');
  await fill(page, 'Town or city', 'Lekki');
  await fill(page, 'Local government area', 'Eti-Osa');
  await choose(page, 'State', 'Lagos');
  await fill(page, 'Company e-mail address', 'hello@adaezefoods.ng');
  await fill(page, 'Company phone number', '0803 123 4567');
}

/** A photo as a phone's camera takes it: 4000 × 3000 pixels, over 5 MB as a JPEG. */
async function phonePhoto() {
  const [width, height] = [4000, 3000];
  const buffer = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(buffer.byteLength).toBeGreaterThan(5 * 1024 * 1024);
  return { name: 'phone-photo.jpg', mimeType: 'image/jpeg', buffer };
}

/** Fills every step up to the review page. */
async function fillToReview(page: Page) {
  await page.goto('/nigeria-company-registration');
  await fillRegistration(page);
  await next(page, '/nigeria-company-objective');

  await fill(page, 'Principal activity', 'Food processing');
  await fill(page, 'Description of the business', 'Processing and packaging of local foods.');
  await page.getByLabel('Objects of the memorandum, item 1').fill('To process and package foods');
  await page.getByRole('button', { name: 'Add another' }).click();
  await page
    .getByLabel('Objects of the memorandum, item 2')
    .fill('To distribute foods to retailers');
  await next(page, '/nigeria-company-share-capital');

  await page.getByLabel('Issued share capital (NGN)').fill('1,000,000');
  await fill(page, 'Number of shares issued', '1,000,000');
  await page
    .getByRole('group', { name: 'Will any shareholder be a foreign person or company?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page
    .getByRole('group', { name: /Will turnover stay under/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await next(page, '/nigeria-company-directors');

  await fillNigerianDirector(page.getByRole('group', { name: 'Director 1' }), {
    name: 'Adaeze Okafor',
    dob: '1988-04-12',
    gender: 'Female',
    nin: '12345678901',
    occupation: 'Entrepreneur',
    email: 'adaeze@example.com',
    phone: '08031234567',
    address: '4 Bourdillon Road, Ikoyi',
    serviceAddress: '12 Admiralty Way, Lekki',
  });
  await page.getByRole('button', { name: 'Add a director' }).click();
  const d2 = page.getByRole('group', { name: 'Director 2' });
  await fillNigerianPerson(d2, {
    name: 'Tunde Bakare',
    dob: '1985-09-30',
    gender: 'Male',
    nin: '10987654321',
    occupation: 'Accountant',
    email: 'tunde@example.com',
    phone: '08021234567',
    address: '9 Allen Avenue, Ikeja',
  });
  // Tunde's passport photo straight from a phone's camera: larger than the 5 MB limit, made smaller in the browser.
  await fillCacParticulars(d2, '9 Allen Avenue, Ikeja', await phonePhoto());
  await expect(
    d2.getByText(
      /^Uploaded: phone-photo\.jpg \(made smaller before sending: [\d.]+ MB → [\d.]+ (kB|MB)\)$/,
    ),
  ).toBeVisible();
  await next(page, '/nigeria-company-shareholders');
  await expectNoAxeViolations(page, 'the shareholders step');

  // Adaeze, a director, and a company: its name, registration number and country.
  await fillDirectorShareholder(page.getByRole('group', { name: 'Shareholder 1' }), {
    name: 'Adaeze Okafor',
    email: 'adaeze@example.com',
    phone: '08031234567',
    shares: '600,000',
  });
  await page.getByRole('button', { name: 'Add a shareholder' }).click();
  const s2 = page.getByRole('group', { name: 'Shareholder 2' });
  await radio(s2, 'A company');
  await expect(s2.getByLabel('Nationality')).toHaveCount(0);
  await fill(s2, 'Full name, or the company’s registered name', 'Okafor Holdings Limited');
  await fill(s2, 'Company registration number', 'RC 7654321');
  await choose(s2, 'Country where the company is registered', 'Nigeria');
  await fill(s2, 'E-mail address', 'holdings@example.com');
  await fill(s2, 'Phone number', '08051234567');
  await fill(s2, 'Number of shares', '400000');
  await next(page, '/nigeria-company-psc');

  const p1 = page.getByRole('group', { name: 'Person with significant control 1' });
  await fill(p1, 'Full name', 'Adaeze Okafor');
  await choose(p1, 'Nationality', 'Nigerian');
  await choose(p1, 'Nature of control', 'Holds shares');
  await fill(p1, 'Percentage held', '60');
  await fill(p1, 'Residential address', '4 Bourdillon Road, Ikoyi');
  await next(page, '/nigeria-company-secretary');

  await page.getByRole('radio', { name: 'Yes' }).check();
  await choose(page, 'Secretary is', 'An individual');
  await fill(page, "Secretary's name (or firm)", 'Ngozi Eze');
  await fill(page, "Secretary's e-mail address", 'ngozi@example.com');
  await fill(page, "Secretary's address", '3 Broad Street, Lagos Island');
  await next(page, '/nigeria-company-submitter');

  await choose(page, 'Your role', 'Director');
  await fill(page, "Witness's full name", 'Chinedu Obi');
  await fill(page, "Witness's occupation", 'Lawyer');
  await fill(page, "Witness's address", '7 Marina, Lagos');
  await fillFiler(page, {
    name: 'Adaeze Okafor',
    email: 'adaeze@example.com',
    phone: '08031234567',
  });
  await next(page, '/nigeria-company-package');

  await radio(page, 'Standard');
  await expect(page.getByTestId('quote-total')).toContainText('₦');
  await next(page, '/nigeria-company-review');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a customer registers a Nigerian company with the uploads: fill, review, sign up inline, submit, confirmation, payment', async ({
    page,
  }) => {
    await runCompanyFlow(page);
  });
});

async function runCompanyFlow(page: Page) {
  await fillToReview(page);
  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
  await expect(page.getByText('Adaeze Foods Limited')).toBeVisible();
  await expect(
    page.getByText('To process and package foods; To distribute foods to retailers'),
  ).toBeVisible();
  // The review names the corporate shareholder's country and shows each upload as attached.
  const shareholders = page.getByRole('region', { name: 'Shareholders' });
  await expect(shareholders.getByText('Okafor Holdings Limited')).toBeVisible();
  await expect(shareholders.getByText('Nigeria', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Directors' }).getByText('File attached'),
  ).toHaveCount(6);
  await expectNoAxeViolations(page, 'the review with the uploads');

  const email = uniqueEmail('ng-company');
  await signUpInline(page, email);
  // The draft survived the sign-up.
  await expect(page.getByText('Adaeze Foods Limited')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(/\/application-submitted\?ref=NG-CO-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  expect(reference).toMatch(/^NG-CO-\d{4}-\d{6}$/);
  await expect(
    page.getByText(/Processing time for your Standard package: 3 to 5 business days/),
  ).toBeVisible();

  // Stored with the amounts as digits and each director's three files, the phone photo made small.
  const [app] = await storedApplications(page.request, email);
  expect(app!.data).toMatchObject({ issuedShareCapital: '1000000', numberOfShares: '1000000' });
  const directors = app!.data.directors as Record<string, string>[];
  const stored = (key: string) => path.join(dataDir, 'uploads', 'application-documents', key);
  for (const d of directors) {
    expect([d.idDocument, d.passportPhoto, d.signature].map((key) => key!.slice(-4))).toEqual([
      '.pdf',
      '.jpg',
      '.png',
    ]);
    for (const key of [d.idDocument!, d.passportPhoto!, d.signature!])
      expect(statSync(stored(key)).size).toBeGreaterThan(0);
  }
  expect(readFileSync(stored(directors[0]!.passportPhoto!)).equals(FILES.photo.buffer)).toBe(true);
  expect(statSync(stored(directors[1]!.passportPhoto!)).size).toBeLessThanOrEqual(1024 * 1024);
  expect(readFileSync(stored(directors[1]!.passportPhoto!)).subarray(0, 3).toString('hex')).toBe(
    'ffd8ff',
  );

  // The confirmation mail went to the outbox, addressed to the account.
  const outbox = path.join(dataDir, 'outbox');
  const mails = readdirSync(outbox).map(
    (f) =>
      JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string; subject: string },
  );
  expect(mails.some((m) => m.to === email && m.subject.includes(reference))).toBe(true);

  // Payment: bank transfer details with the reference, USSD strings and a QR code.
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/nigeria-company-payment\?ref=/, { timeout: 30_000 });
  await expect(page.getByText(`${reference}-1`).first()).toBeVisible();
  await page.getByRole('radio', { name: 'USSD' }).click();
  await expect(page.getByText(/^\*737\*1\*\d+\*0123456789#$/)).toBeVisible();
  await page.getByRole('radio', { name: 'QR code' }).click();
  await expect(page.getByTestId('payment-qr')).toBeVisible();
  await page.getByRole('button', { name: 'I have paid with this method' }).click();
  await expect(page.getByTestId('payment-recorded')).toContainText(`${reference}-1`);
  // Leaving and coming back keeps the recorded choice.
  await page.reload();
  await expect(page.getByText(/is pending confirmation \(QR code\)/)).toBeVisible();

  // Another customer cannot read it, through the confirmation or the payment page.
  await page.context().clearCookies();
  const other = uniqueEmail('intruder');
  await createAccount(page.request, new URL(page.url()).origin, other);
  await signInThroughForm(page, other);
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  await page.goto(`/application-submitted?ref=${reference}`);
  await expect(page.getByTestId('application-reference')).toHaveCount(0);
  await page.goto(`/nigeria-company-payment?ref=${reference}`);
  await expect(page.getByRole('heading', { name: 'Application not found' })).toBeVisible();
}

test('bad inputs show the right message by the field and keep what was typed', async ({ page }) => {
  await page.goto('/nigeria-company-registration');
  await fill(page, 'First choice of name', 'Adaeze Foods');
  await fill(page, 'Second choice of name', 'Adaeze Kitchen Ltd');
  await radio(page, 'Private company limited by shares (Ltd)');
  await fill(page, 'Company e-mail address', 'not-an-email');
  await fill(page, 'Company phone number', '12345');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/nigeria-company-registration$/);
  await expect(page.locator('#f-proposedName1-error')).toHaveText(
    'The name must end with “Limited” or “Ltd”.',
  );
  await expect(page.locator('#f-proposedName2-error')).toHaveCount(0);
  await expect(page.locator('#f-companyEmail-error')).toHaveText(
    'Enter a valid e-mail address, like name@example.com.',
  );
  await expect(page.locator('#f-companyPhone-error')).toContainText('Enter a valid phone number');
  await expect(page.locator('#f-registeredOffice-state-error')).toHaveText('Choose an answer');
  await expect(page.getByLabel('First choice of name', { exact: true })).toHaveValue(
    'Adaeze Foods',
  );
  await expect(page.getByLabel('Company e-mail address')).toHaveValue('not-an-email');
  await expect(page.getByLabel('First choice of name', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // Fix them and move on; a share capital below the legal minimum is refused by the field.
  await fillRegistration(page);
  await next(page, '/nigeria-company-objective');
  await fill(page, 'Principal activity', 'Food processing');
  await fill(page, 'Description of the business', 'Foods.');
  await page.getByLabel('Objects of the memorandum, item 1').fill('To process foods');
  await next(page, '/nigeria-company-share-capital');
  await page.getByLabel('Issued share capital (NGN)').fill('50000');
  await fill(page, 'Number of shares issued', '50000');
  await page
    .getByRole('group', { name: 'Will any shareholder be a foreign person or company?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page
    .getByRole('group', { name: /Will turnover stay under/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-issuedShareCapital-error')).toHaveText(
    'A private company needs an issued share capital of at least ₦100,000 (CAMA 2020).',
  );
  await expect(page.getByLabel('Issued share capital (NGN)')).toHaveValue('50000');
});

test('a reload restores the draft at the step the user was on, and steps cannot be skipped', async ({
  page,
}) => {
  await page.goto('/nigeria-company-directors');
  // Nothing completed yet: sent back to the first step.
  await expect(page).toHaveURL(/\/nigeria-company-registration$/);
  await fillRegistration(page);
  await next(page, '/nigeria-company-objective');
  await fill(page, 'Principal activity', 'Food processing');
  // The browser autosave runs 300 ms after typing: the reload comes once the stored draft has the value.
  await expect
    .poll(async () => (await storedDraft(page, 'nigeria-company'))?.data.principalActivity)
    .toBe('Food processing');
  await page.reload();
  await expect(page).toHaveURL(/\/nigeria-company-objective$/);
  await expect(page.getByLabel('Principal activity')).toHaveValue('Food processing');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First choice of name', { exact: true })).toHaveValue(
    'Adaeze Foods Limited',
  );
  await page.goto('/nigeria-company-registration');
  await expect(page.getByRole('button', { name: 'Continue where you left off' })).toBeVisible();
});

test('the directors’ uploads and the subscribers: wrong files are refused by the field, PSCs must include every 5% holder', async ({
  page,
}) => {
  // Registration, objects and share capital done (a private company, ₦1,000,000 in 1,000,000 shares).
  const draft = { ...nigeriaCompanyDraft('standard'), directors: [], shareholders: [], psc: [] };
  await seedDraft(page, 'nigeria-company', draft, 2);
  await page.goto('/nigeria-company-directors');
  const d1 = page.getByRole('group', { name: 'Director 1' });
  await fillNigerianPerson(d1, {
    name: 'Adaeze Okafor',
    dob: '1988-04-12',
    gender: 'Female',
    nin: '12345678901',
    occupation: 'Entrepreneur',
    email: 'adaeze@example.com',
    phone: '08031234567',
    address: '4 Bourdillon Road, Ikoyi',
  });
  // A private company is not asked about independent directors.
  await expect(d1.getByLabel(/This director is independent/)).toHaveCount(0);
  // A PDF is not a photo (refused before it is sent); a text file named .pdf is not a PDF (refused by the server, by its content).
  await d1.getByLabel('Passport photograph', { exact: true }).setInputFiles(FILES.pdf);
  await expect(page.locator('#f-directors-0-passportPhoto-error')).toHaveText(
    'Upload a photo: a JPEG or PNG image.',
  );
  await d1.getByLabel('Identity document', { exact: true }).setInputFiles({
    name: 'id.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not really a pdf'),
  });
  await expect(page.locator('#f-directors-0-idDocument-error')).toHaveText(
    'Upload a PDF, JPEG or PNG file.',
  );
  await fill(d1, 'Address for service', '1');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-directors-0-serviceAddress-error')).toHaveText(
    'Write the full address: a street, a number or a place name.',
  );
  await expect(page.locator('#f-directors-0-signature-error')).toHaveText('Upload the document.');
  await expect(d1.getByLabel('Full name', { exact: true })).toHaveValue('Adaeze Okafor');
  await expectNoAxeViolations(page, 'the directors step with errors');
  await fillCacParticulars(d1, '12 Admiralty Way, Lekki');
  await next(page, '/nigeria-company-shareholders');

  // Ngozi is not a director: she gives a director's particulars and uploads here.
  await fillDirectorShareholder(page.getByRole('group', { name: 'Shareholder 1' }), {
    name: 'Adaeze Okafor',
    email: 'adaeze@example.com',
    phone: '08031234567',
    shares: '950000',
  });
  await page.getByRole('button', { name: 'Add a shareholder' }).click();
  const s2 = page.getByRole('group', { name: 'Shareholder 2' });
  await radio(s2, 'A person');
  await fill(s2, 'Full name, or the company’s registered name', 'Ngozi Eze');
  await s2
    .getByRole('group', { name: 'Is this shareholder one of the directors?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-shareholders-1-nationality-error')).toHaveText('Choose an answer');
  await expect(page.locator('#f-shareholders-1-idDocument-error')).toHaveText(
    'Upload the document.',
  );
  await choose(s2, 'Nationality', 'Nigerian');
  await fill(s2, 'National Identification Number (NIN)', '52345678901');
  await fill(s2, 'Date of birth', '1979-07-07');
  await choose(s2, 'Gender', 'Female');
  await fill(s2, 'Occupation', 'Investor');
  await fill(s2, 'Residential address', '3 Broad Street, Lagos Island');
  await fillCacParticulars(s2, '3 Broad Street, Lagos Island');
  await fill(s2, 'E-mail address', 'ngozi@example.com');
  await fill(s2, 'Phone number', '08041234567');
  await fill(s2, 'Number of shares', '50,000');
  await next(page, '/nigeria-company-psc');

  // Ngozi holds exactly 5%: she is a person with significant control and must be named.
  const p1 = page.getByRole('group', { name: 'Person with significant control 1' });
  await fill(p1, 'Full name', 'Adaeze Okafor');
  await choose(p1, 'Nationality', 'Nigerian');
  await choose(p1, 'Nature of control', 'Holds shares');
  await fill(p1, 'Percentage held', '95');
  await fill(p1, 'Residential address', '4 Bourdillon Road, Ikoyi');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText(
      'Shareholders with 5% or more of the shares are persons with significant control: add Ngozi Eze.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add a person with significant control' }).click();
  const p2 = page.getByRole('group', { name: 'Person with significant control 2' });
  await fill(p2, 'Full name', 'Ngozi Eze');
  await choose(p2, 'Nationality', 'Nigerian');
  await choose(p2, 'Nature of control', 'Holds shares');
  await fill(p2, 'Percentage held', '5');
  await fill(p2, 'Residential address', '3 Broad Street, Lagos Island');
  await next(page, '/nigeria-company-secretary');
});

test('a public company is asked which directors are independent (a third of them), in English and French', async ({
  page,
}) => {
  const publicDraft = {
    ...nigeriaCompanyDraft('standard'),
    companyType: 'public',
    proposedName1: 'Adaeze Foods Plc',
    proposedName2: 'Adaeze Kitchen Plc',
    issuedShareCapital: '2000000',
    numberOfShares: '2000000',
    smallCompany: 'no',
  };
  await seedDraft(page, 'nigeria-company', publicDraft, 2);
  await page.goto('/nigeria-company-directors');
  const d1 = page.getByRole('group', { name: 'Director 1' });
  await fillNigerianDirector(d1, {
    name: 'Adaeze Okafor',
    dob: '1988-04-12',
    gender: 'Female',
    nin: '12345678901',
    occupation: 'Entrepreneur',
    email: 'adaeze@example.com',
    phone: '08031234567',
    address: '4 Bourdillon Road, Ikoyi',
  });
  await page.getByRole('button', { name: 'Add a director' }).click();
  await fillNigerianDirector(page.getByRole('group', { name: 'Director 2' }), {
    name: 'Tunde Bakare',
    dob: '1985-09-30',
    gender: 'Male',
    nin: '10987654321',
    occupation: 'Accountant',
    email: 'tunde@example.com',
    phone: '08021234567',
    address: '9 Allen Avenue, Ikeja',
  });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText(
      'A public company needs at least one independent director (a third of its directors, CAMA 2020 s.275).',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the directors step of a public company');
  await page
    .getByRole('group', { name: 'Director 2' })
    .getByLabel(/This director is independent/)
    .check();
  await next(page, '/nigeria-company-shareholders');

  // One member is not enough for a public company.
  await fillDirectorShareholder(page.getByRole('group', { name: 'Shareholder 1' }), {
    name: 'Adaeze Okafor',
    email: 'adaeze@example.com',
    phone: '08031234567',
    shares: '2000000',
  });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText(
      'A public company needs at least 2 shareholders: a company with one shareholder must be private.',
    ),
  ).toBeVisible();

  // The same steps in French pass axe, and say the rules in French.
  await page.goto('/fr/nigeria-company-directors');
  await expect(
    page
      .getByRole('group', { name: 'Administrateur 2' })
      .getByLabel(/Cet administrateur est indépendant/),
  ).toBeChecked();
  await expectNoAxeViolations(page, '/fr/nigeria-company-directors');
  await page.goto('/fr/nigeria-company-shareholders');
  await expect(
    page
      .getByRole('group', { name: 'Actionnaire 1' })
      .getByText('Cet actionnaire est-il l’un des administrateurs\u00a0?'),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/fr/nigeria-company-shareholders');
});
