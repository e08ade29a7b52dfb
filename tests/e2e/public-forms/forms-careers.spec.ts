import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  asNewVisitor,
  fieldError,
  fixtures,
  formAlert,
  outbox,
  rewriteFormPost,
  showCaptcha,
  solveCaptcha,
  storedUnder,
  tamperChallenges,
  uploads,
} from './helpers';
import { expectNoAxeViolations } from '../support/axe';

const letter =
  'I have filed more than two hundred annual returns with the Registrar-General and would enjoy doing it for your clients.';

/** Whether any stored CV has exactly these bytes. */
const storedCv = (bytes: Buffer) =>
  uploads('career-applications').some((u) => u.bytes.equals(bytes));

async function fillValid(page: Page, { name = 'Kwame Mensah', phone = '024 123 4567' } = {}) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail address').fill('kwame@example.com');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Cover letter').fill(letter);
}

/** An application for the Accra opening, complete with a PDF CV and the captcha solved, not yet sent. */
async function readyToSend(page: Page, name: string) {
  await page.goto('/careers/apply?opening=compliance-associate-accra');
  await fillValid(page, { name });
  await page.getByLabel('CV').setInputFiles(path.join(fixtures, 'cv.pdf'));
  await solveCaptcha(page);
}

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test('applies for the opening chosen on /careers with a PDF CV: toast, CV stored, staff notified', async ({
  page,
}) => {
  const name = `Kwame Mensah ${Date.now()}`;
  await page.goto('/careers/apply?opening=compliance-associate-accra');
  await expect(page.getByLabel('Opening')).toHaveValue('compliance-associate-accra');
  await fillValid(page, { name });
  await page.getByLabel('CV').setInputFiles(path.join(fixtures, 'cv.pdf'));
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Thank you: your application has been received.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect.poll(() => outbox().find((mail) => mail.text.includes(name))).toBeTruthy();
  const pdf = readFileSync(path.join(fixtures, 'cv.pdf'));
  expect(
    uploads('career-applications').some((u) => u.file.endsWith('.pdf') && u.bytes.equals(pdf)),
  ).toBe(true);
});

test('accepts a Word (.docx) CV', async ({ page }) => {
  await page.goto('/careers/apply');
  await page.getByLabel('Opening').selectOption('registration-specialist-lagos');
  await fillValid(page, { phone: '0803 123 4567' });
  await page.getByLabel('CV').setInputFiles(path.join(fixtures, 'cv.docx'));
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Thank you: your application has been received.')).toBeVisible();
  const docx = readFileSync(path.join(fixtures, 'cv.docx'));
  expect(
    uploads('career-applications').some((u) => u.file.endsWith('.docx') && u.bytes.equals(docx)),
  ).toBe(true);
});

test('shows each missing answer next to its field', async ({ page }) => {
  await page.goto('/careers/apply');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(fieldError(page, 'apply-opening')).toHaveText(
    'Choose the opening you are applying for.',
  );
  await expect(fieldError(page, 'apply-name')).toHaveText('Enter your name.');
  await expect(fieldError(page, 'apply-email')).toHaveText('Enter your e-mail address.');
  await expect(fieldError(page, 'apply-phone')).toHaveText(
    'Enter a phone number we can call you on.',
  );
  await expect(fieldError(page, 'apply-cv')).toHaveText('Attach your CV.');
  await expect(fieldError(page, 'apply-cover-letter')).toHaveText(
    'Write a cover letter of at least 50 characters.',
  );
  await expect(fieldError(page, 'apply-altcha')).toHaveText(
    "Tick “I'm not a robot” and wait until it says verified.",
  );
});

test("refuses a phone number that is not valid in the opening's country", async ({ page }) => {
  await page.goto('/careers/apply?opening=compliance-associate-accra');
  await fillValid(page, { phone: '0803 123 4567' }); // Nigerian, for a job in Accra
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(fieldError(page, 'apply-phone')).toContainText(
    "Enter a valid phone number for the opening's country",
  );
});

test('refuses a CV above 5 MB', async ({ page }) => {
  await page.goto('/careers/apply');
  const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
  big.write('%PDF-1.4\n');
  await page
    .getByLabel('CV')
    .setInputFiles({ name: 'long-cv.pdf', mimeType: 'application/pdf', buffer: big });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(fieldError(page, 'apply-cv')).toHaveText(
    'Your CV is larger than 5 MB. Attach a smaller file.',
  );
});

test('refuses a text file named .pdf as soon as it is chosen', async ({ page }) => {
  await page.goto('/careers/apply');
  await page.getByLabel('CV').setInputFiles(path.join(fixtures, 'fake-cv.pdf'));
  await expect(fieldError(page, 'apply-cv')).toHaveText(
    'Your CV must be a PDF or a Word (.docx) document. This file is not one, whatever its name.',
  );
});

test('the server refuses a ZIP named .docx by its content, and everything typed stays', async ({
  page,
}) => {
  await page.goto('/careers/apply?opening=customer-success-remote');
  await fillValid(page, { phone: '+44 7911 123456' });
  // Starts like a DOCX (a ZIP), so only the server's content check can tell.
  await page.getByLabel('CV').setInputFiles({
    name: 'cv.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: readFileSync(path.join(fixtures, 'not-a-cv.zip')),
  });
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(fieldError(page, 'apply-cv')).toHaveText(
    'Your CV must be a PDF or a Word (.docx) document. This file is not one, whatever its name.',
  );
  await expect(formAlert(page)).toHaveText(
    'Some answers need your attention: see the messages by the fields.',
  );
  await expect(page.getByLabel('Opening')).toHaveValue('customer-success-remote');
  await expect(page.getByLabel('Full name')).toHaveValue('Kwame Mensah');
  await expect(page.getByLabel('Phone number')).toHaveValue('+44 7911 123456');
  await expect(page.getByLabel('Cover letter')).toHaveValue(letter);
  // With a real CV and a fresh captcha it goes through.
  await page.getByLabel('CV').setInputFiles(path.join(fixtures, 'cv.pdf'));
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Thank you: your application has been received.')).toBeVisible();
});

test('the server re-checks what the browser passed: a malformed e-mail and a CV over 5 MB, each by its field, nothing stored', async ({
  page,
  request,
}) => {
  const name = `Kwame Mensah ${Date.now()}`;
  await readyToSend(page, name);
  const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
  big.write('%PDF-1.4\n');
  const { rewritten } = await rewriteFormPost(page, '/api/careers', (form) => {
    form.set('email', 'kwame@');
    form.set('cv', new File([big], 'cv.pdf', { type: 'application/pdf' }));
  });
  await page.getByRole('button', { name: 'Send application' }).click();
  await rewritten;
  await expect(fieldError(page, 'apply-email')).toHaveText(
    'Enter a valid e-mail address, like name@example.com.',
  );
  await expect(fieldError(page, 'apply-cv')).toHaveText(
    'Your CV is larger than 5 MB. Attach a smaller file.',
  );
  await expect(formAlert(page)).toHaveText(
    'Some answers need your attention: see the messages by the fields.',
  );
  await expect(page.getByLabel('E-mail address')).toHaveValue('kwame@example.com');
  expect((await storedUnder(request, name)).careerApplications).toEqual([]);
  expect(storedCv(big)).toBe(false);
});

test('the server judges the CV by the bytes it receives: not a PDF whatever the browser saw, nothing stored', async ({
  page,
  request,
}) => {
  const name = `Kwame Mensah ${Date.now()}`;
  await readyToSend(page, name);
  const text = Buffer.from(`Kwame Mensah, curriculum vitae, ${Date.now()}: plain text, not a PDF.`);
  const { rewritten } = await rewriteFormPost(page, '/api/careers', (form) =>
    form.set('cv', new File([text], 'cv.pdf', { type: 'application/pdf' })),
  );
  await page.getByRole('button', { name: 'Send application' }).click();
  await rewritten;
  await expect(fieldError(page, 'apply-cv')).toHaveText(
    'Your CV must be a PDF or a Word (.docx) document. This file is not one, whatever its name.',
  );
  await expect(page.getByLabel('Full name')).toHaveValue(name);
  expect((await storedUnder(request, name)).careerApplications).toEqual([]);
  expect(storedCv(text)).toBe(false);
});

test('refuses a captcha the server did not sign, stores nothing and keeps everything typed', async ({
  page,
  request,
}) => {
  const name = `Kwame Mensah ${Date.now()}`;
  await tamperChallenges(page);
  await readyToSend(page, name);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(formAlert(page)).toHaveText(
    "The robot check could not be verified. Tick “I'm not a robot” again, then send.",
  );
  await expect(page.getByLabel('Opening')).toHaveValue('compliance-associate-accra');
  await expect(page.getByLabel('Full name')).toHaveValue(name);
  await expect(page.getByLabel('Cover letter')).toHaveValue(letter);
  expect((await storedUnder(request, name)).careerApplications).toEqual([]);
  // The widget starts over: a genuine challenge goes through with the file still chosen.
  await page.unrouteAll();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Thank you: your application has been received.')).toBeVisible();
  expect((await storedUnder(request, name)).careerApplications).toHaveLength(1);
});

test('limits applications per connection and says when to try again', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/careers/apply');
  for (let i = 1; i <= 5; i++) {
    await page.getByLabel('Opening').selectOption('compliance-associate-accra');
    await fillValid(page, { name: `Applicant ${i}` });
    await page.getByLabel('CV').setInputFiles(path.join(fixtures, 'cv.pdf'));
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('');
  }
  await page.getByLabel('Opening').selectOption('compliance-associate-accra');
  await fillValid(page, { name: 'Applicant 6' });
  await page.getByLabel('CV').setInputFiles(path.join(fixtures, 'cv.pdf'));
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send application' }).click();
  // The window (600 s) opened with the first application: 10 minutes left, 9 on a slow run.
  await expect(formAlert(page)).toHaveText(
    /^Too many applications from your connection\. Try again in (10|9) minutes; nothing you typed is lost\.$/,
  );
  await expect(page.getByLabel('Full name')).toHaveValue('Applicant 6');
  await expect(page.getByLabel('Cover letter')).toHaveValue(letter);
});

test('keeps a draft across a reload and asks for the CV again, which a browser cannot restore', async ({
  page,
}) => {
  await page.goto('/careers/apply?opening=customer-success-remote');
  await page.getByLabel('Full name').fill('Kwame Mensah');
  await page.getByLabel('Cover letter').fill(letter);
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Kwame Mensah');
  await expect(page.getByLabel('Cover letter')).toHaveValue(letter);
  await expect(page.getByLabel('Opening')).toHaveValue('customer-success-remote');
  // No file was attached: nothing to ask for.
  await expect(page.locator('[data-field-note="apply-cv"]')).toHaveCount(0);

  await page.getByLabel('CV').setInputFiles(path.join(fixtures, 'cv.pdf'));
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Kwame Mensah');
  await expect(page.getByLabel('CV')).toHaveValue('');
  const note = page.locator('[data-field-note="apply-cv"]');
  await expect(note).toHaveText('Please attach your CV again.');
  await expect(page.getByLabel('CV')).toHaveAttribute('aria-describedby', /apply-cv-note/);
  // Asked again after another reload, until a file is chosen.
  await page.getByLabel('Phone number').fill('+44 7911 123456');
  await page.reload();
  await expect(note).toHaveText('Please attach your CV again.');
  await page.getByLabel('CV').setInputFiles(path.join(fixtures, 'cv.pdf'));
  await expect(note).toHaveCount(0);
});

test('asks for the CV again in French after a reload', async ({ page }) => {
  await page.goto('/fr/careers/apply');
  await page.getByLabel('Nom complet').fill('Kwame Mensah');
  await page.getByLabel('CV').setInputFiles(path.join(fixtures, 'cv.pdf'));
  await page.reload();
  await expect(page.getByLabel('Nom complet')).toHaveValue('Kwame Mensah');
  await expect(page.locator('[data-field-note="apply-cv"]')).toHaveText(
    'Veuillez joindre à nouveau votre CV.',
  );
});

test('the French page speaks French', async ({ page }) => {
  await page.goto('/fr/careers/apply');
  await expect(page.getByRole('heading', { level: 1, name: 'Rejoignez-nous' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(fieldError(page, 'apply-cv')).toHaveText('Joignez votre CV.');
});

for (const prefix of ['', '/fr']) {
  test(`axe finds no violations on the application page (${prefix ? 'fr' : 'en'}), with errors shown`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/careers/apply`);
    await showCaptcha(page);
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: prefix ? 'Envoyer ma candidature' : 'Send application' })
      .click();
    await expect(fieldError(page, 'apply-name')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violations on the application page at 375 px (fr), captcha solved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/fr/careers/apply');
  await solveCaptcha(page, 'Je ne suis pas un robot', 'Vérifié');
  await expectNoAxeViolations(page);
});
