import { expect, test } from '@playwright/test';
import {
  ADMIN_EMAIL,
  PASSWORD,
  confirmURL,
  confirmationLink,
  createAccount,
  offURL,
  signInThroughForm,
  toastWithTitle,
  uniqueEmail,
  NAV,
} from '../support/auth';

const MISSING = 'You must provide either an email or phone number and a password';

test.describe('sign-in page', () => {
  test('says an e-mail and a password are needed when either is missing, next to the field', async ({
    page,
  }) => {
    await page.goto('/signin');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByText(MISSING)).toHaveCount(2);
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email').fill('someone@e2e.test');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByText(MISSING)).toHaveCount(1);
    await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost.
    await expect(form.getByLabel('Email')).toHaveValue('someone@e2e.test');
  });

  test('refuses a wrong password with the backend message in a toast', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('wrong');
    await createAccount(request, baseURL!, email);
    await signInThroughForm(page, email, 'not-the-password1');
    const toast = toastWithTitle(page, 'Failed to sign in');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Invalid login credentials');
    await expect(page).toHaveURL(/\/signin$/, NAV);
  });

  test('signs up with instant confirmation, is signed in and sent on from /admin to the account page', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signin');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Full name').fill('Ada Obi');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();

    const toast = toastWithTitle(page, 'Account created successfully');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('You are now signed in.');
    // Sign-up goes to /admin; the gate sends a regular user on to their account.
    await expect(page).toHaveURL(/\/account$/, NAV);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada Obi');
    await expect(page.getByText('You have no applications yet.')).toBeVisible();
  });

  test('refuses to create an account twice for one address', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('twice');
    await createAccount(request, baseURL!, email);
    await page.goto('/signin');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Full name').fill('Second Try');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    const toast = toastWithTitle(page, 'Failed to create account');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('User already registered');
    await expect(form.getByLabel('Full name')).toHaveValue('Second Try');
  });

  test('refuses a weak password next to the field before asking the server', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Full name').fill('Weak Password');
    await form.getByLabel('Email').fill(uniqueEmail('weak'));
    await form.getByLabel('Password').fill('abcdefgh');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(
      form.getByText('Your password must contain both letters and digits'),
    ).toBeVisible();
  });

  test('signs in, shows Sign out in the navigation, and signs out back to the home page', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('signout');
    await createAccount(request, baseURL!, email);
    await signInThroughForm(page, email);
    await expect(toastWithTitle(page, 'Signed in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/, NAV);

    // A public page: the header's island sees the cookie without loading supabase-js.
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(toastWithTitle(page, 'Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`), NAV);
    await expect(header.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

    await page.goto('/account');
    await expect(page).toHaveURL(/\/signin\?next=%2Faccount$/, NAV);
  });

  test('at 375 px the signed-in header keeps the menu button on screen and can sign out', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    const email = uniqueEmail('mobile');
    await createAccount(request, baseURL!, email);
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/account$/, NAV);
    for (const path of ['/about', '/fr/about']) {
      await page.goto(path);
      const header = page.getByRole('banner');
      const menu = header.getByTestId('menu-button');
      await expect(menu).toBeInViewport({ ratio: 1 });
      await expect(
        header.getByRole('link', { name: path.startsWith('/fr') ? 'Mon compte' : 'Account' }),
      ).toBeInViewport({ ratio: 1 });
    }
    await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(toastWithTitle(page, 'Déconnexion réussie')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/fr`, NAV);
  });

  test('shows the failure toast when signing out does not reach the server', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('signout-fail');
    await createAccount(request, baseURL!, email);
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/account$/, NAV);
    await page.route('**/auth/v1/logout**', (route) => route.abort('connectionrefused'));
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    const toast = toastWithTitle(page, 'Failed to sign out');
    await expect(toast).toBeVisible();
    await expect(toast.locator('[data-description]')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/account$/, NAV);
  });

  test('sends the admin to /admin after signing in', async ({ page, request, baseURL }) => {
    await createAccount(request, baseURL!, ADMIN_EMAIL, 'E2E Admin');
    await signInThroughForm(page, ADMIN_EMAIL);
    await expect(toastWithTitle(page, 'Signed in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/, NAV);
    await expect(page.getByTestId('admin-email')).toContainText(ADMIN_EMAIL);
  });

  test('works in French too', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('fr');
    await createAccount(request, baseURL!, email);
    await page.goto('/fr/signin');
    const form = page.getByRole('form', { name: 'Se connecter' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Mot de passe').fill('wrong-password1');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    const toast = toastWithTitle(page, 'Échec de la connexion');
    await expect(toast).toContainText('Identifiants de connexion invalides');
    await form.getByLabel('Mot de passe').fill(PASSWORD);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(toastWithTitle(page, 'Connexion réussie')).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/account$/, NAV);
  });

  test('never leaves the site after signing in, whatever the next path hides (tab, CR, LF)', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('redirect');
    await createAccount(request, baseURL!, email);
    for (const hidden of ['%09', '%0A', '%0D']) {
      await page.context().clearCookies();
      await page.goto(`/signin?next=%2F${hidden}%2Fevil.example`);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Sign in' }).click();
      // The default after sign-in: the admin gate sends a customer on to their account, on our origin.
      await expect(page).toHaveURL(`${baseURL}/account`, NAV);
    }
  });

  test('posts the form when JavaScript is off: the password never reaches the URL', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/signin');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('nojs@e2e.test');
    await form.getByLabel('Password').fill('secret-password-42');
    const [submitted] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest()),
      form.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    expect(submitted.method()).toBe('POST');
    expect(submitted.url()).not.toContain('secret-password-42');
    await page.waitForLoadState();
    expect(page.url()).not.toContain('secret-password-42');
    await context.close();
  });
});

test.describe('sign-up with e-mail confirmation', () => {
  test('asks to check the mail, and the mailed link confirms and lands on the home page', async ({
    page,
  }) => {
    test.slow(); // sign-up, a refused sign-in, the link, then a sign-in
    const email = uniqueEmail('confirm');
    await page.goto(`${confirmURL}/signin`);
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Full name').fill('Confirm Me');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    const toast = toastWithTitle(page, 'Account created successfully');
    await expect(toast).toContainText(
      'Please check your email for a confirmation link to complete your registration.',
    );
    await expect(page).toHaveURL(`${confirmURL}/signin`, NAV);

    // Before confirming, signing in is refused.
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await page.getByRole('tab', { name: 'Sign in' }).click();
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(toastWithTitle(page, 'Failed to sign in')).toContainText('Email not confirmed');

    let link: string | null = null;
    await expect.poll(() => (link = confirmationLink('confirm', email))).not.toBeNull();
    await page.goto(link!);
    await expect(page).toHaveURL(new RegExp(`^${confirmURL}/(\\?.*)?$`), NAV);

    await page.goto(`${confirmURL}/signin`);
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(toastWithTitle(page, 'Signed in successfully')).toBeVisible();
    await expect(page).toHaveURL(`${confirmURL}/account`, NAV);
  });
});

test.describe('without a backend (EMBEDDED_BACKEND=off)', () => {
  test('says authentication is not available on submit, for both forms', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${offURL}/signin`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('someone@e2e.test');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    const toast = toastWithTitle(page, 'Authentication is not available');
    await expect(toast).toContainText('Supabase connection is not configured.');

    await page.getByRole('tab', { name: 'Create account' }).click();
    const signUp = page.getByRole('form', { name: 'Create account' });
    await signUp.getByLabel('Full name').fill('No Backend');
    await signUp.getByLabel('Email').fill('someone@e2e.test');
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(toastWithTitle(page, 'Authentication is not available')).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test('keeps /admin and /account closed', async ({ page }) => {
    await page.goto(`${offURL}/admin`);
    await expect(page).toHaveURL(`${offURL}/signin?next=%2Fadmin`, NAV);
    await page.goto(`${offURL}/account`);
    await expect(page).toHaveURL(`${offURL}/signin?next=%2Faccount`, NAV);
  });
});
