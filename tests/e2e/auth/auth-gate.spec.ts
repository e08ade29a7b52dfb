import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { ADMIN_EMAIL, createAccount, signInThroughForm, uniqueEmail, NAV } from '../support/auth';

test.describe('the /admin gate', () => {
  test('sends anonymous visitors to sign in, keeping the page they wanted, in their language', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(`${baseURL}/signin?next=%2Fadmin`, NAV);
    await page.goto('/admin/applications?page=2');
    await expect(page).toHaveURL(`${baseURL}/signin?next=%2Fadmin%2Fapplications%3Fpage%3D2`, NAV);
    await page.goto('/fr/admin');
    await expect(page).toHaveURL(`${baseURL}/fr/signin?next=%2Ffr%2Fadmin`, NAV);
    // An escaped path is the same page: the gate decodes it before matching (issue 23, finding 11).
    await page.goto('/%61dmin');
    await expect(page).toHaveURL(`${baseURL}/signin?next=%2Fadmin`, NAV);
  });

  test('does not open for x-middleware-subrequest headers, whatever their value', async ({
    request,
    baseURL,
  }) => {
    const values = [
      'middleware',
      'proxy',
      'middleware:middleware:middleware:middleware:middleware',
      'proxy:proxy:proxy:proxy:proxy',
      'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
      'pages/_middleware',
    ];
    for (const value of values) {
      for (const path of ['/admin', '/fr/admin']) {
        const response = await request.get(`${baseURL}${path}`, {
          headers: { 'x-middleware-subrequest': value },
          maxRedirects: 0,
        });
        expect(
          response.status(),
          `${path} with x-middleware-subrequest: ${value}`,
        ).toBeGreaterThanOrEqual(300);
        expect(response.status()).toBeLessThan(400);
        expect(response.headers().location).toContain('/signin');
      }
    }
  });

  test('sends a signed-in customer to their account, and lets the admin in', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // two sessions, each signing in
    const email = uniqueEmail('gate-user');
    await createAccount(request, baseURL!, email);
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/account$/, NAV);
    await page.goto('/admin');
    await expect(page).toHaveURL(`${baseURL}/account`, NAV);
    await page.goto('/fr/admin/anything');
    await expect(page).toHaveURL(`${baseURL}/fr/account`, NAV);

    const admin = await page.context().browser()!.newContext();
    const adminPage = await admin.newPage();
    await createAccount(request, baseURL!, ADMIN_EMAIL, 'E2E Admin');
    await signInThroughForm(adminPage, ADMIN_EMAIL);
    await expect(adminPage).toHaveURL(`${baseURL}/admin`, NAV);
    await adminPage.goto('/fr/admin');
    await expect(adminPage.getByTestId('admin-email')).toContainText(ADMIN_EMAIL);
    await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText('File des dossiers');
    await admin.close();
  });

  test('keeps personal pages out of every cache', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('nocache');
    await createAccount(request, baseURL!, email);
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/account$/, NAV);
    const response = await page.goto('/account');
    expect(response?.headers()['cache-control']).toMatch(/no-store|private/);
  });
});

test.describe('accessibility of the auth pages', () => {
  test('/signin (both tabs) has no axe violations', async ({ page }) => {
    await page.goto('/signin');
    await page
      .getByRole('form', { name: 'Sign in' })
      .getByRole('button', { name: 'Sign in' })
      .click();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await expectNoAxeViolations(page);
  });

  test('/account and /admin have no axe violations', async ({ page, request, baseURL }) => {
    test.slow(); // two sessions, each signing in
    const email = uniqueEmail('axe');
    await createAccount(request, baseURL!, email);
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/account$/, NAV);
    // A fresh load, without the sign-in toast: the toaster is checked by the shell's own tests.
    await page.goto('/account');
    await expectNoAxeViolations(page);

    const admin = await page.context().browser()!.newContext();
    const adminPage = await admin.newPage();
    await createAccount(request, baseURL!, ADMIN_EMAIL, 'E2E Admin');
    await signInThroughForm(adminPage, ADMIN_EMAIL);
    await expect(adminPage).toHaveURL(`${baseURL}/admin`, NAV);
    await adminPage.goto('/admin');
    await expectNoAxeViolations(adminPage);
    await admin.close();
  });
});

test.describe('public pages stay light', () => {
  test('the home page loads no Supabase code and calls no auth endpoint', async ({
    page,
    request,
    baseURL,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/sb/')) calls.push(r.url());
    });
    await page.goto('/');
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      expect(body, src).not.toContain('Auth session missing!');
    }
    expect(calls).toEqual([]);
    expect(baseURL).toBeTruthy();
  });
});
