import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { taxFilingDraft, uploadKeysIn } from '../../fixtures/applications';
import { createAccount, signInThroughForm, uniqueEmail } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { dataDir } from '../support/server';
import {
  message,
  newUploadToken,
  seedDraft,
  storedApplications,
  submitTaxFiling,
  withUploads,
} from '../wizards/helpers';

test.describe.configure({ timeout: 240_000 });
// Navigations wait on route handlers and page loads on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const pdf = readFileSync(path.resolve(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf'));
/** A 12 MB "PDF": what a phone's scan of a receipt can weigh. */
const twelveMb = Buffer.alloc(12 * 1024 * 1024, 0x20);
twelveMb.write('%PDF-1.4\n');
const TOO_LARGE = 'The file is larger than 5 MB.';

/** Staff's side, through the harness (the staff console is tested on its own). */
async function staff(request: APIRequestContext, body: Record<string, string>) {
  const response = await request.post('/api/e2e/account', { data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as { ok: true; key?: string };
}

async function signedInPage(browser: Browser, baseURL: string, label: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await createAccount(page.request, baseURL, email);
  await signInThroughForm(page, email);
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  return { page, email };
}

/** What this browser keeps in localStorage, as one string. */
const browserStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...window.localStorage }));

test('a 12 MB proof of payment gets "The file is larger than 5 MB.", in the browser before sending and from the server (issue 28, finding 4)', async ({
  page,
}) => {
  const email = uniqueEmail('proof-12mb');
  const reference = await submitTaxFiling(page, email);
  await staff(page.request, { action: 'recordPayment', reference });
  await page.goto(`/account/applications/${reference}`);
  const sentProofs: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/proof'))
      sentProofs.push(request.url());
  });

  // In the browser: refused next to the field, and nothing is sent.
  const field = page.getByLabel('Transfer receipt');
  await field.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: twelveMb });
  await page.getByRole('button', { name: 'Send the proof' }).click();
  await expect(page.getByText(TOO_LARGE, { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAttribute('aria-describedby', /proof-file-error/);
  expect(sentProofs).toEqual([]);
  await expectNoAxeViolations(page, 'a proof refused in the browser');

  // From the server, without the browser's check: 413 and the same message for the field.
  const response = await page.request.post(`/api/account/applications/${reference}/proof`, {
    multipart: { file: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: twelveMb } },
  });
  expect(response.status()).toBe(413);
  const refused = (await response.json()) as { fieldErrors: { file: { key: string }[] } };
  expect(message('en', `Account.errors.${refused.fieldErrors.file[0]!.key}`)).toBe(TOO_LARGE);

  // A proof within the limit goes through, a NUL in its name and all (issue 29, finding 7).
  const odd = await page.request.post(`/api/account/applications/${reference}/proof`, {
    multipart: {
      file: { name: 'bank\u0000receipt.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(odd.status()).toBe(200);
  await field.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Send the proof' }).click();
  await expect(page.getByText('Thank you: your proof of payment was sent.')).toBeVisible();
  await expect(page.getByText(TOO_LARGE, { exact: true })).toHaveCount(0);
  // One proof per payment: the second replaced the first (issue 29, finding 4).
  await page.reload();
  await expect(page.getByRole('link', { name: /^View\s*: receipt\.pdf$/ })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /bank_receipt\.pdf/ })).toHaveCount(0);
});

test('a 12 MB file in the answer to a request for information gets "The file is larger than 5 MB.", in the browser and from the server (issue 28, finding 4)', async ({
  page,
}) => {
  const email = uniqueEmail('reply-12mb');
  const reference = await submitTaxFiling(page, email);
  await staff(page.request, {
    action: 'requestInformation',
    reference,
    message: 'Please send the signed statements.',
  });
  await page.goto(`/account/applications/${reference}`);
  const sentReplies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/reply'))
      sentReplies.push(request.url());
  });

  // In the browser: refused next to the field, the answer kept, and nothing is sent.
  await page.getByLabel('Your answer').fill('Here they are.');
  const field = page.getByLabel('Files');
  await field.setInputFiles({
    name: 'statements.pdf',
    mimeType: 'application/pdf',
    buffer: twelveMb,
  });
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByText(TOO_LARGE, { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your answer')).toHaveValue('Here they are.');
  expect(sentReplies).toEqual([]);
  await expectNoAxeViolations(page, 'an answer refused in the browser');

  // From the server, without the browser's check: 413 and the same message for the field.
  const response = await page.request.post(`/api/account/applications/${reference}/reply`, {
    multipart: {
      message: 'Here they are.',
      files: { name: 'statements.pdf', mimeType: 'application/pdf', buffer: twelveMb },
    },
  });
  expect(response.status()).toBe(413);
  const refused = (await response.json()) as { fieldErrors: { files: { key: string }[] } };
  expect(message('en', `Account.errors.${refused.fieldErrors.files[0]!.key}`)).toBe(TOO_LARGE);
});

test("another account can neither attach nor download someone else's upload, whatever key it knows (issue 29, finding 3)", async ({
  browser,
  baseURL,
}) => {
  // A files a tax return with its statements, uploaded in the form before signing up.
  const a = await browser.newContext({ baseURL });
  const aPage = await a.newPage();
  const aEmail = uniqueEmail('owner');
  await submitTaxFiling(aPage, aEmail);
  const [aApp] = await storedApplications(aPage.request, aEmail);
  const aKeys = uploadKeysIn(aApp!.data);
  expect(aKeys.length).toBeGreaterThan(0);
  await aPage.goto(`/account/applications/${aApp!.reference}`);
  const aDocument = (await aPage
    .getByRole('link', { name: /^View\s*:/ })
    .first()
    .getAttribute('href'))!;
  expect(aDocument).toMatch(/^\/api\/documents\/[0-9a-f-]{36}$/);

  // B knows A's keys and puts one in its own draft, beside files of its own.
  const b = await signedInPage(browser, baseURL!, 'borrower');
  const own = await withUploads(b.page.request, taxFilingDraft('Borrowed Files Limited'));
  const [firstField] = Object.entries(own).find(
    ([, v]) => typeof v === 'string' && uploadKeysIn(v).length,
  )!;
  await seedDraft(b.page, 'nigeria-tax-filing', { ...own, [firstField]: aKeys[0] }, 0);
  await b.page.goto('/nigeria-tax-filing/review');
  await b.page.getByRole('button', { name: 'Submit application' }).click();
  await expect(
    b.page.getByText('Some answers need attention before you can submit.'),
  ).toBeVisible();
  await expect(b.page).not.toHaveURL(/application-submitted/);
  expect(
    (await storedApplications(b.page.request, b.email)).filter((x) => x.status !== 'draft'),
  ).toEqual([]);

  // Nor can B read A's document, by its address or through its own application.
  const stolen = await b.page.request.get(aDocument);
  expect(stolen.status()).toBe(404);
  const mine = await aPage.request.get(aDocument);
  expect(mine.status()).toBe(200);
  await a.close();
  await b.page.context().close();
});

test("an anonymous visitor's upload keys and token leave browser storage after submission and on sign-out (issue 29, finding 3)", async ({
  browser,
  baseURL,
}) => {
  /** A visitor's draft with files uploaded before sign-in (its token), then an account signed in. */
  async function anonymousDraftThenSignIn(label: string) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const uploadToken = newUploadToken();
    const data = await withUploads(page.request, taxFilingDraft(`${label} Limited`), uploadToken);
    await seedDraft(page, 'nigeria-tax-filing', data, 0, { uploadToken });
    const email = uniqueEmail(label.toLowerCase());
    await createAccount(page.request, baseURL!, email);
    await signInThroughForm(page, email);
    await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
    return { page, secrets: [...uploadKeysIn(data), uploadToken] };
  }

  // Submitted: the files become the account's, and the browser forgets the keys and the token.
  const submitted = await anonymousDraftThenSignIn('Submitted');
  await submitted.page.goto('/nigeria-tax-filing/review');
  await submitted.page.getByRole('button', { name: 'Submit application' }).click();
  await expect(submitted.page).toHaveURL(/\/application-submitted\?ref=NG-TX-/, {
    timeout: 30_000,
  });
  const afterSubmission = await browserStorage(submitted.page);
  for (const secret of submitted.secrets) expect(afterSubmission).not.toContain(secret);
  await submitted.page.context().close();

  // Not submitted, and the account signs out: the browser forgets them too.
  const left = await anonymousDraftThenSignIn('Left');
  await left.page.goto('/nigeria-tax-filing/review');
  await expect(left.page.getByRole('button', { name: 'Submit application' })).toBeVisible();
  await left.page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(left.page).toHaveURL(new RegExp(`^${baseURL}/$`));
  const afterSignOut = await browserStorage(left.page);
  for (const secret of left.secrets) expect(afterSignOut).not.toContain(secret);
  await left.page.context().close();
});

test('server actions answer an oversized, deeply nested or malformed body with 413 or 400, never 500 (issue 29, finding 6)', async ({
  browser,
  baseURL,
}) => {
  const { page } = await signedInPage(browser, baseURL!, 'action-bodies');
  // The wizard loads the signed-in customer's draft through a server action: its id, as sent.
  const load = page.waitForRequest(
    (request) => request.method() === 'POST' && Boolean(request.headers()['next-action']),
  );
  await page.goto('/nigeria-tax-filing');
  const seen = await load;
  const id = seen.headers()['next-action']!;
  const post = (body: string, contentType = 'text/plain;charset=UTF-8') =>
    page.evaluate(
      async ({ url, id, body, contentType }) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { 'Next-Action': id, Accept: 'text/x-component', 'Content-Type': contentType },
            body,
          })
        ).status,
      { url: seen.url(), id, body, contentType },
    );
  expect(await post(JSON.stringify([{ flow: 'nigeria-tax-filing' }]))).toBe(200);
  // Over Next's own 1 MB, and over the 11 MB the actions used to accept.
  expect(await post(`[${JSON.stringify('a'.repeat(2 * 1024 * 1024))}]`)).toBe(413);
  expect(await post(`[${JSON.stringify('a'.repeat(12 * 1024 * 1024))}]`)).toBe(413);
  expect(await post('['.repeat(200_000) + ']'.repeat(200_000))).toBe(400);
  const boundary = '----e2e';
  const nul = `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--${boundary}\r\nContent-Disposition: form-data; name="1_cv"; filename="a\u0000b.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`;
  expect(await post(nul, `multipart/form-data; boundary=${boundary}`)).toBe(400);
  await page.context().close();
});

test('a document keeps its sandbox policy, and a damaged one is answered with an error instead of its bytes (issue 29, findings 7 and 13)', async ({
  page,
}) => {
  const email = uniqueEmail('damaged');
  const reference = await submitTaxFiling(page, email);
  const { key } = await staff(page.request, {
    action: 'deliver',
    reference,
    base64: pdf.toString('base64'),
    category: 'certificate',
    fileName: 'certificate.pdf',
  });
  await page.goto(`/account/applications/${reference}`);
  const href = (await page
    .getByRole('link', { name: /^Download\s*: Certificate$/ })
    .getAttribute('href'))!;
  const whole = await page.request.get(href);
  expect(whole.status()).toBe(200);
  expect(Buffer.compare(await whole.body(), pdf)).toBe(0);
  const policy = whole.headers()['content-security-policy'];
  expect(policy).toContain('sandbox');
  expect(policy).toContain("default-src 'none'");

  // One byte changes on the disk: the size is the same, the SHA-256 is not.
  const file = path.join(dataDir, 'uploads', 'application-documents', key!);
  const bytes = readFileSync(file);
  bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0xff;
  writeFileSync(file, bytes);
  const damaged = await page.request.get(href);
  expect(damaged.status()).toBe(500);
  expect(await damaged.json()).toEqual({ error: 'fileDamaged' });
});
