import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoAxeViolations, loadAxe } from '../support/axe';

// The public compliance calendar of issue 31: a company in the URL, its next 24 months of
// obligations drawn by the server, each date in <time datetime>, the .ics download, and the form's
// messages next to its fields. The servers count from 27 November 2026 (E2E_TODAY, scripts/e2e-server.mjs).
const expect = baseExpect.configure({ timeout: 15_000 });

const DELAWARE = '/compliance-calendar?jurisdiction=delaware&entity=corporation&formed=2026-03-10';
const UK = '/compliance-calendar?jurisdiction=uk&entity=company&formed=2026-01-15';

/** The due dates (the datetime of each obligation's due <time>) of one rule, in page order. */
async function dueDates(page: Page, rule: string): Promise<string[]> {
  return page
    .locator(`[data-rule="${rule}"] p:has(> time) > time`)
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
}

test.describe('with JavaScript', () => {
  test.beforeEach(({ page }) => loadAxe(page));

  test('the form leads to a Delaware corporation’s 1 March report and franchise tax, and the .ics holds the events', async ({
    page,
  }) => {
    await page.goto('/compliance-calendar');
    await expect(
      page.getByRole('heading', { name: 'Compliance calendar', level: 1 }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the empty compliance calendar');

    await page.getByLabel('Jurisdiction').selectOption('delaware');
    // Only Delaware's entities are offered once JavaScript runs.
    await expect(page.locator('#entity option[value="trustees"]')).toBeDisabled();
    await page.getByLabel('Type of entity').selectOption('corporation');
    await page.getByLabel('Date of incorporation').fill('2026-03-10');
    await page.getByRole('button', { name: 'Show the calendar' }).click();

    await expect(page).toHaveURL(/jurisdiction=delaware&entity=corporation&formed=2026-03-10/);
    await expect(
      page.getByRole('heading', { name: 'Obligations for the next 24 months' }),
    ).toBeVisible();
    expect(await dueDates(page, 'de-annual-report')).toEqual(['2027-03-01', '2028-03-01']);
    await expect(page.locator('#result ~ p').first()).toContainText(
      'Corporation, Delaware, incorporated on 10 March 2026.',
    );
    const report = page.locator('[data-rule="de-annual-report"]').first();
    await expect(report).toContainText('Delaware annual report and franchise tax');
    await expect(report.locator('time[datetime="2027-03-01"]')).toHaveText('1 March 2027');
    await expect(report).toContainText('Upcoming');
    await expect(report).toContainText('$50');
    await expect(report.getByRole('link', { name: /^\[S16\]/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expectNoAxeViolations(page, 'a Delaware corporation’s calendar');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to my calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      'compliance-calendar-delaware-corporation-2026-03-10.ics',
    );
    const text = await readFile(await download.path(), 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((event) => ({
      start: String(event.getFirstPropertyValue('dtstart')),
      summary: String(event.getFirstPropertyValue('summary')),
      alarms: event.getAllSubcomponents('valarm').length,
    }));
    expect(events).toEqual(
      expect.arrayContaining([
        { start: '2027-03-01', summary: 'Delaware annual report and franchise tax', alarms: 2 },
        { start: '2028-03-01', summary: 'Delaware annual report and franchise tax', alarms: 2 },
      ]),
    );
  });

  test('a UK company shows its confirmation statement and accounts dates, in French too', async ({
    page,
  }) => {
    await page.goto(UK);
    expect(await dueDates(page, 'uk-confirmation-statement')).toEqual(['2027-01-28', '2028-01-28']);
    // The first accounts 21 months after incorporation, then 9 months after the reference date.
    expect(await dueDates(page, 'uk-annual-accounts')).toEqual(['2027-10-15', '2028-10-31']);

    await page.goto(`/fr${UK}`);
    await expect(
      page.getByRole('heading', { name: 'Calendrier de conformité', level: 1 }),
    ).toBeVisible();
    await expect(page.locator('#result ~ p').first()).toContainText(
      'Société, Royaume-Uni, date de constitution\u00a0: 15 janvier 2026.',
    );
    const statement = page.locator('[data-rule="uk-confirmation-statement"]').first();
    await expect(statement.locator('time[datetime="2027-01-28"]')).toHaveText('28 janvier 2027');
    expect(await dueDates(page, 'uk-annual-accounts')).toEqual(['2027-10-15', '2028-10-31']);
    await expectNoAxeViolations(page, 'a UK company’s calendar in French');

    const response = await page.request.get(
      `/api/compliance-calendar?jurisdiction=uk&entity=company&formed=2026-01-15&locale=fr`,
    );
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    const event = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent(
      'vevent',
    )!;
    expect(String(event.getFirstPropertyValue('description'))).toMatch(
      /^Droit administratif\u00a0: /,
    );
  });

  test('Track this company leads to sign-up, then to the add-a-company form with the figures', async ({
    page,
  }) => {
    await page.goto(DELAWARE);
    const track = page.getByRole('link', { name: 'Track this company' });
    const href = new URL((await track.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/signin');
    expect(href.searchParams.get('tab')).toBe('signup');
    expect(href.searchParams.get('next')).toBe(
      '/account/companies/new?jurisdiction=delaware&entity=corporation&formed=2026-03-10',
    );
    await track.click();
    await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared link is drawn by the server, and the form works as a plain GET', async ({
    page,
  }) => {
    await page.goto(DELAWARE);
    expect(await dueDates(page, 'de-annual-report')).toEqual(['2027-03-01', '2028-03-01']);
    await expect(page.locator('#jurisdiction')).toHaveValue('delaware');
    await expect(page.locator('#formed')).toHaveValue('2026-03-10');

    await page.goto('/compliance-calendar');
    await page.locator('#jurisdiction').selectOption('uk');
    await page.locator('#entity').selectOption('company');
    await page.locator('#formed').fill('2026-01-15');
    await page.getByRole('button', { name: 'Show the calendar' }).click();
    expect(await dueDates(page, 'uk-confirmation-statement')).toEqual(['2027-01-28', '2028-01-28']);
  });

  test('bad input gets each field’s message, never an error page', async ({ page }) => {
    const response = await page.goto(
      '/compliance-calendar?jurisdiction=uk&entity=trustees&formed=2026-02-30&yearEnd=1231',
    );
    expect(response?.status()).toBe(200);
    await expect(page.locator('#entity-error')).toHaveText(
      'This type of entity does not exist in the chosen jurisdiction.',
    );
    await expect(page.locator('#formed-error')).toHaveText(
      'Enter the date of incorporation as a real date (YYYY-MM-DD).',
    );
    await expect(page.locator('#yearEnd-error')).toHaveText(
      'Enter the financial year end as month and day (MM-DD), for example 12-31.',
    );
    await expect(page.locator('#formed')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-testid="obligations"]')).toHaveCount(0);

    await page.goto('/fr/compliance-calendar?jurisdiction=delaware&entity=llc&formed=2026-02-30');
    await expect(page.locator('#formed-error')).toHaveText(
      'Saisissez la date de constitution sous la forme d’une date réelle (AAAA-MM-JJ).',
    );

    const ics = await page.request.get('/api/compliance-calendar?jurisdiction=mars&locale=fr');
    expect(ics.status()).toBe(400);
    expect((await ics.json()).issues).toEqual(
      expect.arrayContaining([
        { field: 'jurisdiction', message: 'Choisissez une juridiction dans la liste.' },
      ]),
    );
  });
});
