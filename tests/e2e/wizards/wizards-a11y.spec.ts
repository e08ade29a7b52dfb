import { expect as baseExpect, test, type Page } from '@playwright/test';
import { WIZARDS } from '@/lib/wizards/registry';
import { paymentPath, type FlowId } from '@/lib/wizards/flows';
import { createAccount, signInThroughForm, uniqueEmail } from '../support/auth';
import {
  NIGERIA_COMPANY_LAST_STEP,
  canadaCompanyValid,
  ghanaCompanyDraft,
  ghanaTaxFilingValid,
  nigeriaCompanyDraft,
  southAfricaCompanyDraft,
  southAfricaTaxFilingValid,
  taxFilingDraft,
  ukCompanyValid,
  ukConfirmationStatementValid,
  ukTrademarkValid,
  usCorporationValid,
} from '../../fixtures/applications';
import { expectNoAxeViolations, loadAxe } from '../support/axe';
import { message, seedDraft, withUploads } from './helpers';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(({ page }) => loadAxe(page));
const expect = baseExpect.configure({ timeout: 20_000 });

const LOCALES = ['', '/fr'] as const;

/** Pages of a flow that are not steps: explainers, overviews, the single-page form. */
const EXTRA_PAGES: Partial<Record<FlowId, string[]>> = {
  'nigeria-annual-returns': ['/annual-returns-filing'],
  'ghana-company': ['/ghana-company-registration', '/ghana-company-registration-form'],
};

/** Submitted applications whose payment pages are checked: each currency's page and the Basic route. */
const PAID: { flow: FlowId; data: Record<string, unknown> }[] = [
  { flow: 'nigeria-company', data: nigeriaCompanyDraft('basic') },
  { flow: 'nigeria-tax-filing', data: taxFilingDraft() },
  { flow: 'ghana-company', data: ghanaCompanyDraft() },
  { flow: 'south-africa-company', data: southAfricaCompanyDraft() },
  { flow: 'delaware-corporation', data: usCorporationValid('delaware') },
];

/** The payment pages in pounds (UK bank details) and Canadian dollars, on an account of their own (5 submissions per account in 10 minutes). */
const PAID_UK_CANADA: { flow: FlowId; data: Record<string, unknown> }[] = [
  { flow: 'uk-company', data: ukCompanyValid },
  { flow: 'uk-trademark', data: ukTrademarkValid },
  { flow: 'canada-company', data: canadaCompanyValid },
  { flow: 'uk-confirmation-statement', data: ukConfirmationStatementValid },
];

async function expectNoViolations(page: Page, what: string) {
  // The wizard renders its form once the browser draft is read (after hydration).
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  // After a move through the progress links the step's form can show before Next has put the
  // step's <title> in (its metadata comes with the route's payload): axe reads the page once it has.
  await expect(page).toHaveTitle(/\S/);
  await expectNoAxeViolations(page, what);
}

test.describe('axe finds nothing on the wizard steps', () => {
  for (const [flow, definition] of Object.entries(WIZARDS) as [
    FlowId,
    (typeof WIZARDS)[FlowId],
  ][]) {
    for (const prefix of LOCALES) {
      test(`${flow} ${prefix || '/en'}`, async ({ page }) => {
        // Every step reachable (the steps cannot be skipped otherwise), with empty answers
        // except where a complete draft exists, so the review shows every kind of answer.
        const data = flow === 'nigeria-company' ? nigeriaCompanyDraft('standard') : {};
        const last =
          flow === 'nigeria-company' ? NIGERIA_COMPANY_LAST_STEP : definition.steps.length - 1;
        await seedDraft(page, flow, data, last);
        for (const path of EXTRA_PAGES[flow] ?? []) {
          await page.goto(prefix + path);
          await expectNoViolations(page, prefix + path);
        }
        const [first, ...rest] = [...definition.steps.map((s) => s.path), definition.reviewPath];
        await page.goto(prefix + first);
        await expectNoViolations(page, prefix + first);
        if (!prefix && flow !== 'nigeria-company') {
          // The same step showing its error messages (submitted empty); the French page is the same template.
          await page.locator('main form button[type="submit"]').click();
          await expect(page.locator('main [role="alert"]').first()).toBeVisible();
          await expectNoViolations(page, `${first} with errors`);
        }
        const progress = page.getByRole('navigation', {
          name: message(prefix ? 'fr' : 'en', 'Wizard.progressLabel'),
        });
        // The other steps as a customer moves between them: through the progress links (the
        // wizard's layout and its draft stay; no full page load per step).
        for (const path of rest) {
          const link = progress.locator(`a[href="${prefix}${path}"]`);
          await link.click();
          await expect(page).toHaveURL(new RegExp(`${prefix}${path.replace(/[/-]/g, '\\$&')}$`));
          // The step being shown is no longer a link in the progress list.
          await expect(link).toHaveCount(0);
          await expectNoViolations(page, prefix + path);
        }
      });
    }
  }
});

// The tax returns' notices (due date, estimate, IRP6 dates) appear only with answers: each step
// that shows them, filled, in both languages (issue 33).
const TAX_NOTICES = [
  {
    flow: 'ghana-tax-filing',
    data: ghanaTaxFilingValid,
    step: 'company',
    key: 'ghanaTaxReturnOverdue',
  },
  { flow: 'ghana-tax-filing', data: ghanaTaxFilingValid, step: 'figures', key: 'ghanaTaxEstimate' },
  {
    flow: 'south-africa-tax-filing',
    data: southAfricaTaxFilingValid,
    step: 'year',
    key: 'taxEstimateSbc',
  },
] as const;

for (const prefix of LOCALES)
  for (const { flow, data, step, key } of TAX_NOTICES)
    test(`axe finds nothing on ${flow} ${step} with its notices ${prefix || '/en'}`, async ({
      page,
    }) => {
      const definition = WIZARDS[flow];
      const index = definition.steps.findIndex((s) => s.id === step);
      await seedDraft(page, flow, data, definition.steps.length - 1);
      await page.goto(prefix + definition.steps[index]!.path);
      const notice = message(
        prefix ? 'fr' : 'en',
        `${definition.namespace}.taxFiling.errors.${key}`,
      );
      // The notice's words before its first value.
      await expect(page.getByText(notice.split('{')[0]!.trim()).first()).toBeVisible();
      await expectNoViolations(page, `${prefix}${definition.steps[index]!.path} with notices`);
    });

test('axe finds nothing on the confirmation and payment pages, in English and French', async ({
  page,
  baseURL,
}) => {
  // One account and one submitted application per payment page kind, checked in both languages.
  const email = uniqueEmail('a11y-pay');
  await createAccount(page.request, baseURL!, email);
  await signInThroughForm(page, email);
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  const pages: { payment: string; reference: string }[] = [];
  for (const { flow, data } of PAID) {
    const definition = WIZARDS[flow];
    await seedDraft(page, flow, await withUploads(page.request, data), definition.steps.length - 1);
    await page.goto(definition.reviewPath);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/application-submitted\?ref=[A-Z]{2}-[A-Z]{2}-/, {
      timeout: 30_000,
    });
    pages.push({
      payment: paymentPath(flow, data.package as 'basic'),
      reference: new URL(page.url()).searchParams.get('ref')!,
    });
  }
  for (const prefix of LOCALES) {
    const locale = prefix ? 'fr' : 'en';
    await page.goto(`${prefix}/application-submitted?ref=${pages[0]!.reference}`);
    await expectNoViolations(page, `${prefix}/application-submitted`);
    for (const [i, { payment, reference }] of pages.entries()) {
      await page.goto(`${prefix}${payment}?ref=${reference}`);
      await expect(page.getByTestId('payment-amount')).toBeVisible();
      await expectNoViolations(page, prefix + payment);
      if (i > 0) continue;
      // The other method panels and the recorded state, on the Basic route.
      await page.getByRole('radio', { name: message(locale, 'Payment.methods.ussd') }).click();
      await expect(page.locator('#ussd-bank')).toBeVisible();
      await expectNoViolations(page, `${prefix}${payment} (USSD)`);
      await page.getByRole('radio', { name: message(locale, 'Payment.methods.qr') }).click();
      await expect(page.getByTestId('payment-qr')).toBeVisible();
      await page.getByRole('button', { name: message(locale, 'Payment.record') }).click();
      await expect(page.getByTestId('payment-recorded')).toBeVisible();
      await expectNoViolations(page, `${prefix}${payment} (QR, recorded)`);
    }
  }
});

test('axe finds nothing on the pound and Canadian dollar payment pages, in English and French', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('a11y-pay-gb-ca');
  await createAccount(page.request, baseURL!, email);
  await signInThroughForm(page, email);
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  const pages: { payment: string; reference: string }[] = [];
  for (const { flow, data } of PAID_UK_CANADA) {
    const definition = WIZARDS[flow];
    await seedDraft(page, flow, data, definition.steps.length - 1);
    await page.goto(definition.reviewPath);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/application-submitted\?ref=(GB|CA)-[A-Z]{2}-/, {
      timeout: 30_000,
    });
    pages.push({
      payment: paymentPath(flow, data.package as 'basic'),
      reference: new URL(page.url()).searchParams.get('ref')!,
    });
  }
  for (const prefix of LOCALES) {
    for (const { payment, reference } of pages) {
      await page.goto(`${prefix}${payment}?ref=${reference}`);
      await expect(page.getByTestId('payment-amount')).toBeVisible();
      await expectNoViolations(page, prefix + payment);
    }
    // The QR code panel of a pound payment.
    await page.goto(`${prefix}${pages[0]!.payment}?ref=${pages[0]!.reference}`);
    await page
      .getByRole('radio', { name: message(prefix ? 'fr' : 'en', 'Payment.methods.qr') })
      .click();
    await expect(page.getByTestId('payment-qr')).toBeVisible();
    await expectNoViolations(page, `${prefix}${pages[0]!.payment} (QR)`);
  }
});
