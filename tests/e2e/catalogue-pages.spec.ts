import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, loadAxe } from './support/axe';
import type { QuoteOptions } from '@/lib/catalogue/catalogue';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import { quote } from '@/lib/catalogue/quote';
import type { ServiceId } from '@/lib/catalogue/services';

test.beforeEach(({ page }) => loadAxe(page));

type PriceCheck = { jurisdiction: JurisdictionId; service: ServiceId; options?: QuoteOptions };

/** Every catalogue route, with one quote whose fees the page must show (our fee and the government fee apart). */
const routes: { path: string; price?: PriceCheck }[] = [
  { path: '/pricing', price: { jurisdiction: 'nigeria', service: 'company' } },
  { path: '/compare', price: { jurisdiction: 'uk', service: 'company' } },
  { path: '/select-jurisdiction', price: { jurisdiction: 'ghana', service: 'company' } },
  { path: '/services' },
  { path: '/services/others', price: { jurisdiction: 'nigeria', service: 'annualReturns' } },
  { path: '/services/trademark-registration', price: { jurisdiction: 'uk', service: 'trademark' } },
  {
    path: '/services/business-registration',
    price: { jurisdiction: 'southAfrica', service: 'company' },
  },
  { path: '/nigeria', price: { jurisdiction: 'nigeria', service: 'company' } },
  { path: '/ghana', price: { jurisdiction: 'ghana', service: 'company' } },
  {
    path: '/usa',
    price: { jurisdiction: 'delaware', service: 'company', options: { entity: 'corporation' } },
  },
  { path: '/uk', price: { jurisdiction: 'uk', service: 'company' } },
  { path: '/canada', price: { jurisdiction: 'canada', service: 'company' } },
  { path: '/south-africa', price: { jurisdiction: 'southAfrica', service: 'company' } },
  { path: '/entity-type-selection', price: { jurisdiction: 'nigeria', service: 'nonProfit' } },
  { path: '/usa-entity-selection', price: { jurisdiction: 'wyoming', service: 'company' } },
  {
    path: '/nigeria-enterprise-pricing',
    price: { jurisdiction: 'nigeria', service: 'businessName' },
  },
  { path: '/nigeria-nonprofit-pricing', price: { jurisdiction: 'nigeria', service: 'nonProfit' } },
  { path: '/nigeria-company-pricing', price: { jurisdiction: 'nigeria', service: 'company' } },
  { path: '/understanding-share-capital' },
];

/**
 * Matches an amount as a whole word, so ₦60,000 does not match inside ₦160,000; a trailing *
 * marks a registry figure awaiting confirmation.
 */
function amount(text: string): RegExp {
  return new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\s|\\*)`);
}

for (const locale of ['en', 'fr'] as const) {
  const prefix = locale === 'en' ? '' : '/fr';
  for (const { path, price } of routes) {
    test(`${path} answers 200 in ${locale}, shows catalogue prices and has no axe violations`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      if (price) {
        const q = quote(price.jurisdiction, price.service, 'basic', price.options);
        const serviceFee = formatMoney(q.serviceFee, q.currency, locale);
        const governmentFee = formatMoney(q.governmentFee, q.currency, locale);
        await expect(
          page
            .getByTestId('service-fee')
            .filter({ hasText: amount(serviceFee) })
            .first(),
        ).toBeVisible();
        await expect(
          page
            .getByTestId('government-fee')
            .filter({ hasText: amount(governmentFee) })
            .first(),
        ).toBeVisible();
      }

      await expectNoAxeViolations(page);
    });
  }
}

const tablePages = [
  '/pricing',
  '/compare',
  '/nigeria',
  '/usa-entity-selection',
  '/entity-type-selection',
  '/nigeria-company-pricing',
  '/understanding-share-capital',
];
for (const path of tablePages) {
  test(`${path} has no axe violations on a 375 px phone, where its tables scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    expect((await page.goto(path))?.status()).toBe(200);
    await expectNoAxeViolations(page);
  });
}

test('the share-capital calculator computes the CAC fee and stamp duty on ₦5,000,000', async ({
  page,
}) => {
  await page.goto('/understanding-share-capital');
  const input = page.getByLabel('Share capital in naira');
  await input.fill('5,000,000');
  // ₦10,000 for the first million + ₦10,000 × 4 more; stamp duty 0.75% (notes §1.2).
  await expect(page.getByTestId('filing-fee')).toHaveText('₦50,000');
  await expect(page.getByTestId('stamp-duty')).toHaveText('₦37,500');
  await expect(page.getByTestId('share-capital-total')).toHaveText('₦87,500');
});

test('the share-capital calculator refuses a capital below ₦100,000 with a message by the field', async ({
  page,
}) => {
  await page.goto('/understanding-share-capital');
  const input = page.getByLabel('Share capital in naira');
  await input.fill('99999');
  await expect(page.getByTestId('share-capital-calculator').getByRole('alert')).toHaveText(
    'A private company needs at least ₦100,000 of share capital.',
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('99999');
  await expect(page.getByTestId('share-capital-result')).toHaveCount(0);
});

test('the share-capital calculator works in French with French digit grouping', async ({
  page,
}) => {
  await page.goto('/fr/understanding-share-capital');
  await page.getByLabel('Capital social en nairas').fill('2 500 000');
  const expected = formatMoney(toMinor(30_000), 'NGN', 'fr');
  await expect(page.getByTestId('filing-fee')).toHaveText(expected);
  await expect(page.getByTestId('stamp-duty')).toHaveText(
    formatMoney(toMinor(18_750), 'NGN', 'fr'),
  );
});

test('select-jurisdiction leads from a country to its wizard', async ({ page }) => {
  await page.goto('/select-jurisdiction');
  await page.getByTestId('country-nigeria').click();
  await expect(page).toHaveURL(/#services-nigeria$/);
  const link = page
    .locator('#services-nigeria')
    .getByRole('link', { name: /Company registration/ });
  await expect(link).toHaveAttribute('href', '/nigeria-company-registration');
});

for (const path of ['/pricing', '/nigeria']) {
  test(`${path} describes its prices as Service JSON-LD with one offer per package`, async ({
    page,
  }) => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const services = blocks
      .flatMap((text) => {
        const data = JSON.parse(text) as unknown;
        return Array.isArray(data) ? data : [data];
      })
      .filter((d: { '@type'?: string }) => d['@type'] === 'Service');
    expect(services.length).toBeGreaterThan(0);
    const nigeria = services.find((s: { offers: { priceCurrency: string }[] }) =>
      s.offers.every((o) => o.priceCurrency === 'NGN'),
    ) as { offers: { name: string; price: string }[] } | undefined;
    const basic = quote('nigeria', 'company', 'basic');
    expect(nigeria?.offers.map((o) => o.name)).toEqual(['Basic', 'Standard', 'Premium']);
    expect(nigeria?.offers[0]?.price).toBe((basic.serviceFee / 100).toFixed(2));
  });
}

test('a country page opens its own FAQ answer and stays axe clean', async ({ page }) => {
  await page.goto('/ghana');
  await page.getByText('How many directors does a Ghanaian company need?').click();
  await expect(
    page.getByText('at least one of them must be ordinarily resident in Ghana'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
