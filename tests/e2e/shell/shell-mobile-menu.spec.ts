import { expect, test } from '@playwright/test';
import { siteConfig } from '@/lib/config/site';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const menuLinks = [
  { name: 'Services', href: '/services' },
  { name: 'Blog', href: siteConfig.blogUrl },
  { name: 'FAQ', href: '/faq' },
  { name: 'About', href: '/about' },
  { name: 'Careers', href: '/careers' },
  { name: 'Sign in', href: '/signin' },
  { name: 'Get Started', href: '/select-jurisdiction' },
];

test('at 375 px the navigation bar folds into a menu button that opens /menu', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' }),
  ).toBeHidden();
  const button = page.getByRole('link', { name: 'Menu', exact: true });
  await expect(button).toBeVisible();
  // A touch target of at least 44 × 44 px.
  const box = await button.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await button.tap();
  await expect(page).toHaveURL('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
});

test('the menu page lists the same links as the navigation bar, and Get Started', async ({
  page,
}) => {
  await page.goto('/menu');
  const main = page.getByRole('main');
  for (const link of menuLinks) {
    const anchor = main.getByRole('link', { name: link.name, exact: true });
    await expect(anchor).toBeVisible();
    await expect(anchor).toHaveAttribute('href', link.href);
  }
  await main.getByRole('link', { name: 'FAQ', exact: true }).tap();
  await expect(page).toHaveURL('/faq');
});

test('the French menu page keeps the locale in its links', async ({ page }) => {
  await page.goto('/fr');
  await page.getByRole('link', { name: 'Menu', exact: true }).tap();
  await expect(page).toHaveURL('/fr/menu');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'À propos', exact: true })).toHaveAttribute(
    'href',
    '/fr/about',
  );
  await expect(main.getByRole('link', { name: 'Commencer', exact: true })).toHaveAttribute(
    'href',
    '/fr/select-jurisdiction',
  );
});
