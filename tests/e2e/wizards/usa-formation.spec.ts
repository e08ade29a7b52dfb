import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../support/auth';
import { fillFiler, message, signUpInline, storedApplications } from './helpers';

test.describe.configure({ timeout: 300_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

type Locale = 'en' | 'fr';

/** The text of a key in the page's language (messages/<locale>.json). */
const m = (locale: Locale, key: string, values: Record<string, string> = {}) =>
  message(locale, key, values);

/** The label of a field of a US formation flow: the flow's own, else the shared one. */
function label(
  locale: Locale,
  section: 'formationLlc' | 'formationCorporation',
  name: string,
): string {
  try {
    return m(locale, `WizardUsa.${section}.fields.${name}`);
  } catch {
    return m(locale, `Wizard.fields.${name}`);
  }
}

async function saveAndGo(page: Page, locale: Locale, path: string, last = false) {
  await page
    .getByRole('button', { name: m(locale, last ? 'Wizard.toReview' : 'Wizard.next') })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`${(locale === 'fr' ? '/fr' : '') + path}$`.replace(/[/-]/g, '\\$&')),
    { timeout: 30_000 },
  );
}

/** An address anywhere (the principal office, a mailing address), inside its fieldset. */
async function fillAbroad(
  group: Locator,
  locale: Locale,
  a: { street: string; city: string; region: string; postalCode: string; country: string },
) {
  await group.getByLabel(m(locale, 'Wizard.address.street'), { exact: true }).fill(a.street);
  await group.getByLabel(m(locale, 'Wizard.address.city'), { exact: true }).fill(a.city);
  await group.getByLabel(new RegExp(`^${m(locale, 'Wizard.address.region')}`)).fill(a.region);
  await group
    .getByLabel(new RegExp(`^${m(locale, 'Wizard.address.postalCode')}`))
    .fill(a.postalCode);
  await group
    .getByLabel(m(locale, 'Wizard.address.country'), { exact: true })
    .selectOption({ label: a.country });
}

const radioIn = (page: Page, group: string, option: string) =>
  page
    .getByRole('group', { name: group, exact: true })
    .getByRole('radio', { name: option, exact: true })
    .check();

test('a founder abroad forms a Delaware C-Corporation with its EIN, from the entity choice to payment', async ({
  page,
}) => {
  const en = (section: 'formationCorporation', name: string) =>
    page.getByLabel(label('en', section, name), { exact: true });
  const c = 'formationCorporation' as const;

  // The comparison leads into the flow, not to the contact form.
  await page.goto('/usa-entity-selection');
  await page.getByTestId('start-delaware-corporation').click();
  await expect(page).toHaveURL(/\/delaware-registration\/corporation\/company$/);

  // The company: a name without its designator is refused with the state's list, the typing kept.
  await en(c, 'companyName').fill('Adaeze Labs');
  await en(c, 'purpose').fill('Any lawful act or activity, including software development.');
  await fillAbroad(page.getByRole('group', { name: label('en', c, 'principalAddress') }), 'en', {
    street: '12 Admiralty Way',
    city: 'Lekki',
    region: 'Lagos',
    postalCode: '106104',
    country: 'Nigeria',
  });
  await radioIn(page, label('en', c, 'mailingSame'), 'Yes');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-companyName-error')).toHaveText(
    'The name must end with one of: Inc., Incorporated, Corporation, Corp., Company, Co., Limited, Ltd.',
  );
  await expect(en(c, 'companyName')).toHaveValue('Adaeze Labs');
  await en(c, 'companyName').fill('Adaeze Labs, Inc.');
  await saveAndGo(page, 'en', '/delaware-registration/corporation/agent');

  await radioIn(page, label('en', c, 'registeredAgent'), 'Use yours (included for the first year)');
  await saveAndGo(page, 'en', '/delaware-registration/corporation/shares');

  // The suggested shares are there, with what they mean for Delaware's franchise tax.
  const common = page.getByRole('group', { name: 'Class 1' });
  await expect(common.getByLabel('Class name')).toHaveValue('Common');
  await expect(common.getByLabel('Authorised shares')).toHaveValue('10000000');
  await expect(common.getByLabel('Par value per share (US$)')).toHaveValue('0.00001');
  const note = page.getByTestId('franchise-tax-note');
  await expect(note).toContainText('10,000,000 shares cost $85,165 a year');
  await expect(note).toContainText('pays the $400 minimum');
  await expect(page.getByTestId('franchise-tax-link')).toHaveAttribute(
    'href',
    '/delaware-franchise-tax?shares=10000000@0.00001',
  );
  // A par value that is not one is refused by the field.
  await common.getByLabel('Par value per share (US$)').fill('abc');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#f-shareClasses-0-parValue-error')).toHaveText(
    'Write the par value in dollars, e.g. 0.00001, or 0 for no par value.',
  );
  await common.getByLabel('Par value per share (US$)').fill('0.00001');
  await saveAndGo(page, 'en', '/delaware-registration/corporation/people');

  const director = page.getByRole('group', { name: 'Director 1' });
  await director.getByLabel('Full legal name').fill('Adaeze Okafor');
  await director
    .getByLabel('Address, with the country')
    .fill('4 Bourdillon Road, Ikoyi, Lagos, Nigeria');
  const officer = page.getByRole('group', { name: 'Officer 1' });
  await officer.getByLabel('Full legal name').fill('Adaeze Okafor');
  await officer.getByLabel('Office').selectOption({ label: 'President' });
  await en(c, 'incorporatorName').fill('Adaeze Okafor');
  await en(c, 'incorporatorAddress').fill('4 Bourdillon Road, Ikoyi, Lagos, Nigeria');
  await saveAndGo(page, 'en', '/delaware-registration/corporation/founders');

  // More shares issued than authorised: refused, with the figures.
  const founder = page.getByRole('group', { name: 'Founder 1' });
  await founder.getByLabel("Shareholder's full legal name").fill('Adaeze Okafor');
  await founder.getByRole('radio', { name: 'A person', exact: true }).check();
  await founder.getByLabel('Class name').fill('Common');
  await founder.getByLabel('Number of shares').fill('12000000');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText(
      '12,000,000 Common shares are issued but only 10,000,000 are authorised: issue fewer or authorise more.',
    ),
  ).toBeVisible();
  await founder.getByLabel('Number of shares').fill('8000000');
  await expect(page.getByTestId('franchise-tax-link')).toHaveAttribute(
    'href',
    '/delaware-franchise-tax?shares=10000000@0.00001&issued=8000000',
  );
  await saveAndGo(page, 'en', '/delaware-registration/corporation/ein');

  // The EIN without an SSN or ITIN: the fax route and its timeline, before any payment.
  await radioIn(page, label('en', c, 'wantEin'), 'Yes');
  await en(c, 'responsiblePartyName').fill('Adaeze Okafor');
  await radioIn(page, label('en', c, 'responsiblePartyTaxId'), 'Neither');
  await expect(page.getByTestId('ein-timeline')).toContainText(
    'about 4 business days after formation',
  );
  await expect(page.getByTestId('ein-timeline')).toContainText('304-707-9471');
  await en(c, 'closingMonth').selectOption({ label: 'December' });
  await en(c, 'activity').selectOption({ label: 'Other (software, consulting, services…)' });
  await en(c, 'activityDetail').fill('Software development');
  await radioIn(page, label('en', c, 'employees'), 'No');
  await en(c, 'einPhone').fill('+234 803 123 4567');
  await saveAndGo(page, 'en', '/delaware-registration/corporation/package');

  await page.getByRole('radio', { name: 'Standard', exact: true }).check();
  await fillFiler(page, {
    name: 'Adaeze Okafor',
    email: 'adaeze@example.com',
    phone: '+234 803 123 4567',
  });
  // Our fee ($449, the EIN included) and the state's ($109, with the $15 minimum §391 tax) apart.
  await expect(page.getByTestId('quote-service-fee')).toHaveText('$449');
  await expect(page.getByTestId('quote-service-line-ein')).toHaveText('$0');
  await expect(page.getByTestId('quote-government-fee')).toHaveText('$109');
  await expect(page.getByTestId('quote-total')).toHaveText('$558');
  await saveAndGo(page, 'en', '/delaware-registration/corporation/review', true);

  await expect(page.getByText('Adaeze Labs, Inc.')).toBeVisible();
  await expect(page.getByTestId('ein-timeline')).toContainText(
    'about 4 business days after formation',
  );
  const email = uniqueEmail('de-corp');
  await signUpInline(page, email);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application-submitted\?ref=DE-CC-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  await page.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/usa-payment\\?ref=${reference}$`), { timeout: 30_000 });
  await expect(page.getByTestId('payment-amount')).toContainText('$558');

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({
    flow: 'delaware-corporation',
    reference,
    status: 'submitted',
    package: 'standard',
  });
  expect(app!.data).toMatchObject({
    companyName: 'Adaeze Labs, Inc.',
    registeredAgent: 'ours',
    shareClasses: [{ className: 'Common', authorisedShares: '10000000', parValue: '0.00001' }],
    wantEin: 'yes',
    responsiblePartyTaxId: 'none',
  });
  expect(app!.quote).toMatchObject({ total: 558_00, governmentFee: 109_00, currency: 'USD' });
});

test('a French-speaking founder forms a Wyoming LLC on a 375 px phone, from the entity choice to payment', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const l = 'formationLlc' as const;
  const fr = (name: string) => page.getByLabel(label('fr', l, name), { exact: true });

  await page.goto('/fr/usa-entity-selection');
  await page.getByTestId('start-wyoming-llc').click();
  await expect(page).toHaveURL(/\/fr\/wyoming-registration\/llc\/company$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Wyoming accepts "LC"; the mailing address elsewhere, abroad.
  await fr('companyName').fill('Kwame Trading LC');
  await fr('purpose').fill('Toute activité licite, dont le négoce de cacao.');
  await fillAbroad(page.getByRole('group', { name: label('fr', l, 'principalAddress') }), 'fr', {
    street: '2 Ring Road',
    city: 'Accra',
    region: 'Greater Accra',
    postalCode: 'GA-183-8164',
    country: 'Ghana',
  });
  await radioIn(page, label('fr', l, 'mailingSame'), m('fr', 'Wizard.options.yesNo.no'));
  await fillAbroad(page.getByRole('group', { name: label('fr', l, 'mailingAddress') }), 'fr', {
    street: '10 rue de Rivoli',
    city: 'Paris',
    region: 'Île-de-France',
    postalCode: '75001',
    country: 'France',
  });
  await saveAndGo(page, 'fr', '/wyoming-registration/llc/agent');

  // Their own registered agent: a PO box is refused in French, then a Cheyenne street address.
  await radioIn(
    page,
    label('fr', l, 'registeredAgent'),
    m('fr', `WizardUsa.${l}.options.registeredAgent.own`),
  );
  await fr('agentName').fill('Cheyenne Agents LLC');
  const agent = page.getByRole('group', { name: label('fr', l, 'agentAddress') });
  await agent.getByLabel(m('fr', 'Wizard.address.street'), { exact: true }).fill('PO Box 42');
  await agent.getByLabel(m('fr', 'Wizard.address.city'), { exact: true }).fill('Cheyenne');
  await agent.getByLabel(m('fr', 'Wizard.address.state'), { exact: true }).selectOption('WY');
  await agent.getByLabel(m('fr', 'Wizard.address.zip'), { exact: true }).fill('82001');
  await page.getByRole('button', { name: m('fr', 'Wizard.next') }).click();
  await expect(page.locator('#f-agentAddress-street-error')).toHaveText(
    m('fr', 'Wizard.errors.poBox'),
  );
  await agent
    .getByLabel(m('fr', 'Wizard.address.street'), { exact: true })
    .fill('1712 Pioneer Avenue');
  await saveAndGo(page, 'fr', '/wyoming-registration/llc/members');

  // Two members whose shares add up to 90%: refused; then 70 / 30.
  const first = page.getByRole('group', {
    name: m('fr', `WizardUsa.${l}.groups.members.item`, { n: '1' }),
  });
  await first.getByLabel(label('fr', l, 'fullName')).fill('Kwame Mensah');
  await first
    .getByRole('radio', { name: m('fr', `WizardUsa.${l}.options.memberType.person`), exact: true })
    .check();
  await first.getByLabel(label('fr', l, 'percentage')).fill('60');
  await first.getByLabel(label('fr', l, 'address')).fill('2 Ring Road, Accra, Ghana');
  await page.getByRole('button', { name: m('fr', `WizardUsa.${l}.groups.members.add`) }).click();
  const second = page.getByRole('group', {
    name: m('fr', `WizardUsa.${l}.groups.members.item`, { n: '2' }),
  });
  await second.getByLabel(label('fr', l, 'fullName')).fill('Mensah Cocoa Ltd');
  await second
    .getByRole('radio', { name: m('fr', `WizardUsa.${l}.options.memberType.company`), exact: true })
    .check();
  await second.getByLabel(label('fr', l, 'percentage')).fill('30');
  await second.getByLabel(label('fr', l, 'address')).fill('5 Harbour Road, Tema, Ghana');
  await radioIn(
    page,
    label('fr', l, 'management'),
    m('fr', `WizardUsa.${l}.options.management.member`),
  );
  await fr('organizerName').fill('Kwame Mensah');
  await fr('organizerAddress').fill('2 Ring Road, Accra, Ghana');
  await page.getByRole('button', { name: m('fr', 'Wizard.next') }).click();
  await expect(page.getByText(/Les participations totalisent 90\s?%/)).toBeVisible();
  await first.getByLabel(label('fr', l, 'percentage')).fill('70');
  await saveAndGo(page, 'fr', '/wyoming-registration/llc/ein');

  await radioIn(page, label('fr', l, 'wantEin'), m('fr', 'Wizard.options.yesNo.no'));
  await saveAndGo(page, 'fr', '/wyoming-registration/llc/package');

  await page
    .getByRole('radio', { name: m('fr', 'Wizard.options.package.basic'), exact: true })
    .check();
  await page
    .getByLabel(m('fr', 'Wizard.fields.submitterName'), { exact: true })
    .fill('Kwame Mensah');
  await page
    .getByLabel(m('fr', 'Wizard.fields.submitterEmail'), { exact: true })
    .fill('kwame@example.com');
  await page
    .getByLabel(m('fr', 'Wizard.fields.submitterPhone'), { exact: true })
    .fill('+233 24 123 4567');
  await page.getByLabel(m('fr', 'Wizard.fields.consent')).check();
  // $149 for us, $100 for Wyoming, in French digits.
  await expect(page.getByTestId('quote-total')).toHaveText(/^249\s\$US$/);
  await saveAndGo(page, 'fr', '/wyoming-registration/llc/review', true);

  const email = uniqueEmail('wy-llc');
  await page.getByRole('tab', { name: m('fr', 'Auth.signUpTab') }).click();
  const form = page.getByRole('form', { name: m('fr', 'Auth.signUpTab') });
  await form.getByLabel(m('fr', 'Auth.fullName')).fill('Kwame Mensah');
  await form.getByLabel(m('fr', 'Auth.email')).fill(email);
  await form.getByLabel(m('fr', 'Auth.password')).fill(PASSWORD);
  await form.getByRole('button', { name: m('fr', 'Auth.signUpSubmit') }).click();
  await expect(page.getByText(m('fr', 'Wizard.review.signedInAs', { email }))).toBeVisible();
  await page.getByRole('button', { name: m('fr', 'Wizard.review.submit') }).click();
  await expect(page).toHaveURL(/\/fr\/application-submitted\?ref=WY-LC-\d{4}-\d{6}$/, {
    timeout: 30_000,
  });
  const reference = (await page.getByTestId('application-reference').textContent())!.trim();
  await page.getByRole('link', { name: m('fr', 'Submitted.pay') }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/usa-payment\\?ref=${reference}$`), {
    timeout: 30_000,
  });
  await expect(page.getByTestId('payment-amount')).toHaveText(/249\s\$US/);

  const [app] = await storedApplications(page.request, email);
  expect(app).toMatchObject({
    flow: 'wyoming-llc',
    reference,
    status: 'submitted',
    package: 'basic',
  });
  expect(app!.data).toMatchObject({
    companyName: 'Kwame Trading LC',
    registeredAgent: 'own',
    agentAddress: { street: '1712 Pioneer Avenue', city: 'Cheyenne', state: 'WY', zip: '82001' },
    management: 'member',
    managers: [],
    wantEin: 'no',
  });
});

test('the US pages lead into the formation flows, never to the contact form', async ({ page }) => {
  for (const path of [
    '/usa',
    '/usa-entity-selection',
    '/delaware-registration',
    '/wyoming-registration',
    '/texas-registration',
  ]) {
    await page.goto(path);
    await expect(page.locator('main a[href="/contact"]')).toHaveCount(0);
  }
  await page.goto('/usa');
  await page.getByRole('link', { name: 'Company registration in Texas' }).click();
  await expect(page).toHaveURL(/\/texas-registration$/);
  // Texas: the no-tax-due threshold of the report years, the Public Information Report, May 15.
  const table = page.getByTestId('texas-franchise-tax');
  await expect(table.getByRole('row', { name: /2026/ })).toContainText('$2,650,000');
  await expect(table.getByRole('row', { name: /2026/ })).toContainText('May 15, 2026');
  await expect(table).toContainText('Public Information Report (05-102)');
  await page.getByRole('link', { name: 'Form my Texas C-Corporation' }).click();
  await expect(page).toHaveURL(/\/texas-registration\/corporation\/company$/);
});
