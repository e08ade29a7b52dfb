import { ghanaArrearsFine, southAfricaTurnoverBand } from '@/lib/catalogue/catalogue';
import { isBusinessDay } from '@/lib/catalogue/business-days';
import { governmentFees } from '@/lib/catalogue/government-fees';
import { quote } from '@/lib/catalogue/quote';
import { fileItHref } from '@/lib/companies/file-it';
import type { CompanyProfile } from '@/lib/compliance/model';
import {
  ghanaAnnualReturnDueDate,
  ghanaAnnualReturnsInput,
  prefillGhanaAnnualReturns,
} from '@/lib/wizards/definitions/ghana/annual-returns';
import {
  prefillSouthAfricaAnnualReturns,
  southAfricaAnnualReturnInput,
  southAfricaFilingWindow,
} from '@/lib/wizards/definitions/south-africa/annual-returns';
import { quoteForDraft } from '@/lib/wizards/pricing';
import { WIZARDS } from '@/lib/wizards/registry';
import { validateApplication, type DraftData } from '@/lib/wizards/steps';
import {
  ghanaAnnualReturnsValid,
  southAfricaAnnualReturnsValid,
} from '../../fixtures/applications';
import { instancesOf } from '../compliance/helpers';

/** A company's File it for me link names its company and obligation (lib/wizards/company-link.ts). */
const LINK = 'company=6f0c1b0e-4d2a-4f4f-9a3b-7d7e2c5a9b11&obligation=gh-annual-return:2026';

const gh = WIZARDS['ghana-annual-returns'];
const za = WIZARDS['south-africa-annual-returns'];

/** The issues of an application as `path: key`, none when it passes. */
function issues(definition: typeof gh, data: DraftData): string[] {
  const result = validateApplication(definition, data);
  return result.ok ? [] : result.issues.map((i) => `${i.path.join('.')}: ${i.key}`);
}

describe('Ghana annual return: due four months after the year end, 30 April for 31 December [S213]', () => {
  it('falls due on 30 April 2026 for the year ended 31 December 2025, as ORC announced', () => {
    expect(ghanaAnnualReturnDueDate('2025-12-31')).toBe('2026-04-30');
  });

  it('ends a period counted from a month end on a month end (30 June to 31 October)', () => {
    expect(ghanaAnnualReturnDueDate('2025-06-30')).toBe('2025-10-31');
    expect(ghanaAnnualReturnDueDate('2025-09-30')).toBe('2026-01-31');
  });

  it('counts the year overdue from the day after its due date, and every earlier year unfiled', () => {
    const data = { financialYearEnd: '2025-12-31', earlierYears: '0' };
    expect(ghanaAnnualReturnsInput(data, '2026-04-30')).toEqual({ years: 1, overdueYears: 0 });
    expect(ghanaAnnualReturnsInput(data, '2026-05-01')).toEqual({ years: 1, overdueYears: 1 });
    expect(ghanaAnnualReturnsInput({ ...data, earlierYears: '3' }, '2026-04-01')).toEqual({
      years: 4,
      overdueYears: 3,
    });
  });
});

describe('Ghana annual return fees: GH¢90 a year [S127] and the ORC arrears fine [S213]', () => {
  it('fines GH¢1,000 for one to four years in default and GH¢2,000 from five years', () => {
    expect(ghanaArrearsFine(0)).toBeNull();
    expect(ghanaArrearsFine(1)?.amount).toBe(1_000_00);
    expect(ghanaArrearsFine(4)?.amount).toBe(1_000_00);
    expect(ghanaArrearsFine(5)?.amount).toBe(2_000_00);
    expect(ghanaArrearsFine(9)?.amount).toBe(2_000_00);
    expect(ghanaArrearsFine(5)?.source).toBe('S213');
  });

  it('prices one year on time at GH¢90 and our package fee, as the catalogue shows', () => {
    const q = quote('ghana', 'annualReturns', 'basic');
    expect(q.governmentFee).toBe(90_00);
    expect(q.serviceFee).toBe(600_00);
    expect(q.currency).toBe('GHS');
  });

  it('prices two overdue years: GH¢90 twice, the GH¢1,000 fine and our fee for the extra year', () => {
    const q = quote('ghana', 'annualReturns', 'standard', {
      ghanaAnnualReturns: { years: 2, overdueYears: 2 },
    });
    expect(q.governmentFeeLines.map((l) => [l.label, l.amount, l.values])).toEqual([
      ['annualReturnYears', 180_00, { count: 2 }],
      ['arrearsFine', 1_000_00, { count: 2 }],
    ]);
    expect(q.serviceFeeLines).toEqual([
      { label: 'package', amount: 950_00 },
      { label: 'additionalYears', amount: 300_00, values: { count: 1 } },
    ]);
    expect(q.total).toBe(180_00 + 1_000_00 + 950_00 + 300_00);
  });

  it('prices six years in default with the GH¢2,000 fine', () => {
    const q = quote('ghana', 'annualReturns', 'basic', {
      ghanaAnnualReturns: { years: 6, overdueYears: 6 },
    });
    expect(q.governmentFee).toBe(6 * 90_00 + 2_000_00);
  });

  it('prices the fixture at submission from its answers and the day: 2025 overdue in November 2026', () => {
    const q = quoteForDraft(gh, ghanaAnnualReturnsValid, undefined, '2026-11-27');
    expect(q?.governmentFee).toBe(2 * 90_00 + 1_000_00);
    expect(q?.package).toBe('standard');
  });
});

describe('the Ghana annual return form', () => {
  it('accepts the complete application and writes the company number as the certificate does', () => {
    expect(issues(gh, ghanaAnnualReturnsValid)).toEqual([]);
    const result = validateApplication(gh, {
      ...ghanaAnnualReturnsValid,
      registryNumber: ' cs 160152013 ',
    });
    expect(result.ok && result.data.registryNumber).toBe('CS160152013');
  });

  it('refuses a number not in ORC format, a year not ended and too many earlier years', () => {
    expect(
      issues(gh, {
        ...ghanaAnnualReturnsValid,
        registryNumber: 'RC 1234567',
        financialYearEnd: '2099-12-31',
        earlierYears: '12',
      }),
    ).toEqual([
      'registryNumber: ghanaCompanyNumber',
      'financialYearEnd: yearNotEnded',
      'earlierYears: earlierYears',
    ]);
  });

  it('needs the year’s financial statements', () => {
    expect(issues(gh, { ...ghanaAnnualReturnsValid, financialStatements: '' })).toEqual([
      'financialStatements: fileRequired',
    ]);
  });

  it('takes the company’s name and number from its File it for me link', () => {
    expect(
      prefillGhanaAnnualReturns(
        new URLSearchParams(
          `${LINK}&name=Kwame+Trading+Limited&number=CS160152013&jurisdiction=ghana&x=1`,
        ),
      ),
    ).toEqual({ companyName: 'Kwame Trading Limited', registryNumber: 'CS160152013' });
    // Without the company and its obligation, a link brings no answers.
    expect(
      prefillGhanaAnnualReturns(
        new URLSearchParams('name=Kwame+Trading+Limited&number=CS160152013'),
      ),
    ).toEqual({});
    expect(prefillGhanaAnnualReturns(new URLSearchParams(''))).toEqual({});
    expect(gh.prefill).toBe(prefillGhanaAnnualReturns);
  });
});

describe('South Africa: the CIPC turnover bands [S150][S186]', () => {
  it.each([
    [0, 'under1m'],
    [999_999, 'under1m'],
    [1_000_000, 'under10m'],
    [9_999_999, 'under10m'],
    [10_000_000, 'under25m'],
    [24_999_999, 'under25m'],
    [25_000_000, 'from25m'],
    [400_000_000, 'from25m'],
  ] as const)('puts a turnover of R%i in the %s band', (rand, band) => {
    expect(southAfricaTurnoverBand(rand)).toBe(band);
  });

  it.each([
    ['under1m', false, 100_00],
    ['under10m', false, 450_00],
    ['under25m', false, 2_000_00],
    ['from25m', false, 3_000_00],
    ['under1m', true, 150_00],
    ['under10m', true, 600_00],
    ['under25m', true, 2_500_00],
    ['from25m', true, 4_000_00],
  ] as const)('charges the %s band (late: %s) its CIPC fee in cents', (band, late, cents) => {
    const q = quote('southAfrica', 'annualReturns', 'basic', {
      southAfricaAnnualReturn: { band, late },
    });
    expect(q.governmentFee).toBe(cents);
    expect(q.governmentFeeLines[0]?.source).toBe('S150');
  });
});

describe('South Africa: the filing window, the anniversary to 30 business days after [S150][S219]', () => {
  it('closes on the 30th business day, past Good Friday, Family Day, Freedom Day and a weekend', () => {
    // 14 March 2026 is a Saturday; 3 and 6 April and 27 April are public holidays.
    expect(southAfricaFilingWindow('2019-03-14', 2026)).toEqual({
      opens: '2026-03-14',
      closes: '2026-04-29',
    });
  });

  it('always ends on a business day', () => {
    for (const formed of ['2019-03-14', '2018-11-20', '2020-12-01', '2021-04-01', '2017-06-16'])
      for (const year of [2024, 2025, 2026]) {
        const { closes } = southAfricaFilingWindow(formed, year);
        expect([formed, year, isBusinessDay(closes, 'ZA')]).toEqual([formed, year, true]);
      }
  });

  it('opens a 29 February company’s window on 28 February in a common year', () => {
    expect(southAfricaFilingWindow('2020-02-29', 2026).opens).toBe('2026-02-28');
    expect(southAfricaFilingWindow('2020-02-29', 2028).opens).toBe('2028-02-29');
  });

  it('prices the late fee from the day after the window closes', () => {
    const data = { incorporationDate: '2019-03-14', returnYear: '2026', annualTurnover: '2500000' };
    expect(southAfricaAnnualReturnInput(data, '2026-04-29')).toEqual({
      band: 'under10m',
      late: false,
    });
    expect(southAfricaAnnualReturnInput(data, '2026-04-30')).toEqual({
      band: 'under10m',
      late: true,
    });
    expect(
      quoteForDraft(za, southAfricaAnnualReturnsValid, undefined, '2026-11-27')?.governmentFee,
    ).toBe(governmentFees.southAfrica.annualReturnUnder10mLate.amount);
  });
});

describe('the South Africa annual return form', () => {
  it('accepts the complete application, with the beneficial-ownership filing to make', () => {
    expect(issues(za, southAfricaAnnualReturnsValid)).toEqual([]);
  });

  it('refuses a number out of CIPC format and a date of incorporation of another year than the number’s', () => {
    expect(
      issues(za, { ...southAfricaAnnualReturnsValid, registryNumber: '2019-12345-07' }),
    ).toEqual(['registryNumber: cipcNumber']);
    expect(
      issues(za, { ...southAfricaAnnualReturnsValid, incorporationDate: '2018-03-14' }),
    ).toEqual(['incorporationDate: registrationYearMismatch']);
  });

  it('refuses a year before the first anniversary and one whose window has not opened', () => {
    expect(issues(za, { ...southAfricaAnnualReturnsValid, returnYear: '2019' })).toEqual([
      'returnYear: returnBeforeFirstAnniversary',
    ]);
    expect(issues(za, { ...southAfricaAnnualReturnsValid, returnYear: '2099' })).toEqual([
      'returnYear: returnNotOpenYet',
    ]);
  });

  it('lists only owners of 5% or more [S258], at most 100% in all', () => {
    const [thabo, anna] = southAfricaAnnualReturnsValid.beneficialOwners;
    expect(
      issues(za, {
        ...southAfricaAnnualReturnsValid,
        beneficialOwners: [thabo, { ...anna, percentage: '4' }],
      }),
    ).toEqual(['beneficialOwners.1.percentage: beneficialOwnerThreshold']);
    expect(
      issues(za, {
        ...southAfricaAnnualReturnsValid,
        beneficialOwners: [thabo, { ...anna, percentage: '70' }],
      }),
    ).toEqual(['beneficialOwners: beneficialOwnersTotal']);
  });

  it('asks for the owners only when this year’s filing has not been made', () => {
    expect(
      issues(za, { ...southAfricaAnnualReturnsValid, boFiled: 'no', beneficialOwners: [] }),
    ).toEqual(['beneficialOwners: atLeastOneBeneficialOwner']);
    const filed = validateApplication(za, {
      ...southAfricaAnnualReturnsValid,
      boFiled: 'yes',
    });
    expect(filed.ok).toBe(true);
    // The owners, hidden once the filing is made, are not kept.
    expect(filed.ok && filed.data.beneficialOwners).toBeUndefined();
  });

  it('warns, without blocking, that the CIPC refuses the return without the year’s filing', () => {
    const field = za.steps[1]!.fields[0]!;
    expect('warn' in field && field.warn?.('no')).toEqual({ key: 'beneficialOwnershipMissing' });
    expect('warn' in field && field.warn?.('yes')).toBeNull();
  });

  it('takes the company’s name, number, date and the return’s year from its File it for me link', () => {
    expect(
      prefillSouthAfricaAnnualReturns(
        new URLSearchParams(
          `${LINK}&name=Thabo+Holdings+(Pty)+Ltd&number=2019/123456/07&formed=2019-03-14&year=2026`,
        ),
      ),
    ).toEqual({
      companyName: 'Thabo Holdings (Pty) Ltd',
      registryNumber: '2019/123456/07',
      incorporationDate: '2019-03-14',
      returnYear: '2026',
    });
  });
});

describe('"File it for me" on the calendar leads to the new flows', () => {
  const profile = (jurisdiction: 'ghana' | 'south-africa'): CompanyProfile => ({
    jurisdiction,
    entity: 'company',
    formed: '2019-03-14',
  });

  const company = (jurisdiction: 'ghana' | 'south-africa', registryNumber: string) => ({
    id: '6f0c1b0e-4d2a-4f4f-9a3b-7d7e2c5a9b11',
    legalName: 'Akwaaba Foods Limited',
    registryNumber,
    taxId: null,
    jurisdiction,
    entity: 'company' as const,
    incorporatedOn: '2019-03-14',
  });
  /** The link's query, as the flow's first step reads it. */
  const queryOf = (href: string) => new URLSearchParams(href.slice(href.indexOf('?') + 1));

  it('files the Ghanaian annual return through /ghana-annual-returns, prefilled', () => {
    const [first] = instancesOf(profile('ghana'), 'gh-annual-return');
    expect(first!.filer).toEqual({ kind: 'flow', flow: 'ghana-annual-returns' });
    const href = fileItHref(company('ghana', 'CS160152013'), first!, 'Annual return')!;
    expect(href).toMatch(/^\/ghana-annual-returns\?/);
    expect(prefillGhanaAnnualReturns(queryOf(href))).toEqual({
      companyName: 'Akwaaba Foods Limited',
      registryNumber: 'CS160152013',
    });
  });

  it('files the South African annual return through /south-africa-annual-returns, prefilled', () => {
    const [first] = instancesOf(profile('south-africa'), 'za-annual-return');
    expect(first!.filer).toEqual({ kind: 'flow', flow: 'south-africa-annual-returns' });
    const href = fileItHref(company('south-africa', '2019/123456/07'), first!, 'Annual return')!;
    expect(href).toMatch(/^\/south-africa-annual-returns\?/);
    expect(prefillSouthAfricaAnnualReturns(queryOf(href))).toMatchObject({
      companyName: 'Akwaaba Foods Limited',
      registryNumber: '2019/123456/07',
      incorporationDate: '2019-03-14',
      returnYear: expect.stringMatching(/^\d{4}$/),
    });
  });
});
