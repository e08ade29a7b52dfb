import { expect, test } from '@playwright/test';
import { createAccount, mailedLink, NAV, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Issue 34, Boardroom-in-a-Box: a Nigerian company keeps its registers on its page, appoints a
 * director by a board resolution that both directors sign through their own mailed links (the
 * second has no account), and then the register shows the new director and the CAC change of
 * director is ordered. E2E_TODAY is 2026-11-27 on the e2e servers.
 */
test('a Nigerian company appoints a director by resolution signed by both directors', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const adaEmail = uniqueEmail('boardroom');
  const emekaEmail = uniqueEmail('emeka');
  await createAccount(page.request, baseURL!, adaEmail, 'Ada Okafor');
  await signInThroughForm(page, adaEmail);
  await expect(page).toHaveURL(/\/account$/, NAV);

  await page.goto('/account/companies/new');
  await page.getByLabel('Jurisdiction').selectOption('nigeria');
  await page.getByLabel('Entity type').selectOption('company');
  await page.getByLabel('Legal name').fill('Lagos Widgets Limited');
  await page.getByLabel('Registry number').fill('RC 1234567');
  await page.getByLabel('Incorporation date').fill('2025-03-10');
  await page.getByRole('button', { name: 'Add the company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lagos Widgets Limited' })).toBeVisible(
    NAV,
  );
  const companyUrl = page.url();

  // The registers: both directors, recorded with the date they took office.
  const record = page.getByRole('form', { name: 'Record a change' });
  for (const [name, email] of [
    ['Ada Okafor', adaEmail],
    ['Emeka Obi', emekaEmail],
  ]) {
    await record.getByLabel('What happened').selectOption('appointment');
    await record.getByLabel('Date it took effect').fill('2025-03-10');
    await record.getByLabel('Full name').fill(name!);
    await record.getByLabel('E-mail (optional)').fill(email!);
    await record.getByRole('button', { name: 'Record' }).click();
    await expect(record.getByText('Recorded.')).toBeVisible(NAV);
    // "Recorded." may still be the previous entry's: wait for this one in the register (the form
    // resets when the action returns, which would clear what is typed next).
    await expect(
      page.getByRole('region', { name: 'Directors and secretaries' }).getByRole('cell', { name }),
    ).toBeVisible(NAV);
  }
  // A transfer of shares nobody holds is refused with the register's reason.
  await record.getByLabel('What happened').selectOption('transfer');
  await record.getByLabel('From (member)').fill('Ada Okafor');
  await record.getByLabel('To', { exact: true }).fill('Bola Martins');
  await record.getByLabel('Class of shares').fill('Ordinary');
  await record.getByLabel('Number of shares').fill('10');
  await record.getByRole('button', { name: 'Record' }).click();
  await expect(
    record.getByText('The member does not hold that many shares of this class at that date.'),
  ).toBeVisible(NAV);
  const officers = page.getByRole('region', { name: 'Directors and secretaries' });
  await expect(officers.getByRole('cell', { name: 'Emeka Obi' })).toBeVisible();
  await expectNoAxeViolations(page, 'a company page with its registers');

  // The resolution: appoint Chidi Eze; each director is mailed their own link.
  const propose = page.getByRole('form', { name: 'Propose a resolution' });
  await propose.getByLabel('Resolution', { exact: true }).selectOption('appoint_director');
  await propose.getByLabel('Director’s full name').fill('Chidi Eze');
  await propose.getByLabel(/Director’s e-mail/).fill(uniqueEmail('chidi'));
  await propose.getByRole('button', { name: 'Send for signature' }).click();
  await expect(propose.getByText('Sent: each signatory has been mailed their link.')).toBeVisible(
    NAV,
  );
  await expect(page.getByText('0 of 2 signed')).toBeVisible();

  let emekaLink: string | null = null;
  await expect
    .poll(() => (emekaLink = mailedLink(emekaEmail, undefined, /\/sign\//)), { timeout: 30_000 })
    .not.toBeNull();
  let adaLink: string | null = null;
  await expect
    .poll(() => (adaLink = mailedLink(adaEmail, undefined, /\/sign\//)), { timeout: 30_000 })
    .not.toBeNull();

  // Emeka, with no account, signs through his link in a browser of his own.
  const emekaContext = await browser.newContext();
  const emeka = await emekaContext.newPage();
  await emeka.goto(new URL(emekaLink!).pathname);
  await expect(
    emeka.getByRole('heading', { level: 1, name: 'Sign the resolution of Lagos Widgets Limited' }),
  ).toBeVisible(NAV);
  await expectNoAxeViolations(emeka, 'the signing page');
  await emeka.getByLabel('Type your full name to sign').fill('Ada Okafor');
  await emeka.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(emeka.getByText('Type your name as the register has it: Emeka Obi.')).toBeVisible(
    NAV,
  );
  await emeka.getByLabel('Type your full name to sign').fill('Emeka Obi');
  await emeka.getByRole('button', { name: 'Sign', exact: true }).click();
  // His signature is on the resolution, with the name he typed (the page reloads its state).
  await expect(emeka.getByText(/^Emeka Obi: Signed as “Emeka Obi” on /)).toBeVisible(NAV);
  await emekaContext.close();

  // Ada signs through her own link.
  await page.goto(new URL(adaLink!).pathname);
  await page.getByLabel('Type your full name to sign').fill('Ada Okafor');
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('Every signatory has signed: the resolution is passed.')).toBeVisible(
    NAV,
  );

  // The register changed and the CAC filing is ordered.
  await page.goto(companyUrl);
  await expect(page.getByText('Passed', { exact: true })).toBeVisible(NAV);
  await expect(page.getByText('Filing ordered: CAC change of director')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Directors and secretaries' }).getByRole('cell', {
      name: 'Chidi Eze',
    }),
  ).toBeVisible();
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'Resolution (PDF)' }).getAttribute('href'))!,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The board meeting that passed it is minuted: held by video, chaired by Ada, every director present.
  const minutes = page.getByRole('form', { name: 'Record minutes' });
  await minutes.getByLabel('Held by video conference').check();
  await minutes.getByLabel('Chair (a director)').selectOption('Ada Okafor');
  await minutes.getByRole('checkbox', { name: /^Appointment of a director/ }).check();
  await expectNoAxeViolations(page, 'the company page with its minutes form');
  await minutes.getByRole('button', { name: 'Record the minutes' }).click();
  await expect(minutes.getByText('Minutes recorded.')).toBeVisible(NAV);
  const minutesPdf = await page.request.get(
    (await page.getByRole('link', { name: 'Minutes (PDF)' }).getAttribute('href'))!,
  );
  expect(minutesPdf.headers()['content-type']).toBe('application/pdf');
});
