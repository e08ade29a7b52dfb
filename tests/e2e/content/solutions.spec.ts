import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, loadAxe } from '../support/axe';

test.beforeEach(({ page }) => loadAxe(page));

/** The four solutions of the home strip: their link text and page heading in each language. */
const solutions = [
  { slug: 'business-formation', en: 'Business Formation', fr: 'Création d’entreprise' },
  { slug: 'hire-to-payroll', en: 'Hire-to-Payroll Launchpad', fr: 'Du recrutement à la paie' },
  {
    slug: 'boardroom-in-a-box',
    en: 'Boardroom-in-a-Box',
    fr: 'Conseil d’administration clés en main',
  },
  { slug: 'raise-and-structure', en: 'Raise & Structure', fr: 'Lever des fonds et structurer' },
] as const;

/** A price as the catalogue formats it: a currency sign beside digits. */
const price =
  /(₦|GH₵|R|£|CA\$|\$US|\$)\s?[\d\u202f\u00a0 ,.]+|[\d\u202f\u00a0 ,.]+\s?(₦|GH₵|R|£|\$ CA|\$ US|\$)/;

/** The href of every order link on the page, once each. */
async function orderTargets(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByTestId('solution-order')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

for (const locale of ['en', 'fr'] as const) {
  const home = locale === 'en' ? '/' : '/fr';
  const prefix = locale === 'en' ? '' : '/fr';

  for (const solution of solutions) {
    test(`${locale}: the home strip leads to ${solution.slug}, priced and ordered`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await page.goto(home);
      const link = page.getByTestId('home-solutions').getByRole('link', { name: solution[locale] });
      await expect(link).toHaveAttribute('href', `${prefix}/solutions/${solution.slug}`);
      await link.click();
      await expect(page).toHaveURL(`${prefix}/solutions/${solution.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(solution[locale]);

      // Each of the six countries, with at least one price from the catalogue.
      for (const code of ['NG', 'GH', 'ZA', 'GB', 'CA', 'US']) {
        const section = page.getByTestId(`solution-country-${code}`);
        await expect(section.getByTestId('solution-order').first()).toBeVisible();
        const prices = await section.getByTestId('solution-price').allTextContents();
        expect(
          prices.some((text) => price.test(text)),
          `${code}: ${prices.join(' | ')}`,
        ).toBe(true);
      }

      // Every order link answers: the orders themselves, the request form, the sign-in gate.
      for (const href of await orderTargets(page)) {
        expect(href.startsWith(`${prefix}/`), href).toBe(true);
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
      }

      await expectNoAxeViolations(page, `${prefix}/solutions/${solution.slug}`);
    });
  }

  test(`${locale}: the solutions index lists the four and passes axe`, async ({ page }) => {
    const response = await page.goto(`${prefix}/solutions`);
    expect(response?.status()).toBe(200);
    for (const solution of solutions)
      await expect(page.getByRole('heading', { level: 2, name: solution[locale] })).toBeVisible();
    await expectNoAxeViolations(page, `${prefix}/solutions`);
  });
}

test('the first order button opens the order it names', async ({ page }) => {
  await page.goto('/solutions/business-formation');
  const first = page.getByTestId('solution-country-NG').getByTestId('solution-order').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a solution page ships no client code of its own', async ({ page }) => {
  const scripts = async (path: string) => {
    await page.goto(path);
    return page
      .locator('script[src]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src') ?? ''));
  };
  const about = new Set(await scripts('/about'));
  const extra = (await scripts('/solutions/hire-to-payroll')).filter((src) => !about.has(src));
  // The page's own route chunk only, as any server-rendered page has.
  expect(extra.length, extra.join('\n')).toBeLessThanOrEqual(1);
});
