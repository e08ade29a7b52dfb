import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../support/auth';
import {
  choose,
  fill,
  fillFiler,
  message,
  next,
  radio,
  signUpInline,
  storedApplications,
} from './helpers';

test.describe.configure({ timeout: 300_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The French text of a key, checked to be a translation rather than the English left in place. */
const f = (key: string, values: Record<string, string> = {}) => {
  const text = message('fr', key, values);
  if (text === message('en', key, values)) throw new Error(`${key} is not translated`);
  return text;
};
const ca = (key: string) => f(`WizardCanada.company.${key}`);

async function fillAddress(
  box: Locator,
  a: { street: string; city: string; country: string },
  labels = { street: 'Street address', city: 'Town or city', country: 'Country' },
) {
  await fill(box, labels.street, a.street);
  await fill(box, labels.city, a.city);
  await choose(box, labels.country, a.country);
}

async function saveAndContinueFr(page: Page, path: string) {
  await page.getByRole('button', { name: f('Wizard.next') }).click();
  await expect(page).toHaveURL(new RegExp(`/fr${path.replace(/[/-]/g, '\\$&')}$`), {
    timeout: 20_000,
  });
}

test('a French-speaking founder incorporates a federal corporation under /fr, from /fr/canada to payment in CAD', async ({
  page,
}) => {
  await page.goto('/fr/canada');
  await page
    .getByRole('link', {
      name: f('Countries.startService', { service: f('Catalogue.services.company.title') }),
    })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr\/canada-registration$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The comparison, with each regime's fees read from the catalogue.
  await expect(
    page.getByRole('heading', { name: f('WizardCanada.comparison.title') }),
  ).toBeVisible();
  await expect(page.getByTestId('comparison-federal')).toContainText('200\u00a0$CA');
  await expect(page.getByTestId('comparison-ontario')).toContainText('300\u00a0$CA');
  await radio(page, ca('options.regime.federal'));
  await saveAndContinueFr(page, '/canada-registration/name');

  await radio(page, ca('options.nameType.named'));
  await page.getByLabel(ca('fields.proposedName'), { exact: true }).fill('Logiciels Érable');
  await page
    .getByLabel(ca('fields.businessActivity'), { exact: true })
    .fill('Conçoit et vend des logiciels de comptabilité.');
  await page.getByRole('button', { name: f('Wizard.next') }).click();
  await expect(page.locator('#f-proposedName-error')).toHaveText(
    f('WizardCanada.errors.legalElement'),
  );
  await page.getByLabel(ca('fields.proposedName'), { exact: true }).fill('Logiciels Érable Inc.');
  await saveAndContinueFr(page, '/canada-registration/office');

  await page
    .getByLabel(f('Wizard.address.street'), { exact: true })
    .fill('1000 Rue Sherbrooke Ouest');
  await page.getByLabel(f('Wizard.address.city'), { exact: true }).fill('Montréal');
  await page
    .getByLabel(message('fr', 'Wizard.address.province'), { exact: true })
    .selectOption('QC');
  await page.getByLabel(f('Wizard.address.postalCode'), { exact: true }).fill('m5x 1a9');
  await page
    .getByLabel(ca('fields.companyEmail'), { exact: true })
    .fill('bonjour@logicielserable.ca');
  await page.getByRole('button', { name: f('Wizard.next') }).click();
  await expect(page.locator('#f-registeredOffice-postalCode-error')).toHaveText(
    f('WizardCanada.errors.caPostalCodeProvince'),
  );
  await page.getByLabel(f('Wizard.address.postalCode'), { exact: true }).fill('h3a 2r7');
  await saveAndContinueFr(page, '/canada-registration/shares');

  const cls = page.getByRole('group', {
    name: f('WizardCanada.company.groups.shareClasses.item', { n: '1' }),
  });
  await cls.getByLabel(ca('fields.className'), { exact: true }).fill('Ordinaires');
  await cls
    .getByLabel(ca('fields.rights'), { exact: true })
    .fill('Avec droit de vote ; droit aux dividendes déclarés.');
  await radio(page, ca('options.transferRestrictions.directorsApproval'));
  await saveAndContinueFr(page, '/canada-registration/directors');

  // Four directors, one resident Canadian: the federal rule wants one more, in French.
  const frAddress = {
    street: f('Wizard.address.street'),
    city: f('Wizard.address.city'),
    country: f('Wizard.address.country'),
  };
  await page.getByLabel(ca('fields.minDirectors'), { exact: true }).fill('1');
  await page.getByLabel(ca('fields.maxDirectors'), { exact: true }).fill('10');
  const people = [
    ['Olivia Tremblay', 'Canada'],
    ['Kwame Mensah', 'Ghana'],
    ['Chidi Okeke', 'Nigeria'],
    ['Amelia Hart', 'Royaume-Uni'],
  ] as const;
  const card = (n: number) =>
    page.getByRole('group', {
      name: f('WizardCanada.company.groups.directors.item', { n: String(n) }),
    });
  for (const [i, [name, country]] of people.entries()) {
    if (i > 0) await page.getByRole('button', { name: ca('groups.directors.add') }).click();
    await card(i + 1)
      .getByLabel(f('Wizard.fields.fullName'), { exact: true })
      .fill(name);
    await card(i + 1)
      .getByLabel(f('Wizard.fields.dateOfBirth'), { exact: true })
      .fill('1984-02-20');
    await fillAddress(
      card(i + 1).getByRole('group', { name: ca('fields.address') }),
      { street: '1 Main Street', city: 'Ville', country },
      frAddress,
    );
    await card(i + 1)
      .getByRole('radio', { name: f('Wizard.options.yesNo.no'), exact: true })
      .check();
  }
  await page.getByRole('button', { name: f('Wizard.next') }).click();
  await expect(
    page.getByText(f('WizardCanada.errors.residentCanadians', { count: '4', required: '1' })),
  ).toBeVisible();
  // Four directors need 25% of them, one, to be resident Canadians: Olivia is.
  await card(1)
    .getByRole('radio', { name: f('Wizard.options.yesNo.yes'), exact: true })
    .check();
  await saveAndContinueFr(page, '/canada-registration/isc');

  // A federal corporation files its individuals with significant control.
  await page.getByRole('button', { name: f('Wizard.next') }).click();
  await expect(page.getByText(f('WizardCanada.errors.iscRequired'))).toBeVisible();
  await page.getByRole('button', { name: ca('groups.isc.add') }).click();
  const isc = page.getByRole('group', {
    name: f('WizardCanada.company.groups.isc.item', { n: '1' }),
  });
  await isc.getByLabel(f('Wizard.fields.fullName'), { exact: true }).fill('Olivia Tremblay');
  await isc.getByLabel(f('Wizard.fields.dateOfBirth'), { exact: true }).fill('1984-02-20');
  await fillAddress(
    isc.getByRole('group', { name: ca('fields.address') }),
    { street: '1000 Rue Sherbrooke Ouest', city: 'Montréal', country: 'Canada' },
    frAddress,
  );
  await isc
    .getByLabel(ca('fields.taxResidence'), { exact: true })
    .selectOption({ label: 'Canada' });
  await isc
    .getByLabel(ca('fields.controlBasis'), { exact: true })
    .selectOption({ label: ca('options.controlBasis.sharesAndVotes') });
  await isc
    .getByLabel(ca('fields.controlDetails'), { exact: true })
    .fill('Détient directement 60 des 100 actions ordinaires.');
  await saveAndContinueFr(page, '/canada-registration/package');

  const inc = page.getByRole('group', {
    name: f('WizardCanada.company.groups.incorporators.item', { n: '1' }),
  });
  await inc.getByLabel(f('Wizard.fields.fullName'), { exact: true }).fill('Olivia Tremblay');
  await fillAddress(
    inc.getByRole('group', { name: ca('fields.address') }),
    { street: '1000 Rue Sherbrooke Ouest', city: 'Montréal', country: 'Canada' },
    frAddress,
  );
  await page.getByRole('radio', { name: 'Standard', exact: true }).check();
  await page.getByLabel(f('Wizard.fields.submitterName'), { exact: true }).fill('Olivia Tremblay');
  const email = uniqueEmail('ca-federal');
  await page.getByLabel(f('Wizard.fields.submitterEmail'), { exact: true }).fill(email);
  await page.getByLabel(f('Wizard.fields.submitterPhone'), { exact: true }).fill('514 555 0123');
  await page.getByLabel(f('Wizard.fields.consent')).check();
  // CA$399 + federal NUANS CA$13.80 + CA$200, written the French way.
  await expect(page.getByTestId('quote-government-fee')).toHaveText('213,80\u00a0$CA');
  await expect(page.getByTestId('quote-total')).toHaveText('612,80\u00a0$CA');
  await page.getByRole('button', { name: f('Wizard.toReview') }).click();
  await expect(page).toHaveURL(/\/fr\/canada-registration\/review$/);

  await expect(page.getByText(ca('options.regime.federal'), { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: f('Auth.signUpTab') }).click();
  const form = page.getByRole('form', { name: f('Auth.signUpTab') });
  await form.getByLabel(f('Auth.fullName')).fill('Olivia Tremblay');
  await form.getByLabel(f('Auth.email')).fill(email);
  await form.getByLabel(f('Auth.password')).fill(PASSWORD);
  await form.getByRole('button', { name: f('Auth.signUpSubmit') }).click();
  await expect(page.getByText(f('Wizard.review.signedInAs', { email }))).toBeVisible();
  await page.getByRole('button', { name: f('Wizard.review.submit') }).click();
  await expect(page).toHaveURL(/\/fr\/application-submitted\?ref=CA-CO-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();

  await page.getByRole('link', { name: f('Submitted.pay') }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/canada-registration/payment\\?ref=${reference}$`), {
    timeout: 30_000,
  });
  await expect(page.getByTestId('payment-amount')).toHaveText('612,80\u00a0$CA');
  await expect(page.getByText(f('Payment.bankTransfer.transitNumber'))).toBeVisible();

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({
    flow: 'canada-company',
    reference,
    status: 'submitted',
    package: 'standard',
  });
  expect(app!.data).toMatchObject({
    regime: 'federal',
    proposedName: 'Logiciels Érable Inc.',
    registeredOffice: { province: 'QC', postalCode: 'H3A 2R7' },
  });
  expect(app!.quote).toMatchObject({ currency: 'CAD', governmentFee: 21_380, total: 61_280 });
});

test('a founder abroad incorporates a numbered Ontario corporation with no Canadian director, from /canada to payment', async ({
  page,
}) => {
  await page.goto('/canada');
  await page.getByRole('link', { name: 'Start: Company registration' }).first().click();
  await expect(page).toHaveURL(/\/canada-registration$/);
  await radio(page, 'Ontario (Business Corporations Act)');
  await next(page, '/canada-registration/name');

  await radio(page, 'A numbered corporation, e.g. 1234567 Canada Inc.');
  await expect(page.getByLabel('Proposed name', { exact: true })).toHaveCount(0);
  await fill(page, 'What the corporation will do', 'Imports and sells West African foods.');
  await next(page, '/canada-registration/office');

  // Ontario: the registered office must be in Ontario.
  await fill(page, 'Street address', '1 Main Street');
  await fill(page, 'Town or city', 'Vancouver');
  await choose(page, 'Province', 'BC');
  await fill(page, 'Postal code', 'V6B 1A1');
  await fill(page, "Corporation's e-mail address", 'hello@example.com');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-registeredOffice-province-error')).toHaveText(
    "An Ontario corporation's registered office is in Ontario.",
  );
  await fill(page, 'Town or city', 'Toronto');
  await choose(page, 'Province', 'ON');
  await fill(page, 'Postal code', 'M5X 1A9');
  await next(page, '/canada-registration/shares');

  const cls = page.getByRole('group', { name: 'Share class 1' });
  await fill(cls, 'Class name', 'Common');
  await fill(
    cls,
    'Rights, privileges, restrictions and conditions',
    'Voting; entitled to dividends declared and to the remaining property on dissolution.',
  );
  await radio(page, 'The directors approve every transfer (usual)');
  await next(page, '/canada-registration/directors');

  // One director who lives in Ghana: no residency rule in Ontario.
  await fill(page, 'Minimum number of directors', '1');
  await fill(page, 'Maximum number of directors', '5');
  const d1 = page.getByRole('group', { name: 'Director 1' });
  await fill(d1, 'Full name', 'Kwame Mensah');
  await fill(d1, 'Date of birth', '1982-03-04');
  const home = d1.getByRole('group', { name: 'Residential address' });
  await fill(home, 'Street address', '1 Ring Road');
  await fill(home, 'Town or city', 'Accra');
  await choose(home, 'Country', 'Ghana');
  await d1.getByRole('radio', { name: 'No', exact: true }).check();
  await next(page, '/canada-registration/isc');
  // No ISC needed to go on in Ontario (the corporation keeps its own register).
  await next(page, '/canada-registration/package');

  const inc = page.getByRole('group', { name: 'Incorporator 1' });
  await fill(inc, 'Full name', 'Kwame Mensah');
  const incAddress = inc.getByRole('group', { name: 'Residential address' });
  await fill(incAddress, 'Street address', '1 Ring Road');
  await fill(incAddress, 'Town or city', 'Accra');
  await choose(incAddress, 'Country', 'Ghana');
  await radio(page, 'Basic');
  const email = uniqueEmail('ca-ontario');
  await fillFiler(page, { name: 'Kwame Mensah', email, phone: '+233 24 123 4567' });
  // Numbered: the Ontario fee alone, no NUANS report.
  await expect(page.getByTestId('quote-government-fee')).toHaveText('CA$300');
  await expect(page.getByTestId('quote-total')).toHaveText('CA$549');
  await next(page, '/canada-registration/review');

  await signUpInline(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=CA-CO-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/canada-registration\/payment\?ref=CA-CO-/, { timeout: 30_000 });
  await expect(page.getByTestId('payment-amount')).toHaveText('CA$549');
  await expect(page.getByText('Institution number')).toBeVisible();

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({ flow: 'canada-company', status: 'submitted', package: 'basic' });
  expect(app!.quote).toMatchObject({ currency: 'CAD', governmentFee: 30_000, total: 54_900 });
});
