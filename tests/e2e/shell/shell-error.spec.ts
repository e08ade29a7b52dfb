import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';

const views = [
  { prefix: '', title: 'Unexpected Application Error!', home: 'Return to Home', homeUrl: '/' },
  {
    prefix: '/fr',
    title: 'Erreur inattendue de l’application !',
    home: 'Retour à l’accueil',
    homeUrl: '/fr',
  },
];

for (const { prefix, title, home, homeUrl } of views) {
  test(`a rendering error shows the generic error view inside the shell, with a way home (${prefix || 'en'})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/e2e/error`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await main.getByRole('link', { name: home }).click();
    await expect(page).toHaveURL(homeUrl);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeHidden();
  });
}

test('"Try again" fetches the page again and recovers when the error has passed', async ({
  page,
}) => {
  await page.goto(`/e2e/flaky?token=${randomUUID()}`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: 'Recovered after a retry' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeHidden();
});

test('the error view does not show the error message to the visitor', async ({ page }) => {
  await page.goto('/e2e/error');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('Deliberate rendering error')).toHaveCount(0);
});
