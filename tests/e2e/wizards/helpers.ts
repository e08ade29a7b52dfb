import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from '../support/auth';

const expect = baseExpect.configure({ timeout: 20_000 });

type Scope = Page | Locator;

export async function fill(scope: Scope, label: string, value: string) {
  await scope.getByLabel(label, { exact: true }).fill(value);
}

export async function choose(scope: Scope, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).selectOption({ label: option });
}

export async function radio(scope: Scope, name: string) {
  await scope.getByRole('radio', { name, exact: true }).check();
}

export async function next(page: Page, expectedPath: string) {
  await page.getByRole('button', { name: /Save and (continue|review)/ }).click();
  await expect(page).toHaveURL(new RegExp(`${expectedPath.replace(/[/-]/g, '\\$&')}$`), { timeout: 20_000 });
}

/** Nigerian person fields (directors, proprietors, trustees). */
export async function fillNigerianPerson(group: Locator, p: { name: string; dob: string; gender: string; nin: string; occupation: string; email: string; phone: string; address: string }) {
  await fill(group, 'Full name', p.name);
  await fill(group, 'Date of birth', p.dob);
  await choose(group, 'Gender', p.gender);
  await choose(group, 'Nationality', 'Nigerian');
  await fill(group, 'National Identification Number (NIN)', p.nin);
  await fill(group, 'Occupation', p.occupation);
  await fill(group, 'E-mail address', p.email);
  await fill(group, 'Phone number', p.phone);
  await fill(group, 'Residential address', p.address);
}

/** Signs up in the review step's inline panel (the draft stays in the browser meanwhile). */
export async function signUpInline(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Wizard Tester');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible({ timeout: 20_000 });
}
