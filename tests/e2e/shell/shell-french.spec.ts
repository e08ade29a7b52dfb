import { expect, test } from '@playwright/test';

test('/fr renders the shell in French with <html lang="fr">', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'À propos', exact: true })).toHaveAttribute(
    'href',
    '/fr/about',
  );
  await expect(nav.getByRole('link', { name: 'Carrières', exact: true })).toHaveAttribute(
    'href',
    '/fr/careers',
  );
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Se connecter', exact: true }),
  ).toHaveAttribute('href', '/fr/signin');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Commencer' })).toHaveAttribute(
    'href',
    '/fr/select-jurisdiction',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
    'href',
    '/fr/privacy',
  );
  await expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
    'href',
    '/fr/legal',
  );
  await expect(footer).toContainText('Du lundi au vendredi');
  await expect(footer).toContainText('Tous droits réservés');
});

test('the English home page is unprefixed and in English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('/en redirects to the unprefixed English path', async ({ page }) => {
  await page.goto('/en/menu');
  await expect(page).toHaveURL('/menu');
});

test('the language switcher goes between /faq and /fr/faq', async ({ page }) => {
  await page.goto('/faq');
  const switcher = page.getByRole('list', { name: 'Language' });
  await expect(switcher.getByRole('link', { name: 'en' })).toHaveAttribute('aria-current', 'true');
  await switcher.getByRole('link', { name: 'fr' }).click();
  await expect(page).toHaveURL('/fr/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  const back = page.getByRole('list', { name: 'Langue' });
  await expect(back.getByRole('link', { name: 'fr' })).toHaveAttribute('aria-current', 'true');
  await back.getByRole('link', { name: 'en' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language switcher keeps the page on the home page and the menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'fr' }).click();
  await expect(page).toHaveURL('/fr');
  await page.goto('/fr/menu');
  await page.getByRole('list', { name: 'Langue' }).getByRole('link', { name: 'en' }).click();
  await expect(page).toHaveURL('/menu');
});
