import { quote } from '@/lib/catalogue/quote';
import { fileItHref } from '@/lib/companies/file-it';
import type { CompanyProfile } from '@/lib/compliance/model';
import { ghanaTaxReturnDueDate } from '@/lib/compliance/rules/ghana';
import { itr14DueDate, provisionalTaxDates } from '@/lib/compliance/rules/south-africa';
import { offeringPath } from '@/lib/site/offering-paths';
import {
  ghanaTaxEstimate,
  prefillGhanaTaxFiling,
} from '@/lib/wizards/definitions/ghana/tax-filing';
import {
  prefillSouthAfricaTaxFiling,
  provisionalTaxPeriods,
  southAfricaTaxEstimate,
} from '@/lib/wizards/definitions/south-africa/tax-filing';
import { quoteForDraft } from '@/lib/wizards/pricing';
import { WIZARDS } from '@/lib/wizards/registry';
import { validateApplication, type DraftData } from '@/lib/wizards/steps';
import { ghanaTaxFilingValid, southAfricaTaxFilingValid } from '../../fixtures/applications';
import { instancesOf } from '../compliance/helpers';

const gh = WIZARDS['ghana-tax-filing'];
const za = WIZARDS['south-africa-tax-filing'];

function issues(definition: typeof gh, data: DraftData): string[] {
  const result = validateApplication(definition, data);
  return result.ok ? [] : result.issues.map((i) => `${i.path.join('.')}: ${i.key}`);
}

describe('GRA return: due four months after the basis period [S346][S347]', () => {
  it('falls due on 30 April 2021 for the year ended 31 December 2020, as the GRA announced', () => {
    expect(ghanaTaxReturnDueDate('2020-12-31')).toBe('2021-04-30');
  });

  it('counts month end to month end (30 June to 31 October, 30 September to 31 January)', () => {
    expect(ghanaTaxReturnDueDate('2025-06-30')).toBe('2025-10-31');
    expect(ghanaTaxReturnDueDate('2025-09-30')).toBe('2026-01-31');
  });
});

describe('SARS dates: ITR14 12 months after the year end [S348], IRP6 [S345]', () => {
  it('makes the ITR14 for the year ended 28 February 2026 due on 28 February 2027', () => {
    expect(itr14DueDate('2026-02-28')).toBe('2027-02-28');
    expect(itr14DueDate('2025-06-30')).toBe('2026-06-30');
    // A year ending on 29 February is due on the last day of February a year later.
    expect(itr14DueDate('2024-02-29')).toBe('2025-02-28');
  });

  it('puts a February year’s payments on 31 August and 28 February, the top-up 7 months after', () => {
    expect(provisionalTaxDates('2027-02-28')).toEqual({
      first: '2026-08-31',
      second: '2027-02-28',
      third: '2027-09-30',
    });
  });

  it('puts a December year’s payments on 30 June and 31 December, the top-up 6 months after', () => {
    expect(provisionalTaxDates('2026-12-31')).toEqual({
      first: '2026-06-30',
      second: '2026-12-31',
      third: '2027-06-30',
    });
  });

  it('gives the IRP6 of the year after the one filed', () => {
    expect(provisionalTaxPeriods('2026-02-28')).toEqual({
      yearEnd: '2027-02-28',
      first: '2026-08-31',
      second: '2027-02-28',
      third: '2027-09-30',
    });
  });
});

describe('the Ghana tax return form', () => {
  it('accepts the complete application', () => {
    expect(issues(gh, ghanaTaxFilingValid)).toEqual([]);
  });

  // The application is checked step by step: the first step's issues come alone.
  it('refuses a bad TIN and a period not ended', () => {
    expect(
      issues(gh, { ...ghanaTaxFilingValid, tin: '12345', basisPeriodEnd: '2099-12-31' }),
    ).toEqual(['tin: ghanaCompanyTin', 'basisPeriodEnd: yearNotEnded']);
  });

  it('refuses an amount not whole, a missing sector and missing bank statements', () => {
    expect(issues(gh, { ...ghanaTaxFilingValid, chargeableIncome: '12.5', sector: '' })).toEqual([
      'sector: chooseAnswer',
      'chargeableIncome: wholeAmount',
    ]);
    expect(issues(gh, { ...ghanaTaxFilingValid, bankStatements: '' })).toEqual([
      'bankStatements: fileRequired',
    ]);
  });

  it('writes the TIN and the company number as the company record does', () => {
    const result = validateApplication(gh, {
      ...ghanaTaxFilingValid,
      registryNumber: ' cs 160152013 ',
      tin: ' c0012345678 ',
    });
    expect(result.ok && [result.data.registryNumber, result.data.tin]).toEqual([
      'CS160152013',
      'C0012345678',
    ]);
  });

  it('estimates the tax at the sector’s rate, none for a holiday', () => {
    expect(ghanaTaxEstimate(ghanaTaxFilingValid)).toEqual({ tax: 100_000, rate: 25 });
    expect(ghanaTaxEstimate({ ...ghanaTaxFilingValid, sector: 'hotel' })).toEqual({
      tax: 88_000,
      rate: 22,
    });
    expect(ghanaTaxEstimate({ ...ghanaTaxFilingValid, sector: 'other' })).toBeNull();
    expect(ghanaTaxEstimate({ ...ghanaTaxFilingValid, chargeableIncome: '1,000,000' })).toEqual({
      tax: 250_000,
      rate: 25,
    });
  });

  it('prices our package from the catalogue (GH¢900 to GH¢2,400) with no GRA fee', () => {
    const q = quoteForDraft(gh, ghanaTaxFilingValid, undefined, '2026-11-28');
    expect(q).toMatchObject({ currency: 'GHS', serviceFee: 1_500_00, governmentFee: 0 });
    expect(quote('ghana', 'taxFiling', 'basic').total).toBe(900_00);
    expect(quote('ghana', 'taxFiling', 'premium').total).toBe(2_400_00);
  });
});

describe('the South African tax return form', () => {
  it('accepts the complete application', () => {
    expect(issues(za, southAfricaTaxFilingValid)).toEqual([]);
  });

  it('refuses a tax reference not of 10 digits, and a year not ended', () => {
    expect(issues(za, { ...southAfricaTaxFilingValid, taxReference: '91234' })).toEqual([
      'taxReference: sarsTaxReference',
    ]);
    expect(issues(za, { ...southAfricaTaxFilingValid, financialYearEnd: '2099-02-28' })).toEqual([
      'financialYearEnd: yearNotEnded',
    ]);
    const spaced = validateApplication(za, {
      ...southAfricaTaxFilingValid,
      taxReference: '912 345 6789',
    });
    expect(spaced.ok && spaced.data.taxReference).toBe('9123456789');
  });

  it('refuses the small business corporation rates above R20 million of turnover [S344]', () => {
    expect(issues(za, { ...southAfricaTaxFilingValid, turnover: '20000001' })).toEqual([
      'smallBusiness: sbcTurnoverLimit',
    ]);
    expect(issues(za, { ...southAfricaTaxFilingValid, turnover: '20000000' })).toEqual([]);
  });

  it('estimates at the SBC rates or at 27%', () => {
    expect(southAfricaTaxEstimate(southAfricaTaxFilingValid)).toEqual({ tax: 26_198, rate: 27 });
    expect(southAfricaTaxEstimate({ ...southAfricaTaxFilingValid, smallBusiness: 'no' })).toEqual({
      tax: 108_000,
      rate: 27,
    });
  });

  it('prices our package from the catalogue (R1,200 to R3,500) with no SARS fee', () => {
    const q = quoteForDraft(za, southAfricaTaxFilingValid, undefined, '2026-11-28');
    expect(q).toMatchObject({ currency: 'ZAR', serviceFee: 1_200_00, governmentFee: 0 });
    expect(quote('southAfrica', 'taxFiling', 'premium').total).toBe(3_500_00);
  });
});

describe('the catalogue and the calendar lead to the new flows', () => {
  it('sends tax filing in Ghana and South Africa to their wizards', () => {
    expect(offeringPath({ jurisdiction: 'ghana', service: 'taxFiling' })).toBe('/ghana-tax-filing');
    expect(offeringPath({ jurisdiction: 'southAfrica', service: 'taxFiling' })).toBe(
      '/south-africa-tax-filing',
    );
  });

  const company = (jurisdiction: 'ghana' | 'south-africa', registryNumber: string) => ({
    id: '6f0c1b0e-4d2a-4f4f-9a3b-7d7e2c5a9b11',
    legalName: 'Akwaaba Foods Limited',
    registryNumber,
    taxId: jurisdiction === 'ghana' ? 'C0012345678' : null,
    jurisdiction,
    entity: 'company' as const,
    incorporatedOn: '2019-03-14',
  });
  const queryOf = (href: string) => new URLSearchParams(href.slice(href.indexOf('?') + 1));

  it('lists a GRA return for each basis period and files it through /ghana-tax-filing', () => {
    const profile: CompanyProfile = {
      jurisdiction: 'ghana',
      entity: 'company',
      formed: '2019-03-14',
    };
    const returns = instancesOf(profile, 'gh-corporate-income-tax-return', {
      from: '2025-01-01',
      to: '2026-12-31',
    });
    expect(returns.map((r) => [r.period.end, r.dueDate])).toContainEqual([
      '2025-12-31',
      '2026-04-30',
    ]);
    const ret = returns.find((r) => r.period.end === '2025-12-31')!;
    const href = fileItHref(company('ghana', 'CS160152013'), ret, 'GRA return')!;
    expect(href).toMatch(/^\/ghana-tax-filing\?/);
    expect(prefillGhanaTaxFiling(queryOf(href))).toEqual({
      companyName: 'Akwaaba Foods Limited',
      registryNumber: 'CS160152013',
      tin: 'C0012345678',
      basisPeriodEnd: '2025-12-31',
    });
  });

  it('lists the ITR14 and IRP6 payments, each filed through /south-africa-tax-filing', () => {
    const profile: CompanyProfile = {
      jurisdiction: 'south-africa',
      entity: 'company',
      formed: '2019-03-14',
      yearEnd: '02-28',
    };
    const window = { from: '2026-01-01', to: '2027-03-31' };
    const itr14 = instancesOf(profile, 'za-itr14', window).find(
      (o) => o.period.key === '2026-02-28',
    )!;
    expect(itr14.dueDate).toBe('2027-02-28');
    const irp6 = instancesOf(profile, 'za-provisional-tax', window);
    expect(irp6.map((o) => [o.titleKey, o.dueDate])).toEqual(
      expect.arrayContaining([
        ['zaProvisionalTaxFirst', '2026-08-31'],
        ['zaProvisionalTaxSecond', '2027-02-28'],
      ]),
    );
    const za14 = fileItHref(company('south-africa', '2019/123456/07'), itr14, 'ITR14')!;
    expect(za14).toMatch(/^\/south-africa-tax-filing\?/);
    expect(prefillSouthAfricaTaxFiling(queryOf(za14))).toEqual({
      companyName: 'Akwaaba Foods Limited',
      registryNumber: '2019/123456/07',
      financialYearEnd: '2026-02-28',
    });
    // The IRP6 of the year ending 28 February 2027: the ITR14 filed is the year before's.
    const first = irp6.find((o) => o.dueDate === '2026-08-31')!;
    const href = fileItHref(company('south-africa', '2019/123456/07'), first, 'IRP6')!;
    expect(prefillSouthAfricaTaxFiling(queryOf(href))).toEqual({
      companyName: 'Akwaaba Foods Limited',
      registryNumber: '2019/123456/07',
      financialYearEnd: '2026-02-28',
      provisionalTax: 'yes',
    });
  });
});
