import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  NAV,
  PASSWORD,
  createAccount,
  mailedLink,
  signInThroughForm,
  toastWithTitle,
  uniqueEmail,
} from '../support/auth';

const NEW_PASSWORD = 'Fresh-passw0rd-e2e';

test.describe('forgot password', () => {
  test('from /signin to the mailed link to a new password that signs in', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // the request, the mail, the reset, a spent link, then two sign-ins
    const email = uniqueEmail('reset');
    await createAccount(request, baseURL!, email);

    await page.goto('/signin');
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = page.getByRole('form', { name: 'Reset your password' });
    // The address typed in the sign-in form is carried over.
    await expect(forgot.getByLabel('Email')).toHaveValue(email);
    await expectNoAxeViolations(page, 'forgot-password panel');
    await forgot.getByRole('button', { name: 'Send the link' }).click();
    await expect(
      page.getByText(`If an account exists for ${email}, we have sent it a link`),
    ).toBeVisible();

    await expect.poll(() => mailedLink(email)).toContain('/reset-password?token_hash=');
    const link = new URL(mailedLink(email)!);
    expect(link.origin).toBe(new URL(baseURL!).origin);
    expect(link.searchParams.get('type')).toBe('recovery');

    await page.goto(link.toString());
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    // A password the policy refuses is named next to the field, before anything is sent.
    await reset.getByLabel('New password', { exact: true }).fill('onlyletters');
    await reset.getByLabel('Confirm the new password').fill('onlyletters');
    await reset.getByRole('button', { name: 'Save the new password' }).click();
    await expect(
      reset.getByText('Your password must contain both letters and digits'),
    ).toBeVisible();
    await expect(reset.getByLabel('New password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Save the new password' }).click();
    await expect(
      page.getByText('Your password has been changed. Sign in with your new password.'),
    ).toBeVisible(NAV);
    // The spent token leaves the address bar.
    expect(page.url()).not.toContain('token_hash');

    // The link worked once.
    await page.goto(link.toString());
    const again = page.getByRole('form', { name: 'Choose a new password' });
    await again.getByLabel('New password', { exact: true }).fill('Another-passw0rd');
    await again.getByLabel('Confirm the new password').fill('Another-passw0rd');
    await again.getByRole('button', { name: 'Save the new password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired' }),
    ).toBeVisible(NAV);

    await signInThroughForm(page, email, PASSWORD);
    await expect(toastWithTitle(page, 'Failed to sign in')).toContainText(
      'Invalid login credentials',
    );

    await signInThroughForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/account$/, NAV);
  });

  test('answers an unknown address as a known one', async ({ page }) => {
    const email = uniqueEmail('nobody');
    await page.goto('/signin?forgot=1');
    const forgot = page.getByRole('form', { name: 'Reset your password' });
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send the link' }).click();
    await expect(
      page.getByText(`If an account exists for ${email}, we have sent it a link`),
    ).toBeVisible();
    expect(mailedLink(email)).toBeNull();
  });

  test('the reset page passes axe in English and French, with a refused link too', async ({
    page,
  }) => {
    test.slow(); // four axe runs
    await page.goto('/reset-password?token_hash=not-a-real-token-0123456789&type=recovery');
    await expect(page).toHaveTitle(/Choose a new password/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page, 'reset page (en)');
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm the new password').fill('Different-passw0rd');
    await form.getByRole('button', { name: 'Save the new password' }).click();
    await expect(form.getByText('The two passwords do not match')).toBeVisible();
    await form.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Save the new password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired' }),
    ).toBeVisible(NAV);
    await expectNoAxeViolations(page, 'reset page with a refused link (en)');

    await page.goto('/fr/reset-password?token_hash=not-a-real-token-0123456789&type=recovery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Choisir un nouveau mot de passe',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoAxeViolations(page, 'reset page (fr)');

    await page.goto('/fr/reset-password');
    await expect(
      page.getByText("Cette page s'ouvre depuis le lien de l'e-mail de réinitialisation."),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'reset page without a link (fr)');
  });
});
