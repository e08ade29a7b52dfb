import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { NAV, PASSWORD, createAccount, toastWithTitle, uniqueEmail } from '../support/auth';
import { asNewVisitor, solveCaptcha } from '../public-forms/helpers';

// Issue 23, finding 5: after a few failed attempts on an account the server asks for a captcha;
// the form shows it, keeps what was typed, and the right password then signs in.

/** Submits the sign-in form and waits for the backend's answer to the password grant. */
async function submit(page: Page, form: Locator, button = 'Sign in') {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/auth/v1/token') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: button }).click();
  return (await answer).status();
}

test('asks for the robot check after three failed sign-ins, keeps the e-mail, and signs in once it is solved', async ({
  page,
  request,
  baseURL,
}) => {
  await asNewVisitor(page);
  const email = uniqueEmail('throttle');
  await createAccount(request, baseURL!, email);
  await page.goto('/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await form.getByLabel('Password').fill(`not-the-password-${attempt}`);
    expect(await submit(page, form)).toBe(400);
  }
  await expect(toastWithTitle(page, 'Failed to sign in').first()).toContainText(
    'Invalid login credentials',
  );
  await expect(page.locator('altcha-widget')).toHaveCount(0);

  // The fourth attempt, even with the right password, needs the check.
  await form.getByLabel('Password').fill(PASSWORD);
  expect(await submit(page, form)).toBe(400);
  await expect(form.getByRole('alert')).toHaveText(
    'Several sign-in attempts on this account have failed. To continue, confirm you are not a robot, then sign in again.',
  );
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Password')).toHaveValue(PASSWORD);

  // Not ticked yet: said next to the box, nothing sent.
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    "Tick “I'm not a robot” and wait until it says verified, then sign in again.",
  );
  await solveCaptcha(page);
  await expect(form.getByRole('alert')).toHaveCount(0);
  // The form with its robot check, once the earlier toasts (checked elsewhere) have gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(toastWithTitle(page, 'Signed in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/, NAV);
});

test('asks for the robot check in French too', async ({ page, request, baseURL }) => {
  await asNewVisitor(page);
  const email = uniqueEmail('throttle-fr');
  await createAccount(request, baseURL!, email);
  await page.goto('/fr/signin');
  const form = page.getByRole('form', { name: 'Se connecter' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Mot de passe').fill('pas-le-bon-1');
  for (let attempt = 1; attempt <= 4; attempt++) await submit(page, form, 'Se connecter');
  await expect(form.getByRole('alert')).toHaveText(
    'Plusieurs tentatives de connexion à ce compte ont échoué. Pour continuer, confirmez que vous n’êtes pas un robot, puis reconnectez-vous.',
  );
  await expect(form.getByRole('checkbox', { name: 'Je ne suis pas un robot' })).toBeVisible({
    timeout: 15_000,
  });
});
