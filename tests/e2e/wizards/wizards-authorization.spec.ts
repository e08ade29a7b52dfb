import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, signInThroughForm, uniqueEmail } from '../support/auth';
import { annualReturnsDraft, taxFilingDraft } from '../../fixtures/applications';
import { seedDraft, storedApplications, withUploads } from './helpers';

test.describe.configure({ timeout: 180_000 });
// Navigations wait on server actions and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

async function signedInPage(
  browser: Browser,
  baseURL: string,
  label: string,
): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await createAccount(page.request, baseURL, email);
  await signInThroughForm(page, email);
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  return { page, email };
}

type Captured = { id: string; url: string };

/**
 * Records the id of each server action the page calls, named by what its arguments look like.
 * Saving a step and the autosave of a step in progress take the same arguments: both are
 * recorded under `save` and told apart later by their answers (see `saveActions`).
 */
function captureActions(page: Page) {
  const actions: Partial<Record<'load' | 'save' | 'submit' | 'pay', Captured>> & {
    saves: Captured[];
  } = { saves: [] };
  page.on('request', (request) => {
    const id = request.headers()['next-action'];
    const body = request.postData();
    if (request.method() !== 'POST' || !id || !body) return;
    const args = JSON.parse(body) as Record<string, unknown>[];
    const arg = args[0] ?? {};
    const kind =
      'method' in arg
        ? 'pay'
        : 'stepId' in arg
          ? 'save'
          : 'data' in arg
            ? 'submit'
            : 'flow' in arg
              ? 'load'
              : null;
    if (kind === 'save' && !actions.saves.some((seen) => seen.id === id))
      actions.saves.push({ id, url: request.url() });
    if (kind) actions[kind] ??= { id, url: request.url() };
  });
  return actions;
}

/** Posts a server action as the browser does (same encoding, the page's cookies) and returns its result. */
async function callAction(page: Page, action: Captured | undefined, arg: Record<string, unknown>) {
  expect(action, 'the action was seen in a real browser request').toBeTruthy();
  const text = await page.evaluate(
    async ({ url, id, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Next-Action': id,
          Accept: 'text/x-component',
          'Content-Type': 'text/plain;charset=UTF-8',
        },
        body,
      });
      return `${response.status}\n${await response.text()}`;
    },
    { url: action!.url, id: action!.id, body: JSON.stringify([arg]) },
  );
  expect(text.startsWith('200\n'), text.slice(0, 300)).toBe(true);
  // The flight response's result row: `1:{"ok":...}`.
  const row = text.split('\n').find((line) => /^\d+:\{"ok":/.test(line));
  expect(row, text.slice(0, 300)).toBeTruthy();
  return JSON.parse(row!.slice(row!.indexOf(':') + 1)) as {
    ok: boolean;
    formError?: { key: string };
    data?: unknown;
  };
}

test('another user cannot submit, pay for, load or overwrite an application, through the pages or the server actions', async ({
  browser,
  baseURL,
}) => {
  // A owns a server-side draft (annual returns) and a submitted application (tax filing).
  const a = await signedInPage(browser, baseURL!, 'owner');
  await seedDraft(a.page, 'nigeria-annual-returns', annualReturnsDraft('Owner Draft Limited'), -1);
  await a.page.goto('/annual-returns-filing/form');
  await a.page.getByRole('button', { name: 'Save and review' }).click();
  await expect(a.page).toHaveURL(/\/annual-returns-filing\/review$/);
  await seedDraft(
    a.page,
    'nigeria-tax-filing',
    await withUploads(a.page.request, taxFilingDraft('Owner Submitted Limited')),
    0,
  );
  await a.page.goto('/nigeria-tax-filing/review');
  await a.page.getByRole('button', { name: 'Submit application' }).click();
  await expect(a.page).toHaveURL(/\/application-submitted\?ref=NG-TX-/, { timeout: 30_000 });
  const before = await storedApplications(a.page.request, a.email);
  const aDraft = before.find((app) => app.status === 'draft')!;
  const aSubmitted = before.find((app) => app.status === 'submitted')!;
  expect(aDraft).toMatchObject({
    flow: 'nigeria-annual-returns',
    data: { entityName: 'Owner Draft Limited' },
  });
  expect(aSubmitted).toMatchObject({
    flow: 'nigeria-tax-filing',
    data: { entityName: 'Owner Submitted Limited' },
  });

  // B, in their own browser, uses each action once on their own application; the ids are captured.
  const b = await signedInPage(browser, baseURL!, 'intruder');
  const actions = captureActions(b.page);
  await seedDraft(b.page, 'nigeria-annual-returns', annualReturnsDraft('Intruder Limited'), -1);
  await b.page.goto('/annual-returns-filing/form');
  await expect.poll(() => actions.load).toBeTruthy();
  await b.page.getByRole('button', { name: 'Save and review' }).click();
  await expect(b.page).toHaveURL(/\/annual-returns-filing\/review$/);
  await b.page.getByRole('button', { name: 'Submit application' }).click();
  await expect(b.page).toHaveURL(/\/application-submitted\?ref=NG-AR-/, { timeout: 30_000 });
  await b.page.getByRole('link', { name: 'Go to payment' }).click();
  await b.page.getByRole('button', { name: 'I have paid with this method' }).click();
  await expect(b.page.getByTestId('payment-recorded')).toBeVisible();
  expect(Object.keys(actions).sort()).toEqual(['load', 'pay', 'save', 'saves', 'submit']);
  // Saving a step, and the autosave of what is typed in one.
  expect(actions.saves).toHaveLength(2);

  // Through the pages: A's confirmation and payment pages show B nothing.
  await b.page.goto(`/application-submitted?ref=${aSubmitted.reference}`);
  await expect(b.page.getByTestId('application-reference')).toHaveCount(0);
  await b.page.goto(`/nigeria-company-payment?ref=${aSubmitted.reference}`);
  await expect(b.page.getByRole('heading', { name: 'Application not found' })).toBeVisible();

  // Through the actions, with A's ids: every one is refused.
  expect(
    await callAction(b.page, actions.submit, {
      flow: 'nigeria-annual-returns',
      applicationId: aDraft.id,
      data: annualReturnsDraft('Hijacked Limited'),
      locale: 'en',
    }),
  ).toEqual({
    ok: false,
    formError: { key: 'notFound' },
  });
  expect(
    await callAction(b.page, actions.submit, {
      flow: 'nigeria-tax-filing',
      applicationId: aSubmitted.id,
      data: taxFilingDraft('Hijacked Limited'),
      locale: 'en',
    }),
  ).toEqual({
    ok: false,
    formError: { key: 'notFound' },
  });
  expect(
    await callAction(b.page, actions.pay, { applicationId: aSubmitted.id, method: 'qr' }),
  ).toEqual({ ok: false, formError: { key: 'notFound' } });
  expect(
    await callAction(b.page, actions.pay, { applicationId: aDraft.id, method: 'bank_transfer' }),
  ).toEqual({ ok: false, formError: { key: 'notFound' } });
  // Save, autosave and load take no application id: an id slipped in is ignored and B only reaches their own draft.
  const results = [];
  for (const save of actions.saves) {
    const result = await callAction(b.page, save, {
      flow: 'nigeria-annual-returns',
      stepId: 'details',
      values: annualReturnsDraft('Hijacked Limited'),
      applicationId: aDraft.id,
    });
    expect(result.ok).toBe(true);
    expect((result.data as { applicationId: string }).applicationId).not.toBe(aDraft.id);
    results.push(result);
  }
  // The step's save is the one that answers with the last completed step.
  const saved = results.find((result) => 'lastCompletedStep' in (result.data as object))!;
  expect(saved).toBeTruthy();
  const loaded = await callAction(b.page, actions.load, {
    flow: 'nigeria-annual-returns',
    applicationId: aDraft.id,
  });
  expect(loaded.ok).toBe(true);
  expect(loaded.data).toMatchObject({
    applicationId: (saved.data as { applicationId: string }).applicationId,
    data: { entityName: 'Hijacked Limited' },
  });

  // A's rows are exactly as they were: status, data, quote, events, and no payment.
  expect(await storedApplications(a.page.request, a.email)).toEqual(before);
  expect(aSubmitted.payments).toEqual([]);
  // B's attempts landed on B's own rows only.
  const intruderRows = await storedApplications(b.page.request, b.email);
  expect(
    intruderRows.map((app) => `${app.flow}:${app.status}:${String(app.data.entityName)}`).sort(),
  ).toEqual([
    'nigeria-annual-returns:draft:Hijacked Limited',
    'nigeria-annual-returns:submitted:Intruder Limited',
  ]);
});
