import { confirmationStatementDueDate } from '@/lib/compliance/rules/uk';
import { quoteForDraft } from '@/lib/wizards/pricing';
import {
  normaliseCompanyNumber,
  prefillConfirmationStatement,
  ukConfirmationStatement,
} from '@/lib/wizards/definitions/uk/confirmation-statement';
import { validateApplication, validateStep, type DraftData } from '@/lib/wizards/steps';
import { FLOWS, flowFor } from '@/lib/wizards/flows';
import { ukConfirmationStatementValid } from '../../fixtures/applications';
import { fileItHref } from '@/lib/companies/file-it';
import { obligationsFor } from '@/lib/compliance/obligations';

const step = (id: string) => ukConfirmationStatement.steps.find((s) => s.id === id)!;

/** The issues of one step for the valid application changed by `change`, as `path: key`. */
function issues(stepId: string, change: (data: DraftData) => void): string[] {
  const data = structuredClone(ukConfirmationStatementValid) as DraftData;
  change(data);
  const result = validateStep(step(stepId), data);
  return result.ok ? [] : result.issues.map((i) => `${i.path.join('.')}: ${i.key}`);
}

describe('UK confirmation statement: due 14 days after the review period ends [S193][S194]', () => {
  it.each([
    // Incorporated 10 March 2026: the first review period ends 9 March 2027 (s.853A, S193's example).
    ['2027-03-09', '2027-03-23'],
    // Across a month's end and a year's end.
    ['2026-11-30', '2026-12-14'],
    ['2026-12-20', '2027-01-03'],
    // February in a leap year and in a common year.
    ['2028-02-15', '2028-02-29'],
    ['2027-02-15', '2027-03-01'],
    // A review period ending on 29 February (incorporated 1 March 2027).
    ['2028-02-29', '2028-03-14'],
    // Not moved for a weekend: 23 March 2030 is a Saturday.
    ['2030-03-09', '2030-03-23'],
  ])('a review period ending %s is due %s', (end, due) => {
    expect(confirmationStatementDueDate(end)).toBe(due);
  });

  it('shows the due date beside the review period’s end', () => {
    const field = step('company').fields.find((f) => f.name === 'reviewPeriodEnd')!;
    expect('warn' in field && field.warn?.('2028-02-15')).toEqual({
      key: 'confirmationStatementDue',
      values: { due: '2028-02-29' },
    });
    expect('warn' in field && field.warn?.('not a date')).toBeNull();
  });
});

describe('UK confirmation statement: the fee', () => {
  it.each([
    ['basic', 4_900],
    ['standard', 7_900],
    ['premium', 11_900],
  ])('%s: the £50 Companies House fee [S74] apart from our fee of %i pence', (pkg, ours) => {
    const quote = quoteForDraft(ukConfirmationStatement, {
      ...ukConfirmationStatementValid,
      package: pkg,
    })!;
    expect(quote.currency).toBe('GBP');
    expect(quote.serviceFee).toBe(ours);
    expect(quote.governmentFee).toBe(5_000);
    expect(quote.governmentFeeLines).toEqual([
      expect.objectContaining({ label: 'confirmationStatement', amount: 5_000, source: 'S74' }),
    ]);
    expect(quote.total).toBe(ours + 5_000);
  });

  it('is what the UK’s annual returns lead to on /uk, /pricing and /compare', () => {
    expect(flowFor('uk', 'annualReturns')).toBe('uk-confirmation-statement');
    expect(FLOWS['uk-confirmation-statement'].entry).toBe('/uk-confirmation-statement');
  });
});

describe('UK confirmation statement: the company', () => {
  it.each([
    ['16234567', '16234567'],
    ['1234567', '01234567'],
    ['sc 123456', 'SC123456'],
    ['NI123456', 'NI123456'],
  ])('takes the company number %s as %s [S251]', (raw, written) => {
    expect(normaliseCompanyNumber(raw)).toBe(written);
    expect(issues('company', (d) => (d.companyNumber = raw))).toEqual([]);
  });

  it.each(['1234', 'AB123456', '123456789', 'SC12345'])('refuses the company number %s', (raw) => {
    expect(issues('company', (d) => (d.companyNumber = raw))).toEqual([
      'companyNumber: ukCompanyNumber',
    ]);
  });

  it('needs a real date for the end of the review period', () => {
    expect(issues('company', (d) => (d.reviewPeriodEnd = '2027-02-30'))).toEqual([
      'reviewPeriodEnd: date',
    ]);
  });
});

describe('UK confirmation statement: changes and statements', () => {
  it('refuses a statement without the lawful-purpose confirmation or a registered e-mail', () => {
    expect(
      issues('changes', (d) => {
        d.lawfulPurpose = false;
        d.registeredEmail = '';
      }),
    ).toEqual(['registeredEmail: required', 'lawfulPurpose: mustAccept']);
  });

  it('keeps the SIC codes on the register when none are given, and takes up to four', () => {
    expect(issues('changes', (d) => (d.sicCodes = []))).toEqual([]);
    expect(issues('changes', (d) => (d.sicCodes = ['62012', '62020', '62030', '62090']))).toEqual(
      [],
    );
    expect(
      issues('changes', (d) => (d.sicCodes = ['62012', '62020', '62030', '62090', '63110'])),
    ).toEqual(['sicCodes: tooMany']);
    expect(issues('changes', (d) => (d.sicCodes = ['6201']))).toEqual(['sicCodes.0: sicUnknown']);
  });

  it('asks for the new holdings only when the shareholders changed', () => {
    expect(issues('changes', (d) => (d.shareholders = []))).toEqual([
      'shareholders: atLeastOneShareholder',
    ]);
    expect(
      issues('changes', (d) => {
        d.shareholdersChanged = false;
        d.shareholders = [];
      }),
    ).toEqual([]);
  });

  it('checks a changed statement of capital and PSCs', () => {
    expect(
      issues('changes', (d) => {
        d.capitalChanged = true;
        d.shareClasses = [
          {
            className: 'Ordinary',
            numberOfShares: '100',
            nominalValue: '0',
            unpaidTotal: '0',
            rights: 'One vote per share.',
          },
        ];
        d.pscChanged = true;
        d.psc = [];
      }),
    ).toEqual(['shareClasses.0.nominalValue: nominalValue', 'psc: atLeastOnePsc']);
  });
});

describe('UK confirmation statement: identity verification [S64]', () => {
  it('needs a valid personal code from a verified person, none from one not yet verified', () => {
    expect(
      issues('verification', (d) => {
        (d.officers as DraftData[])[0]!.personalCode = 'ABC-1234';
      }),
    ).toEqual(['officers.0.personalCode: personalCode']);
    expect(
      issues('verification', (d) => {
        (d.officers as DraftData[])[0]!.personalCode = '';
      }),
    ).toEqual(['officers.0.personalCode: required']);
  });

  it('passes the whole application of the fixtures', () => {
    expect(
      validateApplication(ukConfirmationStatement, ukConfirmationStatementValid as DraftData),
    ).toMatchObject({ ok: true });
  });
});

describe('UK confirmation statement: prefilled from the calendar', () => {
  const company = {
    id: '6f0c1b0e-4d2a-4f4f-9a3b-7d7e2c5a9b11',
    legalName: 'Hart Okeke Software Ltd',
    registryNumber: '1234567',
    taxId: null,
    jurisdiction: 'uk' as const,
    entity: 'company' as const,
    incorporatedOn: '2026-03-10',
  };

  it('takes the company’s name, number and review period from its File it for me link', () => {
    const outcome = obligationsFor(
      { jurisdiction: 'uk', entity: 'company', formed: '2026-03-10' },
      { from: '2026-11-27', to: '2027-12-31' },
    );
    if (!outcome.ok) throw new Error('no obligations');
    const statement = outcome.obligations.find((o) => o.ruleId === 'uk-confirmation-statement')!;
    const href = fileItHref(company, statement, 'Confirmation statement')!;
    expect(href).toMatch(/^\/uk-confirmation-statement\?/);
    const search = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(prefillConfirmationStatement(search)).toEqual({
      companyName: 'Hart Okeke Software Ltd',
      companyNumber: '01234567',
      reviewPeriodEnd: '2027-03-09',
    });
    expect(ukConfirmationStatement.prefill).toBe(prefillConfirmationStatement);
  });

  it('leaves out what is not well formed, and brings nothing without the company’s link', () => {
    const link =
      'company=6f0c1b0e-4d2a-4f4f-9a3b-7d7e2c5a9b11&obligation=uk-confirmation-statement:2027-03-09';
    expect(
      prefillConfirmationStatement(new URLSearchParams(`${link}&number=nope&periodEnd=2027-02-30`)),
    ).toEqual({});
    expect(prefillConfirmationStatement(new URLSearchParams('name=Hart&number=01234567'))).toEqual(
      {},
    );
  });
});
