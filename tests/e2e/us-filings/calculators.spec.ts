import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, loadAxe } from '../support/axe';

// The public calculators of issue 20: inputs in the URL, the working shown, the order behind them.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(({ page }) => loadAxe(page));

/** Presses Tab until the element labelled `label` has the focus (keyboard only, no clicks). */
async function tabTo(page: Page, label: string | RegExp, max = 60) {
  const target = page.getByLabel(label, { exact: typeof label === 'string' });
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(label)}`);
}

/** Presses Tab until the button named `name` has the focus. */
async function tabToButton(page: Page, name: string, max = 30) {
  const target = page.getByRole('button', { name, exact: true });
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the button ${name}`);
}

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

test('the franchise-tax calculator by keyboard alone: each input rewrites the URL, a reload shows the same result', async ({
  page,
}) => {
  await page.goto('/delaware-franchise-tax');
  await expect(
    page.getByRole('heading', { name: 'Delaware franchise tax calculator', level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('franchise-tax-prompt')).toHaveText(
    'Enter your authorised shares to see the tax.',
  );
  // Hydrated: the form answers to typing.
  await expect(page.getByLabel('Number of authorised shares')).toBeEditable();

  await tabTo(page, 'Number of authorised shares');
  await page.keyboard.type('10,000,000');
  await expect.poll(() => path(page)).toBe('/delaware-franchise-tax?shares=10000000');
  const as = page.getByTestId('method-authorized-shares');
  await expect(as).toContainText(
    '10,000,000 authorised shares: $250 for the first 10,000, plus $85 for each further 10,000 shares or part of 10,000: 999 × $85 = $84,915.',
  );
  await expect(as).toContainText('$85,165');
  await expect(page.getByTestId('method-assumed-par')).toContainText(
    'Give the par value of every class to use this method.',
  );

  await page.keyboard.press('Tab');
  await page.keyboard.type('0.00001');
  await expect.poll(() => path(page)).toBe('/delaware-franchise-tax?shares=10000000@0.00001');

  // A second class, by keyboard: the focus moves into it; a wrong figure is named by its field.
  await tabToButton(page, 'Add a class of shares');
  await page.keyboard.press('Enter');
  await expect(page.locator('#ft-shares-1')).toBeFocused();
  await page.keyboard.type('12x');
  await expect(page.locator('#ft-shares-1-error')).toHaveText(
    'Enter a whole number of shares, at least 1, in digits.',
  );
  await expect(page.getByTestId('franchise-tax-prompt')).toHaveText(
    'Correct the figures marked above to see the result.',
  );
  await expect.poll(() => path(page)).toBe('/delaware-franchise-tax?shares=10000000@0.00001,12x');
  await tabToButton(page, 'Remove class 2');
  await page.keyboard.press('Enter');
  await expect(page.locator('#ft-shares-0')).toBeFocused();
  await expect.poll(() => path(page)).toBe('/delaware-franchise-tax?shares=10000000@0.00001');

  await tabTo(page, /^Issued shares, treasury shares included/);
  await page.keyboard.type('8000000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('50000');
  await expect
    .poll(() => path(page))
    .toBe('/delaware-franchise-tax?shares=10000000@0.00001&issued=8000000&assets=50000');

  const expectResult = async () => {
    const apvc = page.getByTestId('method-assumed-par');
    await expect(apvc).toHaveAttribute('data-lesser', 'true');
    await expect(apvc).toContainText('Lower tax: the one you pay');
    await expect(apvc).toContainText(
      'Assumed par: gross assets ÷ issued shares = $50,000 ÷ 8,000,000 = $0.006250 a share (to 6 decimal places).',
    );
    await expect(apvc).toContainText('Up to $1,000,000 of capital the tax is the minimum, $400.');
    await expect(page.getByTestId('method-authorized-shares')).not.toHaveAttribute(
      'data-lesser',
      'true',
    );
    await expect(page.getByTestId('franchise-tax-amount')).toHaveText('$400');
    await expect(page.getByTestId('franchise-tax-total')).toHaveText('$450');
  };
  await expectResult();
  await expectNoAxeViolations(page, 'the calculator with both methods');

  // The same URL opened again: the server draws the same result and the same inputs.
  await page.reload();
  await expectResult();
  await expect(page.locator('#ft-shares-0')).toHaveValue('10000000');
  await expect(page.locator('#ft-par-0')).toHaveValue('0.00001');
  await expect(page.locator('#ft-issued')).toHaveValue('8000000');
  await expect(page.locator('#ft-assets')).toHaveValue('50000');
});

test('a shared franchise-tax link opens on its figures, drawn by the server: authorised shares only, then both methods', async ({
  page,
  request,
}) => {
  // The HTML itself carries the result (no script needed), under the per-request nonce policy.
  const response = await request.get('/delaware-franchise-tax?shares=5000000');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toMatch(
    /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
  );
  const html = await response.text();
  expect(html).toContain('data-testid="franchise-tax-total"');
  expect(html).toContain('$42,715');
  // The page without figures is the prerendered one, with the static policy.
  const bare = await request.get('/delaware-franchise-tax');
  expect(bare.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
  expect(bare.headers()['x-nextjs-prerender']).toMatch(/^1/);

  await page.goto('/delaware-franchise-tax?shares=5000000');
  await expect(page.getByTestId('method-authorized-shares')).toHaveAttribute('data-lesser', 'true');
  await expect(page.getByTestId('franchise-tax-amount')).toHaveText('$42,665');
  await expect(page.getByTestId('franchise-tax-total')).toHaveText('$42,715');
  // $5,000 or more: the estimated payments, 40/20/20 and the rest.
  const instalments = page.getByTestId('franchise-tax-instalments');
  await expect(instalments).toContainText('40% by 1 June');
  await expect(instalments).toContainText('$17,066');
  await expect(instalments).toContainText('The rest, by 1 March');

  // The Division of Corporations' own example, from the page's link.
  await page.getByRole('link', { name: "Open the Division of Corporations' own example" }).click();
  await expect(page).toHaveURL(
    /\/delaware-franchise-tax\?shares=1000000@1,250000@5&issued=485000&assets=1000000$/,
  );
  await expect(page.getByTestId('method-assumed-par')).toContainText('= $2.061856 a share');
  await expect(page.getByTestId('method-assumed-par')).toContainText(
    'Assumed par value capital: $3,311,856.',
  );
  await expect(page.getByTestId('method-assumed-par')).toContainText(
    '$400 for each $1,000,000 of capital or part of it: 4 × $400 = $1,600.',
  );
  await expect(page.getByTestId('franchise-tax-amount')).toHaveText('$1,600');
  await expect(page.getByTestId('franchise-tax-total')).toHaveText('$1,650');
  await expect(page.getByTestId('franchise-tax-instalments')).toHaveCount(0);

  // A wrong figure in a link is named by its field, not a blank page.
  await page.goto('/delaware-franchise-tax?shares=1000&issued=5000');
  await expect(page.locator('#ft-issued-error')).toHaveText(
    'More shares are issued than authorised: check both figures.',
  );
});

test('the Wyoming and Delaware income-tax calculators read and write their URLs', async ({
  page,
}) => {
  await page.goto('/wyoming-annual-report?assets=500000');
  await expect(page.getByTestId('wyoming-result')).toContainText('$500,000 × 0.0002 = $100');
  await expect(page.getByTestId('wyoming-tax')).toHaveText('$100');
  await page.getByLabel('Assets located and employed in Wyoming (US$)').fill('3000000');
  await expect.poll(() => path(page)).toBe('/wyoming-annual-report?assets=3000000');
  await expect(page.getByTestId('wyoming-tax')).toHaveText('$600');
  await expect(page.getByTestId('wyoming-filing')).toHaveText(
    'Above $500 of tax the report cannot be filed online: it is printed, signed and mailed to the Secretary of State.',
  );
  await page.getByLabel('Assets located and employed in Wyoming (US$)').fill('12.5');
  await expect(page.locator('#wy-assets-error')).toHaveText(
    'Enter a whole number of dollars, in digits.',
  );

  await page.goto('/delaware-corporate-income-tax?income=400000&apportionment=12.5');
  await expect(page.getByTestId('income-tax-result')).toContainText(
    'Delaware taxable income: $400,000 × 12.5% = $50,000',
  );
  await expect(page.getByTestId('income-tax-amount')).toHaveText('$4,350');
  await expect(page.getByTestId('income-tax-who')).toContainText(
    'No: exempt under 30 Del. C. §1902(b)(6). It still pays the franchise tax.',
  );
  await page.getByLabel('Share apportioned to Delaware (%)').fill('');
  await expect.poll(() => path(page)).toBe('/delaware-corporate-income-tax?income=400000');
  await expect(page.getByTestId('income-tax-amount')).toHaveText('$34,800');
});

test.describe('axe finds nothing on the calculators showing a result', () => {
  for (const prefix of ['', '/fr']) {
    for (const url of [
      '/delaware-franchise-tax?shares=5000000',
      '/delaware-franchise-tax?shares=1000000@1,250000@5&issued=485000&assets=1000000',
      '/delaware-franchise-tax?shares=abc&issued=x',
      '/wyoming-annual-report?assets=3000000',
      '/delaware-corporate-income-tax?income=400000&apportionment=12.5',
    ]) {
      test(prefix + url, async ({ page }) => {
        await page.goto(prefix + url);
        await expect(page.locator('main h1')).toBeVisible();
        await expectNoAxeViolations(page, prefix + url);
      });
    }
  }
});

test('the French calculator writes amounts and dates the French way', async ({ page }) => {
  await page.goto('/fr/delaware-franchise-tax?shares=5000000');
  await expect(page.getByTestId('franchise-tax-total')).toHaveText('42\u202f715\u00a0$US');
  await expect(page.getByTestId('franchise-tax-instalments')).toContainText('40\u00a0% au 1 juin');
  // A French decimal comma in the par value is read as the URL's dot.
  await page.locator('#ft-par-0').fill('0,00001');
  await expect.poll(() => path(page)).toBe('/fr/delaware-franchise-tax?shares=5000000@0.00001');
});
