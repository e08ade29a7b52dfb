import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, createAccount, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { choose, fill, fillTaxFiling, next, radio } from './helpers';

const NAV = { timeout: 20_000 };

/** The first step of the business-name wizard, complete. */
async function fillEnterpriseRegistration(page: Page) {
  await fill(page, 'First choice of business name', 'Bisi Tailoring Services');
  await fill(page, 'Second choice of business name', 'Bisi Fashion House');
  await radio(page, 'Sole proprietorship');
  await fill(page, 'Nature of business', 'Tailoring');
  await fill(page, 'Street address', '5 Ojuelegba Road');
  await fill(page, 'Town or city', 'Surulere');
  await fill(page, 'Local government area', 'Surulere');
  await choose(page, 'State', 'Lagos');
  await fill(page, 'Date the business starts (or started)', '2026-01-15');
  await fill(page, 'Business e-mail address', 'bisi@example.com');
  await fill(page, 'Business phone number', '08091234567');
}

/** Signs in and waits for the page the gate ends on (a customer goes on from /admin to /account). */
async function signedInAs(page: Page, email: string, landing: RegExp = /\/account$/) {
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(landing, NAV);
}

test.describe('drafts are kept as they are typed', () => {
  test('signed out: what was typed in a step, without "Save and continue", is still there after a reload', async ({
    page,
  }) => {
    await page.goto('/nigeria-enterprise-registration');
    await fill(page, 'First choice of business name', 'Bisi Tailoring Services');
    await fill(page, 'Nature of business', 'Tailoring');
    // At once: no waiting for the autosave's delay, the page being unloaded saves.
    await page.reload();
    await expect(page.getByLabel('First choice of business name', { exact: true })).toHaveValue(
      'Bisi Tailoring Services',
      NAV,
    );
    await expect(page.getByLabel('Nature of business', { exact: true })).toHaveValue('Tailoring');
    await expect(page.getByText('Your answers are saved in this browser')).toBeVisible();
  });

  test('signed in: a reload keeps what was typed, and the step in progress reaches the server', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // signing in, then the server draft is looked up before the step shows
    const email = uniqueEmail('draft-reload');
    await createAccount(request, baseURL!, email);
    await signedInAs(page, email);
    await page.goto('/nigeria-enterprise-registration');
    await fill(page, 'First choice of business name', 'Bisi Tailoring Services');
    await page.reload();
    await expect(page.getByLabel('First choice of business name', { exact: true })).toHaveValue(
      'Bisi Tailoring Services',
      NAV,
    );
    await expect(page.getByText('Your answers are saved to your account as you go.')).toBeVisible();
    await fill(page, 'Second choice of business name', 'Bisi Fashion House');
    await expect(page.locator('[data-autosave="saved"]')).toBeAttached(NAV);
    await expectNoAxeViolations(page, 'a wizard step, signed in');
  });

  test('a draft begun in one browser opens at the same step, with the step in progress, in another after sign-in', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.slow(); // two browsers, each signing in
    const email = uniqueEmail('draft-devices');
    await createAccount(request, baseURL!, email);

    const first = await browser.newContext();
    const laptop = await first.newPage();
    await signedInAs(laptop, email);
    await laptop.goto('/nigeria-enterprise-registration');
    await fillEnterpriseRegistration(laptop);
    await next(laptop, '/nigeria-enterprise-proprietor');
    const proprietor = laptop.getByRole('group', { name: 'Proprietor 1' });
    await fill(proprietor, 'Full name', 'Bisi Adeyemi');
    await expect(laptop.locator('[data-autosave="saved"]')).toBeAttached(NAV);
    await first.close();

    const second = await browser.newContext();
    const phone = await second.newPage();
    await signedInAs(phone, email);
    // The wizard's entry: it continues at the first step not completed, with what was typed there.
    await phone.goto('/nigeria-enterprise-registration');
    await expect(phone).toHaveURL(/\/nigeria-enterprise-proprietor$/, NAV);
    await expect(
      phone.getByRole('group', { name: 'Proprietor 1' }).getByLabel('Full name', { exact: true }),
    ).toHaveValue('Bisi Adeyemi');
    // The completed step came along too.
    await phone.getByRole('button', { name: 'Back' }).click();
    await expect(phone).toHaveURL(/\/nigeria-enterprise-registration$/, NAV);
    await expect(phone.getByLabel('First choice of business name', { exact: true })).toHaveValue(
      'Bisi Tailoring Services',
    );
    await second.close();
  });

  test('a draft stays with its account: gone on sign-out, and never shown to the next person on this browser', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // three sign-ins
    const alice = uniqueEmail('draft-alice');
    const bob = uniqueEmail('draft-bob');
    await createAccount(request, baseURL!, alice);
    await createAccount(request, baseURL!, bob);
    const storedDrafts = () =>
      page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('registra:wizard:')),
      );

    // Alice types, then signs out from the header: nothing of hers stays in the browser (issue 23, finding 8).
    await signedInAs(page, alice);
    await page.goto('/nigeria-enterprise-registration');
    await fill(page, 'First choice of business name', 'Alice Private Name');
    await expect(page.locator('[data-autosave="saved"]')).toBeAttached(NAV);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(
      0,
      NAV,
    );
    expect(await storedDrafts()).toEqual([]);

    // Bob on the same browser starts from a blank form.
    await signedInAs(page, bob);
    await page.goto('/nigeria-enterprise-registration');
    await expect(page.getByLabel('First choice of business name', { exact: true })).toHaveValue(
      '',
      NAV,
    );

    // Alice again, whose session ends without a sign-out (cookies cleared): her draft is hers alone.
    await page.context().clearCookies();
    await signedInAs(page, alice);
    await page.goto('/nigeria-enterprise-registration');
    await expect(page.getByLabel('First choice of business name', { exact: true })).toHaveValue(
      'Alice Private Name',
      NAV,
    );
    await page.context().clearCookies();
    await page.goto('/nigeria-enterprise-registration');
    await expect(page.getByLabel('First choice of business name', { exact: true })).toHaveValue(
      '',
      NAV,
    );
    expect(await page.content()).not.toContain('Alice Private Name');
  });
});

test('the review step’s sign-up starts with the name and e-mail typed in the wizard', async ({
  page,
}) => {
  await page.goto('/nigeria-tax-filing');
  await fillTaxFiling(page);
  await next(page, '/nigeria-tax-filing/review');

  // The sign-in tab's own link is translated here too (the wizard's messages carry PasswordReset).
  await expect(page.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('tab', { name: 'Create account' }).click();
  const signUp = page.getByRole('form', { name: 'Create account' });
  await expect(signUp.getByLabel('Full name')).toHaveValue('Adaeze Okafor');
  await expect(signUp.getByLabel('Email')).toHaveValue('adaeze@example.com');
  await expectNoAxeViolations(page, 'the review step with its sign-up');
});

test.describe('the header', () => {
  const header = (page: Page) => page.getByRole('banner');

  test('shows "Sign in" when signed out, and "Account" and "Sign out" when signed in', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // signing in and out
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Account' })).toHaveCount(0);

    const email = uniqueEmail('header');
    await createAccount(request, baseURL!, email);
    await signedInAs(page, email);
    await page.goto('/faq');
    await expect(header(page).getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    // A customer is not staff: no console link, once the role is known.
    await page.waitForLoadState('networkidle');
    await expect(header(page).getByRole('link', { name: 'Staff console' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'a public page, signed in');

    await header(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible(NAV);
    await expect(header(page).getByRole('link', { name: 'Account' })).toHaveCount(0);
  });

  test('gives staff their console link as well', async ({ page, request, baseURL }) => {
    await createAccount(request, baseURL!, ADMIN_EMAIL, 'E2E Admin');
    await signedInAs(page, ADMIN_EMAIL, /\/admin$/);
    await page.goto('/about');
    await expect(header(page).getByRole('link', { name: 'Staff console' })).toBeVisible(NAV);
    await expect(header(page).getByRole('link', { name: 'Account' })).toBeVisible();
    await header(page).getByRole('link', { name: 'Staff console' }).click();
    await expect(page).toHaveURL(/\/admin$/, NAV);
  });
});
