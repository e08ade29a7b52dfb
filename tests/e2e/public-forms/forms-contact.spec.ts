import { expect, test, type Page } from '@playwright/test';
import {
  asNewVisitor,
  captchaScriptLoaded,
  fieldError,
  formAlert,
  outbox,
  repeatFirstChallenge,
  rewriteNextAction,
  showCaptcha,
  solveCaptcha,
  storedUnder,
  tamperChallenges,
} from './helpers';
import { expectNoAxeViolations } from '../support/axe';

async function fillValid(
  page: Page,
  overrides: Partial<Record<'name' | 'email' | 'phone' | 'message', string>> = {},
) {
  await page.getByLabel('Full name').fill(overrides.name ?? 'Ada Okafor');
  await page.getByLabel('E-mail address').fill(overrides.email ?? 'ada@example.ng');
  await page.getByLabel('Country').selectOption('NG');
  await page.getByLabel(/Phone number/).fill(overrides.phone ?? '0803 123 4567');
  await page.getByLabel('What is it about?').selectOption('company');
  await page
    .getByLabel('Your message')
    .fill(overrides.message ?? 'I would like to register a private company in Lagos.');
}

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test('sends a message with a solved captcha: toast, stored, staff notified, form emptied', async ({
  page,
}) => {
  const marker = `Ticket ${Date.now()}: we want to open a subsidiary in Accra next quarter.`;
  await page.goto('/contact');
  await fillValid(page, { message: marker });
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you: your message has been sent.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Your message')).toHaveValue('');
  await expect.poll(() => outbox().find((mail) => mail.text.includes(marker))).toBeTruthy();
  const mail = outbox().find((m) => m.text.includes(marker))!;
  expect(mail.subject).toBe('Contact form: company from Ada Okafor');
  expect(mail.text).toContain('Phone: +2348031234567');
});

test('fetches the captcha only once the visitor starts on the form; a keyboard user completes it', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  expect(await captchaScriptLoaded(page)).toBe(false);
  await expect(page.locator('[data-captcha]')).toHaveText(
    'The robot check appears here as soon as you start filling in the form.',
  );
  // Keyboard only, from the first field: focusing it fetches the widget.
  await page.getByLabel('Full name').focus();
  await expect.poll(() => captchaScriptLoaded(page)).toBe(true);
  await page.keyboard.type('Ada Okafor');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.ng');
  await page.keyboard.press('Tab');
  await page.keyboard.press('N'); // Country: Nigeria
  await page.keyboard.press('Tab'); // past the optional phone number
  await page.keyboard.press('Tab');
  await page.keyboard.press('C'); // Topic: Company registration, the first service
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard only: I would like to register a company in Abuja.');
  await page.keyboard.press('Tab');
  const checkbox = page.locator('altcha-widget').getByRole('checkbox', { name: "I'm not a robot" });
  await expect(checkbox).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('altcha-widget')).toContainText('Verified', { timeout: 20_000 });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you: your message has been sent.')).toBeVisible();
});

test('shows each missing answer next to its field and sends nothing', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(fieldError(page, 'contact-name')).toHaveText('Enter your name.');
  await expect(fieldError(page, 'contact-email')).toHaveText('Enter your e-mail address.');
  await expect(fieldError(page, 'contact-country')).toHaveText('Choose your country.');
  await expect(fieldError(page, 'contact-topic')).toHaveText('Choose what your message is about.');
  await expect(fieldError(page, 'contact-message')).toHaveText(
    'Write a message of at least 10 characters.',
  );
  await expect(fieldError(page, 'contact-altcha')).toHaveText(
    "Tick “I'm not a robot” and wait until it says verified.",
  );
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Full name')).toHaveAttribute(
    'aria-describedby',
    'contact-name-error',
  );
  await expect(fieldError(page, 'contact-phone')).toHaveCount(0); // optional
});

test('explains a malformed e-mail, a wrong phone number for the country and a too-short message', async ({
  page,
}) => {
  await page.goto('/contact');
  await fillValid(page, { email: 'ada@', phone: '0803 123', message: 'Hello' });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(fieldError(page, 'contact-email')).toHaveText(
    'Enter a valid e-mail address, like name@example.com.',
  );
  await expect(fieldError(page, 'contact-message')).toHaveText(
    'Write a message of at least 10 characters.',
  );
  await page.getByLabel('E-mail address').fill('ada@example.ng');
  await page.getByLabel('Your message').fill('A longer message about our company.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(fieldError(page, 'contact-phone')).toContainText(
    'Enter a valid phone number for the country chosen',
  );
  // A Ghanaian number is valid once Ghana is the country.
  await page.getByLabel(/Phone number/).fill('024 123 4567');
  await page.getByLabel('Country').selectOption('GH');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(fieldError(page, 'contact-phone')).toHaveCount(0);
});

test('the server re-checks the e-mail: a malformed one the browser did not send is refused by its field, nothing stored', async ({
  page,
  request,
}) => {
  const name = `Ada Okafor ${Date.now()}`;
  await page.goto('/contact');
  await fillValid(page, { name });
  await solveCaptcha(page);
  // The browser's check passed; the request is altered on its way to the server.
  const { rewritten } = await rewriteNextAction(page, '/contact', {
    json: ([values, ...rest]) => [{ ...(values as object), email: 'ada@' }, ...rest],
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await rewritten;
  await expect(fieldError(page, 'contact-email')).toHaveText(
    'Enter a valid e-mail address, like name@example.com.',
  );
  await expect(formAlert(page)).toHaveText(
    'Some answers need your attention: see the messages by the fields.',
  );
  await expect(page.getByLabel('E-mail address')).toHaveValue('ada@example.ng');
  expect((await storedUnder(request, name)).contactMessages).toEqual([]);
  // Sent as typed, the same message is stored, once.
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you: your message has been sent.')).toBeVisible();
  expect((await storedUnder(request, name)).contactMessages).toEqual([
    expect.objectContaining({ name, email: 'ada@example.ng' }),
  ]);
});

test('refuses a captcha the server did not sign, and keeps everything typed', async ({ page }) => {
  await tamperChallenges(page);
  await page.goto('/contact');
  await fillValid(page);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(formAlert(page)).toHaveText(
    "The robot check could not be verified. Tick “I'm not a robot” again, then send.",
  );
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Okafor');
  await expect(page.getByLabel('E-mail address')).toHaveValue('ada@example.ng');
  await expect(page.getByLabel('Country')).toHaveValue('NG');
  await expect(page.getByLabel('Your message')).toHaveValue(
    'I would like to register a private company in Lagos.',
  );
  // The widget starts over: a fresh, genuine challenge goes through.
  await page.unrouteAll();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you: your message has been sent.')).toBeVisible();
});

test('refuses a captcha solution that was already used', async ({ page }) => {
  await repeatFirstChallenge(page);
  await page.goto('/contact');
  await fillValid(page);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you: your message has been sent.')).toBeVisible();
  await fillValid(page, { message: 'Second message, sent with the same solved challenge.' });
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(formAlert(page)).toHaveText(
    "This robot check was already used. Tick “I'm not a robot” again, then send.",
  );
  await expect(page.getByLabel('Your message')).toHaveValue(
    'Second message, sent with the same solved challenge.',
  );
});

test('keeps a draft across a reload', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Full name').fill('Kwame Mensah');
  await page.getByLabel('Your message').fill('Half-written question about annual returns.');
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Kwame Mensah');
  await expect(page.getByLabel('Your message')).toHaveValue(
    'Half-written question about annual returns.',
  );
});

test('limits messages per connection and says so', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/contact');
  for (let i = 1; i <= 5; i++) {
    await fillValid(page, { message: `Message number ${i} from the same connection.` });
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Your message')).toHaveValue('');
  }
  await fillValid(page, { message: 'The sixth message within ten minutes.' });
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  // The window (600 s) opened with the first message: 10 minutes left, 9 on a slow run.
  await expect(formAlert(page)).toHaveText(
    /^Too many messages from your connection\. Try again in (10|9) minutes; nothing you typed is lost\.$/,
  );
  await expect(page.getByLabel('Your message')).toHaveValue(
    'The sixth message within ten minutes.',
  );
});

test('the French page speaks French, the widget included', async ({ page }) => {
  await page.goto('/fr/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(fieldError(page, 'contact-name')).toHaveText('Indiquez votre nom.');
  await solveCaptcha(page, 'Je ne suis pas un robot', 'Vérifié');
  await expect(fieldError(page, 'contact-altcha')).toHaveCount(0);
});

for (const prefix of ['', '/fr']) {
  test(`axe finds no violations on the contact page (${prefix ? 'fr' : 'en'}), with errors shown`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/contact`);
    await showCaptcha(page);
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: prefix ? 'Envoyer le message' : 'Send message' })
      .click();
    await expect(fieldError(page, 'contact-name')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violations on the contact page at 375 px, captcha solved', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/contact');
  await solveCaptcha(page);
  await expectNoAxeViolations(page);
});
