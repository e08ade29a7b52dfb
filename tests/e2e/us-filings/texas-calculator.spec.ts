import { expect as baseExpect, test, type Page } from '@playwright/test';
import { nextTexasReportYear } from '@/lib/tax/texas-franchise-tax';
import { expectNoAxeViolations, loadAxe } from '../support/axe';

// The public Texas franchise-tax calculator of issue 28: figures in the URL, both computations, the
// lower one filed, a shared link drawn by the server, the order behind it.
const expect = baseExpect.configure({ timeout: 15_000 });

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** Presses Tab until the element `locator` names has the focus (keyboard only, no clicks). */
async function tabTo(page: Page, id: string, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((target) => document.activeElement?.id === target, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
}

const RETAILER = '/texas-franchise-tax?year=2026&revenue=5000000&retail=1';

test.describe('with JavaScript', () => {
  test.beforeEach(({ page }) => loadAxe(page));

  test('by keyboard alone: each input rewrites the URL, the long form beats E-Z for a retailer, a reload shows the same', async ({
    page,
  }) => {
    const year = nextTexasReportYear(new Date().toISOString().slice(0, 10));
    await page.goto('/texas-franchise-tax');
    await expect(
      page.getByRole('heading', { name: 'Texas franchise tax calculator', level: 1 }),
    ).toBeVisible();
    await expect(page.getByTestId('texas-prompt')).toHaveText(
      'Enter the total revenue to see the tax.',
    );
    await expect(page.locator('#tx-year')).toHaveValue(String(year));
    await expect(page.locator('#tx-revenue')).toBeEditable();

    await tabTo(page, 'tx-revenue');
    await page.keyboard.type('5,000,000');
    await expect.poll(() => path(page)).toBe(`/texas-franchise-tax?year=${year}&revenue=5000000`);
    // Services: E-Z $16,550 is lower than the long form's $26,250.
    await expect(page.getByTestId('texas-ez')).toHaveAttribute('data-chosen', 'true');
    await expect(page.getByTestId('texas-tax')).toHaveText('$16,550');

    // Retail or wholesale, by the space bar: the long form, $3,500,000 × 0.375% = $13,125.
    await tabTo(page, 'tx-retail');
    await page.keyboard.press('Space');
    await expect
      .poll(() => path(page))
      .toBe(`/texas-franchise-tax?year=${year}&revenue=5000000&retail=1`);
    const longForm = page.getByTestId('texas-long-form');
    await expect(longForm).toHaveAttribute('data-chosen', 'true');
    await expect(longForm).toContainText('Taxable margin $3,500,000 × 0.375% = $13,125.');
    await expect(page.getByTestId('texas-ez')).toContainText(
      'For retail and wholesale the long form is at most 0.2625% of apportioned revenue',
    );
    await expect(page.getByTestId('texas-tax')).toHaveText('$13,125');

    // A wrong figure is named by its field.
    await tabTo(page, 'tx-texas');
    await page.keyboard.type('9000000');
    await expect(page.locator('#tx-texas-error')).toHaveText(
      'The Texas receipts are more than the total revenue: check both figures.',
    );
    await expect(page.getByTestId('texas-prompt')).toHaveText(
      'Correct the figures marked above to see the result.',
    );
    await page.locator('#tx-texas').fill('2000000');
    await expect
      .poll(() => path(page))
      .toBe(`/texas-franchise-tax?year=${year}&revenue=5000000&texas=2000000&retail=1`);
    // 40% in Texas: $3,500,000 × 40% = $1,400,000 × 0.375% = $5,250 (E-Z: $6,620).
    await expect(page.getByTestId('texas-tax')).toHaveText('$5,250');
    await expectNoAxeViolations(page, 'the Texas calculator with a result');

    // The same URL opened again: the server draws the same result and the same inputs.
    await page.reload();
    await expect(page.getByTestId('texas-tax')).toHaveText('$5,250');
    await expect(page.locator('#tx-texas')).toHaveValue('2000000');
    await expect(page.locator('#tx-retail')).toBeChecked();
  });

  test('"File this report for me" carries the figures into the Texas order', async ({ page }) => {
    await page.goto(`${RETAILER}&cogs=4000000&comp=480000,120000`);
    await expect(page.getByTestId('texas-long-form')).toContainText(
      'Revenue less cost of goods sold',
    );
    // COGS margin $1,000,000 × 0.375% = $3,750.
    await expect(page.getByTestId('texas-tax')).toHaveText('$3,750');
    await page.getByRole('link', { name: 'File this report for me, with these figures' }).click();
    await expect(page).toHaveURL(
      /\/texas-annual-report\/company\?year=2026&revenue=5000000&retail=1&cogs=4000000&comp=480000,120000$/,
    );
    await expect(page.getByLabel('Report year', { exact: true })).toHaveValue('2026');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared link opens on its result, drawn by the server', async ({ page, request }) => {
    const response = await request.get(RETAILER);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
    );
    const bare = await request.get('/texas-franchise-tax');
    expect(bare.headers()['x-nextjs-prerender']).toMatch(/^1/);

    await page.goto(RETAILER);
    await expect(page.getByTestId('texas-long-form')).toHaveAttribute('data-chosen', 'true');
    await expect(page.getByTestId('texas-tax')).toHaveText('$13,125');
    await expect(page.getByTestId('texas-filing')).toContainText(
      'Filed by the long form, with the Public Information Report, by 15 May 2026.',
    );
    await expect(
      page.getByRole('link', { name: 'File this report for me, with these figures' }),
    ).toHaveAttribute('href', '/texas-annual-report/company?year=2026&revenue=5000000&retail=1');

    // A tax under $1,000: none due, but the report is still filed, under its own label.
    await page.goto('/texas-franchise-tax?year=2026&revenue=3000000&texas=300000');
    await expect(page.getByTestId('texas-summary')).toContainText(
      'No tax: the computed tax is under $1,000, but the report is still filed',
    );
    await expect(page.getByTestId('texas-tax')).toHaveText('$0');

    // At or below the threshold: the information report alone.
    await page.goto('/fr/texas-franchise-tax?year=2026&revenue=2650000');
    await expect(page.getByTestId('texas-no-tax-due')).toContainText('2\u202f650\u202f000');
    await expect(page.getByTestId('texas-tax')).toHaveText('0\u00a0$US');
  });
});

test.describe('axe finds nothing on the Texas calculator', () => {
  test.beforeEach(({ page }) => loadAxe(page));
  for (const prefix of ['', '/fr']) {
    for (const url of [
      '/texas-franchise-tax',
      RETAILER,
      '/texas-franchise-tax?year=2026&revenue=30000000&texas=15000000&comp=600000,90000',
      '/texas-franchise-tax?year=2023&revenue=x',
    ]) {
      test(prefix + url, async ({ page }) => {
        await page.goto(prefix + url);
        await expect(page.locator('main h1')).toBeVisible();
        await expectNoAxeViolations(page, prefix + url);
      });
    }
  }
});
