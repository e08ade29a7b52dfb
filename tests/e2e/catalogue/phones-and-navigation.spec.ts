import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of [
    '/compare',
    '/entity-type-selection',
    '/fr/compare',
    '/fr/entity-type-selection',
    '/pricing',
    '/menu',
  ]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    });
  }

  test('/compare and /entity-type-selection pass axe in English and French', async ({ page }) => {
    for (const path of [
      '/compare',
      '/entity-type-selection',
      '/fr/compare',
      '/fr/entity-type-selection',
    ]) {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    }
  });
});

test('the columns of /entity-type-selection are headed by the entity types', async ({ page }) => {
  await page.goto('/entity-type-selection');
  const table = page.getByTestId('entity-types');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Private company (Ltd)',
    'Business name',
    'Incorporated trustees (non-profit)',
  ]);
});

test("the header's Blog link goes to the site's own blog by default", async ({ page }) => {
  await page.goto('/');
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Blog', exact: true }),
  ).toHaveAttribute('href', '/blog');
  await page.goto('/fr');
  await expect(
    page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Blog', exact: true }),
  ).toHaveAttribute('href', '/fr/blog');
});

test('/menu holds pricing, compare, help, contact and every country', async ({ page }) => {
  await page.goto('/menu');
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  const links: [string, string][] = [
    ['Pricing', '/pricing'],
    ['Compare packages', '/compare'],
    ['Help centre', '/help'],
    ['Contact us', '/contact'],
    ['Nigeria', '/nigeria'],
    ['Ghana', '/ghana'],
    ['South Africa', '/south-africa'],
    ['United Kingdom', '/uk'],
    ['Canada', '/canada'],
    ['United States', '/usa'],
    ['Blog', '/blog'],
  ];
  for (const [name, href] of links)
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expectNoAxeViolations(page, '/menu');
});

test('country pages speak of their own country only', async ({ page }) => {
  const foreign: Record<string, RegExp> = {
    '/nigeria': /Form 5472|B-BBEE|confirmation statement/i,
    '/ghana': /Form 5472|B-BBEE|confirmation statement/i,
    '/canada': /Form 5472|B-BBEE|confirmation statement/i,
    '/uk': /Form 5472|B-BBEE/i,
    '/usa': /B-BBEE|confirmation statement/i,
    '/south-africa': /Form 5472|confirmation statement/i,
  };
  for (const [path, terms] of Object.entries(foreign)) {
    await page.goto(path);
    expect(await page.locator('main').innerText(), path).not.toMatch(terms);
  }
  // Each still names its own.
  await page.goto('/south-africa');
  await expect(page.locator('main')).toContainText('B-BBEE');
  await page.goto('/usa');
  await expect(page.locator('main')).toContainText('Form 5472');
});
