import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { expectNoAxeViolations, loadAxe } from '../support/axe';
import { catalogueRoutes as routes } from '../support/catalogue-routes';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import { quote } from '@/lib/catalogue/quote';
import type { ServiceId } from '@/lib/catalogue/services';

test.beforeEach(({ page }) => loadAxe(page));

/**
 * Matches an amount as a whole word, so ₦60,000 does not match inside ₦160,000; a trailing *
 * marks a registry figure awaiting confirmation.
 */
function amount(text: string): RegExp {
  return new RegExp(`(^|\\s)${escape(text)}($|\\s|\\*)`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
        // A fee passed through at cost (Ghana's ORC fees, unconfirmed) is said so, not shown as 0:
        // "At cost, once known" in a table, "+ government fees at cost" beside a price.
        const table = { en, fr }[locale].Catalogue.table;
        const governmentFee =
          q.governmentFeeBasis === 'atCost'
            ? new RegExp(`^(${escape(table.atCost)}|${escape(table.plusGovernmentFeeAtCost)})$`)
            : amount(formatMoney(q.governmentFee, q.currency, locale));
        await expect(
          page
            .getByTestId('service-fee')
            .filter({ hasText: amount(serviceFee) })
            .first(),
        ).toBeVisible();
        await expect(
          page.getByTestId('government-fee').filter({ hasText: governmentFee }).first(),
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
  '/texas-registration',
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

test('/uk and /canada lead into their wizards, and Canada is priced federal and Ontario apart', async ({
  page,
}) => {
  await page.goto('/uk');
  const uk = page.getByTestId('prices-uk');
  await expect(uk.getByRole('link', { name: 'Company registration', exact: true })).toHaveAttribute(
    'href',
    '/uk-business-registration',
  );
  await expect(
    uk.getByRole('link', { name: 'Trademark registration', exact: true }),
  ).toHaveAttribute('href', '/uk-trademark-application');
  await expect(page.getByRole('link', { name: 'Start: Trademark registration' })).toHaveAttribute(
    'href',
    '/uk-trademark-application',
  );
  // The Companies House and UKIPO fees of the catalogue (the incorporation fee awaits confirmation: *).
  await expect(
    uk.getByRole('row', { name: /^Company registration/ }).getByTestId('government-fee'),
  ).toHaveText('£50*');
  await expect(
    uk.getByRole('row', { name: /^Annual returns/ }).getByTestId('government-fee'),
  ).toHaveText('£50');
  await expect(
    uk.getByRole('row', { name: /^Trademark registration/ }).getByTestId('government-fee'),
  ).toHaveText('£205');

  await page.goto('/fr/canada');
  const canada = page.getByTestId('prices-canada');
  // The company registration rows (the annual returns are priced federal and Ontario apart too).
  const federal = canada.getByRole('row', { name: /^Immatriculation de société \(fédéral\)/ });
  const ontario = canada.getByRole('row', { name: /^Immatriculation de société \(Ontario\)/ });
  await expect(federal.getByRole('link')).toHaveAttribute('href', '/fr/canada-registration');
  await expect(federal.getByTestId('government-fee')).toHaveText(
    `${formatMoney(21_380, 'CAD', 'fr')}*`,
  );
  await expect(ontario.getByTestId('government-fee')).toHaveText(formatMoney(36_000, 'CAD', 'fr'));
});

test('the trade mark page leads UK and US applicants into their wizards, at the April 2026 UKIPO fees', async ({
  page,
}) => {
  await page.goto('/services/trademark-registration');
  await expect(
    page.getByText(
      /An online application costs £205 at the UKIPO including one class, and £60 for each additional class/,
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Apply for a UK trade mark online' }),
  ).toHaveAttribute('href', '/uk-trademark-application');
  await expect(
    page.getByRole('link', { name: 'Apply for a US trade mark online' }),
  ).toHaveAttribute('href', '/usa-trademark-application');
});

/** The pages that price a service, with the services whose offers their Service JSON-LD must carry. */
const jsonLdPages: { path: string; services: [JurisdictionId, ServiceId][] }[] = [
  {
    path: '/pricing',
    services: [
      ['nigeria', 'company'],
      ['uk', 'company'],
      ['delaware', 'company'],
    ],
  },
  { path: '/nigeria', services: [['nigeria', 'company']] },
  { path: '/fr/ghana', services: [['ghana', 'company']] },
  {
    path: '/compare',
    services: [
      ['nigeria', 'company'],
      ['uk', 'company'],
    ],
  },
  { path: '/nigeria-company-pricing', services: [['nigeria', 'company']] },
  { path: '/nigeria-enterprise-pricing', services: [['nigeria', 'businessName']] },
  { path: '/fr/nigeria-nonprofit-pricing', services: [['nigeria', 'nonProfit']] },
];
type ServiceLd = {
  '@type'?: string;
  offers: { name: string; price: string; priceCurrency: string }[];
};

for (const { path, services } of jsonLdPages) {
  test(`${path} describes its prices as Service JSON-LD with one offer per package`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    const found = blocks
      .flatMap(([, text]) => {
        const data = JSON.parse(text!) as ServiceLd | ServiceLd[];
        return Array.isArray(data) ? data : [data];
      })
      .filter((d) => d['@type'] === 'Service');
    for (const [jurisdiction, service] of services) {
      // Each package's offer is priced at our fee for it, in the jurisdiction's currency.
      const expected = (['basic', 'standard', 'premium'] as const).map((p) => {
        const q = quote(jurisdiction, service, p);
        return { price: (q.serviceFee / 100).toFixed(2), priceCurrency: q.currency };
      });
      const offers = found.map((s) =>
        s.offers.map((o) => ({ price: o.price, priceCurrency: o.priceCurrency })),
      );
      expect([jurisdiction, service, offers]).toEqual([
        jurisdiction,
        service,
        expect.arrayContaining([expected]),
      ]);
    }
    expect(found.every((s) => s.offers.length === 3)).toBe(true);
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
