import { randomBytes } from 'node:crypto';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { ADMIN_EMAIL, createAccount, NAV, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A page signed in as `email` in a context of its own. */
async function signedIn(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createAccount(page.request, baseURL, email);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/(admin|account)$/, NAV);
  return page;
}

/** The state of a job, through the harness (created, retry, active, completed, failed). */
async function jobState(request: APIRequestContext, id: string): Promise<string | null> {
  const response = await request.get(`/api/e2e/jobs?id=${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { state: string | null }).state;
}

test('a failed job shows on /admin/system, in English and French, and Retry runs it again (audit-logged)', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedIn(browser, baseURL!, ADMIN_EMAIL);
  // A test job that fails its first two runs: run, retry a second later, then failed for good.
  const label = `retry-${randomBytes(4).toString('hex')}`;
  const enqueued = await admin.request.post('/api/e2e/jobs', { data: { label, failures: 2 } });
  expect(enqueued.status()).toBe(200);
  const { id } = (await enqueued.json()) as { id: string };
  await expect.poll(() => jobState(admin.request, id)).toBe('failed');

  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'System' })
    .click();
  await expect(admin).toHaveURL(/\/admin\/system$/, NAV);
  await expect(admin.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'page');
  const row = admin.getByTestId(`job-${id}`);
  await expect(row).toContainText('Test job (fails on purpose)');
  await expect(row).toContainText(`test:e2e:${label}`);
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('2 of 2');
  await expect(row).toContainText(`Test job "${label}" fails on purpose (run 2 of 2)`);
  await expectNoAxeViolations(admin, '/admin/system');

  await admin.goto('/fr/admin/system');
  const frRow = admin.getByTestId(`job-${id}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Système' })).toBeVisible();
  await expect(frRow).toContainText('Tâche de test (échoue exprès)');
  await expect(frRow).toContainText('En échec');
  await expect(frRow).toContainText('2 sur 2');
  await expect(frRow.getByRole('button', { name: /^Relancer la tâche/ })).toBeVisible();
  await expectNoAxeViolations(admin, '/fr/admin/system');

  // On a phone: nothing of the page's own content sticks out sideways (the table scrolls in its
  // own region), and the button is reached and pressed there. (The site header of a signed-in
  // admin is 13 px too wide at 375 px on every console page: not this page's.)
  await admin.setViewportSize({ width: 375, height: 740 });
  await admin.goto('/admin/system');
  const outside = await admin.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => !e.closest('[role=region]') && e.getBoundingClientRect().right > 375.5)
      .map((e) => e.outerHTML.slice(0, 120)),
  );
  expect(outside).toEqual([]);
  await expectNoAxeViolations(admin, '/admin/system at 375 px');
  const retry = admin
    .getByTestId(`job-${id}`)
    .getByRole('button', { name: `Retry the job Test job (fails on purpose) (test:e2e:${label})` });
  await retry.scrollIntoViewIfNeeded();
  await retry.click();
  await expect(admin.getByText('The job will run again in a moment.')).toBeVisible();
  // Run 3 succeeds: the job leaves the list.
  await expect.poll(() => jobState(admin.request, id)).toBe('completed');
  await admin.reload();
  await expect(admin.getByTestId(`job-${id}`)).toHaveCount(0);

  await admin.goto('/admin/audit');
  const record = admin
    .getByRole('row')
    .filter({ hasText: 'Job retried' })
    .filter({ hasText: label });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(ADMIN_EMAIL);
  await admin.context().close();
});

test('a customer is kept out of /admin/system', async ({ browser, baseURL }) => {
  const customer = await signedIn(browser, baseURL!, uniqueEmail('not-staff'));
  await customer.goto('/admin/system');
  await expect(customer).toHaveURL(/\/account$/, NAV);
  await customer.context().close();
});
