import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { ADMIN_EMAIL, createAccount, NAV, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { dataDir } from '../support/server';
import { storedApplications, submitTaxFiling } from '../wizards/helpers';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const pdf = path.resolve(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf');

/** The mails to `email` in the default server's outbox whose subject names `reference`. */
function mailsAbout(email: string, reference: string): { subject: string; text: string }[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map(
      (f) =>
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
        },
    )
    .filter((m) => m.to.toLowerCase() === email.toLowerCase() && m.subject.includes(reference));
}

/** Presses Tab until the focused element matches, at most `max` times. */
async function tabTo(
  page: Page,
  matches: (el: { id: string; text: string; tag: string }) => boolean,
  max = 60,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return { id: a?.id ?? '', text: a?.textContent?.trim() ?? '', tag: a?.tagName ?? '' };
    });
    if (matches(el)) return;
  }
  throw new Error('focus never reached the element');
}

const isAction = (request: Request) =>
  request.method() === 'POST' && !!request.headers()['next-action'];

/**
 * Replays a captured server-action POST from another page's session (its cookies). A customer's
 * POST to an admin page is turned away by the proxy's gate (a redirect to their account) before
 * the action runs; the action's own refusal (adminAction) is proven by the integration tests.
 */
async function replay(from: Page, captured: Request) {
  const headers = captured.headers();
  const response = await from.request.post(captured.url(), {
    headers: {
      'next-action': headers['next-action']!,
      'content-type': headers['content-type'] ?? 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin: new URL(captured.url()).origin,
    },
    data: captured.postData() ?? '',
    maxRedirects: 0,
  });
  return { status: response.status(), body: await response.text() };
}

test('staff work an application from the queue to delivered documents; a customer replaying staff requests changes nothing', async ({
  browser,
  baseURL,
  request,
}) => {
  const customerEmail = uniqueEmail('console-customer');
  // The company's name is this run's own: a retry, or another run on the same database, has its
  // own application, which the search by name below must not find.
  const company = `Console Foods ${customerEmail.split('@')[0]!.slice(-6)} Limited`;
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const reference = await submitTaxFiling(customer, customerEmail, {
    company,
    rc: 'RC 7654321',
    name: 'Chidi Console',
  });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await createAccount(request, baseURL!, ADMIN_EMAIL, 'E2E Admin');
  await signInThroughForm(staff, ADMIN_EMAIL);
  await expect(staff).toHaveURL(`${baseURL}/admin`, NAV);
  await expect(staff.getByRole('heading', { name: 'Application queue', level: 1 })).toBeVisible();
  // The sign-in toast fades out first (axe would read its text mid-fade).
  await expect(staff.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectNoAxeViolations(staff, 'queue (en)');

  // Keyboard: tab to the search, filter by the reference, tab to its row and open it with Enter.
  await tabTo(staff, (el) => el.id === 'queue-q');
  await staff.keyboard.type(reference);
  await staff.keyboard.press('Enter');
  await expect(staff).toHaveURL(new RegExp(`/admin\\?q=${reference}`), NAV);
  // The filtered queue is the one on screen (its search box holds the term), then its one row.
  await expect(staff.locator('#queue-q')).toHaveValue(reference);
  await expect(staff.getByTestId('queue-row')).toHaveCount(1);
  const row = staff.getByTestId('queue-row');
  await expect(row).toContainText('Wizard Tester');
  await expect(row).toContainText(customerEmail);
  await expect(row).toContainText('Submitted');
  await tabTo(staff, (el) => el.tag === 'A' && el.text === reference);
  // The company's name finds it too (issue 28, item 9), in any case.
  await staff.goto(
    `/admin?q=${encodeURIComponent(company.toLowerCase().replace('foods', 'FOODS'))}`,
  );
  await expect(staff.getByTestId('queue-row')).toHaveCount(1);
  await expect(staff.getByTestId('queue-row')).toContainText(reference);
  await staff.goto(`/admin?q=${reference}`);
  await tabTo(staff, (el) => el.tag === 'A' && el.text === reference);
  await staff.keyboard.press('Enter');
  await expect(staff).toHaveURL(new RegExp(`/admin/applications/${reference}$`), NAV);
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(`Application ${reference}`);
  // The answers by their labels, the frozen quote.
  await expect(staff.getByText(company)).toBeVisible();
  await expect(staff.getByText('₦25 million to ₦100 million')).toBeVisible();
  await expect(staff.getByTestId('frozen-quote')).toBeVisible();
  await expectNoAxeViolations(staff, 'application (en)');

  const mails = () =>
    mailsAbout(customerEmail, reference).filter((m) => !/received/i.test(m.subject));
  const timeline = staff.getByTestId('timeline');

  async function changeStatus(to: string, message = '') {
    const form = staff.getByRole('form', { name: 'Change status' });
    await form.getByLabel('New status').selectOption({ label: to });
    if (message) await form.getByLabel('Message to the customer').fill(message);
    await form.getByRole('button', { name: 'Change status' }).click();
    await expect(timeline.getByTestId('timeline-entry').first()).toContainText(`→ ${to}`);
  }

  // A refused input keeps what was typed: a request without its message.
  const ask = staff.getByRole('form', { name: 'Request information' });
  await expect(ask).toHaveCount(0);
  await changeStatus('In review', 'We have started.');
  await expect.poll(() => mails().length).toBe(1);
  expect(mails()[0]!.text).toContain('We have started.');

  await ask.getByRole('button', { name: 'Request information' }).click();
  await expect(staff.locator('#request-message-error')).toHaveText('This field is required.');
  await ask
    .getByLabel('What the customer must send or answer')
    .fill('Please send your last filed return.');
  const requestInfo = staff.waitForRequest(isAction);
  await ask.getByRole('button', { name: 'Request information' }).click();
  const captured = await requestInfo;
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText(
    '→ Waiting on customer',
  );
  await expect.poll(() => mails().length).toBe(2);
  expect(mails()[1]).toMatchObject({
    subject: `Application ${reference}: we need something from you`,
  });

  await changeStatus('In review');
  await expect.poll(() => mails().length).toBe(3);

  // The customer replays staff's request with their own cookie: refused, nothing changes.
  const before = (await storedApplications(request, customerEmail))[0]!;
  expect(before.status).toBe('in_review');
  const refused = (r: { status: number; body: string }) =>
    (r.status >= 300 && r.status < 400) || r.body.includes('forbidden');
  expect(refused(await replay(customer, captured))).toBe(true);
  // An internal note, replayed the same way.
  const noteForm = staff.getByRole('form', { name: 'Add an internal note' });
  await noteForm.getByLabel('Note').fill('Checked with the tax office.');
  const noteRequest = staff.waitForRequest(isAction);
  await noteForm.getByRole('button', { name: 'Add note' }).click();
  const capturedNote = await noteRequest;
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText('Internal');
  const withNote = (await storedApplications(request, customerEmail))[0]!;
  expect(refused(await replay(customer, capturedNote))).toBe(true);
  const after = (await storedApplications(request, customerEmail))[0]!;
  expect(after.status).toBe('in_review');
  expect(after.events).toHaveLength(withNote.events.length);
  expect(withNote.events).toHaveLength(before.events.length + 1);
  expect(mails()).toHaveLength(3);

  // Nobody has paid: filing takes staff's reason (issue 28, item 2).
  await staff
    .getByRole('form', { name: 'Change status' })
    .getByLabel('New status')
    .selectOption({ label: 'Filed' });
  await staff
    .getByLabel('Reason for filing without a confirmed payment')
    .fill('Filed on credit: the customer is a returning client.');
  await changeStatus('Filed', 'Filed with the tax office today.');
  await expect.poll(() => mails().length).toBe(4);

  const deliver = staff.getByRole('form', { name: 'Deliver a document' });
  await deliver.getByLabel('Document').selectOption({ label: 'Certificate' });
  await deliver.getByLabel('File').setInputFiles(pdf);
  await deliver.getByRole('button', { name: 'Deliver' }).click();
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText(
    'Document delivered: Certificate',
  );
  await expect(staff.getByTestId('files')).toContainText('cv.pdf');
  await expect.poll(() => mails().length).toBe(5);
  expect(mails()[4]!.subject).toContain('ready to download');

  await changeStatus('Completed');
  await expect.poll(() => mails().length).toBe(6);
  await expect(staff.getByText('This application moves no further.')).toBeVisible();
  expect((await storedApplications(request, customerEmail))[0]!.status).toBe('completed');

  // French: both pages, axe-clean.
  await staff.goto(`/fr/admin?q=${reference}`);
  await expect(staff.getByRole('heading', { name: 'File des dossiers', level: 1 })).toBeVisible();
  await expectNoAxeViolations(staff, 'queue (fr)');
  await staff.goto(`/fr/admin/applications/${reference}`);
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(`Dossier ${reference}`);
  await expectNoAxeViolations(staff, 'application (fr)');

  await customerContext.close();
  await staffContext.close();
});
