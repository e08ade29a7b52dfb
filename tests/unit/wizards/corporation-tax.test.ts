import { createTranslator } from 'next-intl';
import { SERVICE_FEES } from '@/lib/catalogue/catalogue';
import { toMinor } from '@/lib/catalogue/money';
import { obligationsFor } from '@/lib/compliance/obligations';
import {
  canadaCorporationTax,
  t2Estimate,
  t2YearIssues,
} from '@/lib/wizards/definitions/canada/corporation-tax';
import {
  ukCorporationTaxEstimate,
  ukCorporationTaxFlow,
  ukCtPeriodIssues,
} from '@/lib/wizards/definitions/uk/corporation-tax';
import { flowFor } from '@/lib/wizards/flows';
import { quoteForDraft } from '@/lib/wizards/pricing';
import {
  validateApplication,
  validateStep,
  type DraftData,
  type ScalarField,
  type WizardDefinition,
} from '@/lib/wizards/steps';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { canadaCorporationTaxValid, ukCorporationTaxValid } from '../../fixtures/applications';

/** The keys of the issues a step finds in the fixture once `change` has run on it. */
function issuesOf(
  definition: WizardDefinition,
  fixture: DraftData,
  stepId: string,
  change: (data: DraftData) => void,
): string[] {
  const data = structuredClone(fixture);
  change(data);
  const step = definition.steps.find((s) => s.id === stepId)!;
  const result = validateStep(step, data);
  return result.ok ? [] : result.issues.map((i) => `${i.path.join('.')}: ${i.key}`);
}

describe('UK Company Tax Return (CT600), issue 33', () => {
  const uk = (stepId: string, change: (d: DraftData) => void) =>
    issuesOf(ukCorporationTaxFlow, ukCorporationTaxValid as DraftData, stepId, change);

  it('is the UK’s tax filing, priced at our fee alone: HMRC charges nothing to file', () => {
    expect(flowFor('uk', 'taxFiling')).toBe('uk-corporation-tax');
    for (const [pkg, i] of [
      ['basic', 0],
      ['standard', 1],
      ['premium', 2],
    ] as const) {
      const q = quoteForDraft(ukCorporationTaxFlow, { ...ukCorporationTaxValid, package: pkg })!;
      const ours = toMinor(SERVICE_FEES.uk.taxFiling[i]);
      expect([q.currency, q.serviceFee, q.governmentFee, q.total]).toEqual(['GBP', ours, 0, ours]);
    }
  });

  it('estimates the fixture’s tax: £90,000 with one associated company, limits halved', () => {
    // 25% of £90,000 less 3/200 x (£125,000 - £90,000): £22,500 - £525.
    expect(ukCorporationTaxEstimate(ukCorporationTaxValid)).toEqual({
      periods: [
        {
          start: '2025-04-01',
          end: '2026-03-31',
          profits: 9_000_000,
          band: 'marginal',
          tax: 2_197_500,
          marginalRelief: 52_500,
          paymentDue: '2027-01-01',
        },
      ],
      returnDue: '2027-03-31',
      tax: 2_197_500,
    });
  });

  it('splits a period of account longer than 12 months in two accounting periods [S201]', () => {
    const estimate = ukCorporationTaxEstimate({
      ...ukCorporationTaxValid,
      associatedCompanies: '0',
      periodStart: '2025-03-10',
      periodEnd: '2026-03-31',
      profits: '38700',
    })!;
    expect(estimate.periods.map((p) => [p.start, p.end, p.profits, p.paymentDue])).toEqual([
      ['2025-03-10', '2026-03-09', 3_650_000, '2026-12-10'],
      ['2026-03-10', '2026-03-31', 220_000, '2027-01-01'],
    ]);
    // Both returns 12 months after the period of account [S202].
    expect(estimate.returnDue).toBe('2027-03-31');
    // £36,500 at 19%; the 22-day period's lower limit is £3,013.70, its upper £15,068.49, so
    // £2,200 stays at 19% too.
    expect(estimate.periods.map((p) => p.tax)).toEqual([693_500, 41_800]);
    expect(estimate.tax).toBe(735_300);
  });

  it('gives no estimate for a period before 1 April 2023, yet accepts the order', () => {
    const early = { ...ukCorporationTaxValid, periodStart: '2022-04-01', periodEnd: '2023-03-31' };
    expect(ukCorporationTaxEstimate(early)!.tax).toBeNull();
    expect(uk('figures', (d) => Object.assign(d, early))).toEqual([]);
  });

  it('refuses a period that ends before it starts, has not ended or runs 18 months or more', () => {
    expect(uk('figures', (d) => (d.periodEnd = '2025-03-01'))).toEqual([
      'periodEnd: periodEndBeforeStart',
    ]);
    expect(
      ukCtPeriodIssues({ periodStart: '2026-04-01', periodEnd: '2026-12-31' }, '2026-11-28'),
    ).toEqual([{ path: ['periodEnd'], key: 'periodNotEnded' }]);
    expect(uk('figures', (d) => (d.periodEnd = '2026-09-30'))).toEqual([]);
    expect(uk('figures', (d) => (d.periodEnd = '2026-10-01'))).toEqual([
      'periodEnd: periodTooLong',
    ]);
  });

  it('asks the associated companies as a whole number and the profits in pounds', () => {
    expect(uk('figures', (d) => (d.associatedCompanies = '1.5'))).toEqual([
      'associatedCompanies: wholeNumber',
    ]);
    expect(uk('figures', (d) => (d.profits = '90,000'))).toEqual(['profits: amount']);
    expect(uk('company', (d) => (d.companyNumber = 'AB12'))).toEqual([
      'companyNumber: ukCompanyNumber',
    ]);
  });

  it('needs the statutory accounts and the bank statements', () => {
    expect(uk('documents', (d) => delete d.statutoryAccounts)).toHaveLength(1);
    expect(uk('documents', (d) => delete d.bankStatements)).toHaveLength(1);
  });

  it('passes the whole application of the fixtures', () => {
    expect(
      validateApplication(ukCorporationTaxFlow, ukCorporationTaxValid as DraftData),
    ).toMatchObject({ ok: true });
  });
});

describe('Canada T2 Corporation Income Tax Return, issue 33', () => {
  const ca = (stepId: string, change: (d: DraftData) => void) =>
    issuesOf(canadaCorporationTax, canadaCorporationTaxValid as DraftData, stepId, change);

  it('is Canada’s tax filing, priced at our fee alone in Canadian dollars', () => {
    expect(flowFor('canada', 'taxFiling')).toBe('canada-corporation-tax');
    const q = quoteForDraft(canadaCorporationTax, canadaCorporationTaxValid)!;
    const ours = toMinor(SERVICE_FEES.canada.taxFiling[0]);
    expect([q.currency, q.serviceFee, q.governmentFee, q.total]).toEqual(['CAD', ours, 0, ours]);
  });

  it('shows the fixture’s due dates and federal tax: a small CCPC pays three months after', () => {
    expect(t2Estimate(canadaCorporationTaxValid)).toEqual({
      returnDue: '2026-06-30',
      balanceDue: '2026-03-31',
      federalTax: 1_080_000,
    });
    // Over its limit last year, or not a CCPC: two months, and 15% for the latter.
    expect(
      t2Estimate({ ...canadaCorporationTaxValid, previousYearWithinLimit: 'no' })!.balanceDue,
    ).toBe('2026-02-28');
    expect(t2Estimate({ ...canadaCorporationTaxValid, ccpc: 'no' })).toMatchObject({
      balanceDue: '2026-02-28',
      federalTax: 1_800_000,
    });
  });

  it('asks a CCPC whether last year stayed within the business limit', () => {
    expect(ca('year', (d) => delete d.previousYearWithinLimit)).toEqual([
      'previousYearWithinLimit: chooseAnswer',
    ]);
    expect(
      ca('year', (d) => {
        d.ccpc = 'no';
        delete d.previousYearWithinLimit;
      }),
    ).toEqual([]);
  });

  it('refuses a tax year that has not ended, ends before it starts or exceeds 53 weeks', () => {
    expect(
      t2YearIssues({ taxYearStart: '2026-01-01', taxYearEnd: '2026-12-31' }, '2026-11-28'),
    ).toEqual([{ path: ['taxYearEnd'], key: 'yearNotEnded' }]);
    expect(ca('year', (d) => (d.taxYearEnd = '2024-12-31'))).toEqual([
      'taxYearEnd: periodEndBeforeStart',
    ]);
    expect(ca('year', (d) => (d.taxYearEnd = '2026-01-06'))).toEqual([]);
    expect(ca('year', (d) => (d.taxYearEnd = '2026-01-07'))).toEqual([
      'taxYearEnd: taxYearTooLong',
    ]);
  });

  it('takes the business number with or without its program account, and refuses others', () => {
    expect(ca('company', (d) => (d.businessNumber = '123456789'))).toEqual([]);
    expect(ca('company', (d) => (d.businessNumber = '12345678'))).toEqual([
      'businessNumber: businessNumber',
    ]);
  });

  it('passes the whole application of the fixtures', () => {
    expect(
      validateApplication(canadaCorporationTax, canadaCorporationTaxValid as DraftData),
    ).toMatchObject({ ok: true });
  });
});

describe('The calendar files both returns through these flows', () => {
  it('opens the CT600 order from the UK corporation tax payment and return', () => {
    const outcome = obligationsFor(
      { jurisdiction: 'uk', entity: 'company', formed: '2025-03-10' },
      { from: '2026-01-01', to: '2027-12-31' },
    );
    if (!outcome.ok) throw new Error('no obligations');
    const ct = outcome.obligations.filter((o) => o.ruleId.startsWith('uk-corporation-tax'));
    expect(ct.length).toBeGreaterThan(0);
    for (const o of ct) expect(o.filer).toEqual({ kind: 'flow', flow: 'uk-corporation-tax' });
  });

  it('lists each Canadian tax year’s T2 and balance of tax, filed through the T2 order [S336][S337]', () => {
    for (const jurisdiction of ['canada-federal', 'ontario'] as const) {
      const outcome = obligationsFor(
        { jurisdiction, entity: 'company', formed: '2026-03-10' },
        { from: '2026-01-01', to: '2027-12-31' },
      );
      if (!outcome.ok) throw new Error('no obligations');
      const t2 = outcome.obligations.filter((o) => o.ruleId.startsWith('ca-t2'));
      expect(t2.map((o) => [o.ruleId, o.period.start, o.period.end, o.dueDate])).toEqual(
        expect.arrayContaining([
          ['ca-t2-balance', '2026-03-10', '2026-12-31', '2027-02-28'],
          ['ca-t2-return', '2026-03-10', '2026-12-31', '2027-06-30'],
        ]),
      );
      for (const o of t2) expect(o.filer).toEqual({ kind: 'flow', flow: 'canada-corporation-tax' });
    }
  });
});

describe('The estimates read as the wizard prints them, in English and French', () => {
  /** The step field's notice, its numbers written as components/wizards/wizard-text.ts writes them. */
  function notice(
    definition: WizardDefinition,
    stepId: string,
    field: string,
    data: DraftData,
    locale: 'en' | 'fr',
  ): string {
    const def = definition.steps
      .find((s) => s.id === stepId)!
      .fields.find((f) => f.name === field) as ScalarField;
    const ref = def.warn!(String(data[field]), data)!;
    const values = Object.fromEntries(
      Object.entries(ref.values ?? {}).map(([k, v]) => [
        k,
        typeof v === 'number' ? v.toLocaleString(locale) : v,
      ]),
    );
    const t = createTranslator({ locale, messages: locale === 'en' ? en : fr });
    // The key is built at run time, so the typed translator cannot know its arguments.
    const untyped = t as unknown as (key: string, values: Record<string, string>) => string;
    return untyped(`${definition.namespace}.${definition.section}.errors.${ref.key}`, values);
  }

  it('prints the CT600 estimate in pounds', () => {
    expect(notice(ukCorporationTaxFlow, 'figures', 'profits', ukCorporationTaxValid, 'en')).toBe(
      'Estimated Corporation Tax: £21,975 (25% less £525 marginal relief).',
    );
    expect(notice(ukCorporationTaxFlow, 'figures', 'profits', ukCorporationTaxValid, 'fr')).toMatch(
      // Non-breaking spaces inside the number and before the signs, as French writes them.
      /^Impôt sur les sociétés estimé\u00a0: 21[\u202f\u00a0]975\u00a0£ \(25[\u202f\u00a0]% moins 525\u00a0£ /,
    );
  });

  it('prints the T2 estimate in dollars with the balance-due day', () => {
    expect(
      notice(canadaCorporationTax, 'year', 'taxableIncome', canadaCorporationTaxValid, 'en'),
    ).toBe(
      'Estimated federal tax: $10,800, balance due on 2026-03-31. Provincial tax comes on top.',
    );
  });
});
