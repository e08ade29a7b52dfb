import { FIXED_SERVICE_FEES, SERVICE_FEES } from '@/lib/catalogue/catalogue';
import {
  CAC_SCHEDULE_2025,
  governmentFees,
  governmentRates,
  NIGERIA_LATE_PENALTY_RULES,
} from '@/lib/catalogue/government-fees';
import {
  firstFilingYear,
  lagosToday,
  nigeriaAnnualReturns,
  type AnnualReturnsInput,
} from '@/lib/catalogue/nigeria-annual-returns';
import { packages } from '@/lib/catalogue/packages';
import { quote } from '@/lib/catalogue/quote';
import { nigeriaShareCapitalFees } from '@/lib/catalogue/share-capital';

const NAIRA = 100;
const TODAY = '2026-11-27';

function returns(input: Partial<AnnualReturnsInput>) {
  return nigeriaAnnualReturns({
    entity: 'company',
    turnoverBand: 'upTo25m',
    registrationDate: '2019-05-14',
    years: 1,
    today: TODAY,
    ...input,
  });
}

function annualQuote(input: Partial<AnnualReturnsInput>) {
  return quote('nigeria', 'annualReturns', 'standard', {
    annualReturns: {
      entity: 'company',
      turnoverBand: 'upTo25m',
      registrationDate: '2019-05-14',
      years: 1,
      today: TODAY,
      ...input,
    },
  });
}

describe('Nigerian annual returns: years to file', () => {
  it('files the latest years up to this one, oldest first', () => {
    const result = returns({ years: 3 });
    expect(result.ok && result.years.map((y) => y.year)).toEqual([2024, 2025, 2026]);
  });

  it("dates a company's first return 18 months after incorporation, then 30 June", () => {
    // Incorporated 14 May 2019: first return due 14 Nov 2020 (CAMA s.421 [S96]).
    expect(firstFilingYear('company', '2019-05-14')).toBe(2020);
    const result = returns({ years: 7 });
    expect(result.ok && result.years.slice(0, 2).map((y) => [y.year, y.dueDate])).toEqual([
      [2020, '2020-11-14'],
      [2021, '2021-06-30'],
    ]);
    // Incorporated 31 Jan 2025: due 31 Jul 2026, after 30 June. 31 Dec 2024 + 18 months: 30 Jun 2026 (no 31 June).
    expect(returns({ registrationDate: '2025-01-31' })).toMatchObject({
      ok: true,
      years: [{ year: 2026, dueDate: '2026-07-31', daysLate: 119 }],
    });
    expect(returns({ registrationDate: '2024-12-31' })).toMatchObject({
      ok: true,
      years: [{ year: 2026, dueDate: '2026-06-30' }],
    });
  });

  it('starts a business name and trustees the year after registration (s.822 [S93])', () => {
    expect(firstFilingYear('businessName', '2023-03-01')).toBe(2024);
    expect(firstFilingYear('trustees', '2023-03-01')).toBe(2024);
    const trustees = returns({ entity: 'trustees', registrationDate: '2023-03-01', years: 3 });
    expect(trustees.ok && trustees.years.map((y) => [y.year, y.dueDate])).toEqual([
      [2024, '2024-12-31'],
      [2025, '2025-12-31'],
      [2026, '2026-12-31'],
    ]);
  });

  it('refuses more years than the entity has had returns, and says how many there are', () => {
    // Business name registered in 2023: returns for 2024, 2025 and 2026 only.
    expect(returns({ entity: 'businessName', registrationDate: '2023-03-01', years: 3 }).ok).toBe(
      true,
    );
    expect(returns({ entity: 'businessName', registrationDate: '2023-03-01', years: 4 })).toEqual({
      ok: false,
      error: { code: 'beforeRegistration', firstYear: 2024, max: 3 },
    });
  });

  it('refuses a registration date in the future and a company whose first return is not due yet', () => {
    expect(returns({ registrationDate: '2026-11-28' })).toEqual({
      ok: false,
      error: { code: 'registrationInFuture' },
    });
    // Incorporated 1 Feb 2026: first return due 1 Aug 2027.
    expect(returns({ registrationDate: '2026-02-01' })).toEqual({
      ok: false,
      error: { code: 'nothingDueYet', firstYear: 2027 },
    });
  });

  it('refuses a count outside 1 to 10 and dates that do not exist', () => {
    for (const years of [0, 11, 2.5, Number.NaN])
      expect(returns({ years })).toEqual({ ok: false, error: { code: 'invalidInput' } });
    expect(returns({ registrationDate: '2019-02-30' }).ok).toBe(false);
  });
});

describe('Nigerian annual returns: fees by band and entity', () => {
  it.each([
    ['upTo25m', 5_000],
    ['upTo100m', 5_000],
    ['upTo500m', 100_000],
    ['upTo1bn', 150_000],
    ['over1bn', 200_000],
  ] as const)('a company with turnover %s pays ₦%d a year [S81]', (turnoverBand, naira) => {
    // Filed in March, before this year's 30 June deadline: no penalty.
    const result = returns({ turnoverBand, today: '2026-03-02' });
    expect(result.ok && result.years).toEqual([
      expect.objectContaining({ year: 2026, fee: naira * NAIRA, penalty: 0, daysLate: 0 }),
    ]);
  });

  it('charges a business name and trustees ₦5,000 a year', () => {
    for (const entity of ['businessName', 'trustees'] as const) {
      const result = returns({
        entity,
        registrationDate: '2020-01-10',
        years: 1,
        today: '2026-03-02',
      });
      expect(result.ok && result.years[0]!.fee).toBe(5_000 * NAIRA);
    }
  });
});

describe('Nigerian annual returns: late-filing penalties', () => {
  it('charges a small company ₦250 for each day after 30 June [S94]', () => {
    // 1 July to 27 November 2026: 150 days.
    const result = returns({ years: 1 });
    expect(result.ok && result.years[0]).toMatchObject({
      daysLate: 150,
      penalty: 150 * 250 * NAIRA,
    });
  });

  it('charges a larger company the higher daily rate', () => {
    const result = returns({ turnoverBand: 'upTo500m' });
    expect(result.ok && result.years[0]).toMatchObject({
      fee: 100_000 * NAIRA,
      penalty: 150 * 500 * NAIRA,
    });
  });

  it('is not late on the due date and is one day late the day after', () => {
    expect(returns({ today: '2026-06-30' })).toMatchObject({
      years: [{ daysLate: 0, penalty: 0 }],
    });
    expect(returns({ today: '2026-07-01' })).toMatchObject({
      years: [{ daysLate: 1, penalty: 250 * NAIRA }],
    });
  });

  it('counts daily penalties only from the date CAC began them', () => {
    expect(NIGERIA_LATE_PENALTY_RULES.dailyFrom).toBe('2024-04-01');
    // The 2021 return was due 30 June 2021: days count from 1 April 2024 to 27 November 2026 = 971.
    const result = returns({ years: 6 });
    expect(result.ok && result.years[0]).toMatchObject({ year: 2021, penalty: 971 * 250 * NAIRA });
    expect(result.ok && result.years[0]!.daysLate).toBe(1976);
  });

  it('charges a business name ₦5,000 and trustees ₦5,000 for each late year, however late', () => {
    const bn = returns({ entity: 'businessName', registrationDate: '2020-01-10', years: 3 });
    expect(bn.ok && bn.years.map((y) => y.penalty)).toEqual([
      5_000 * NAIRA,
      5_000 * NAIRA,
      5_000 * NAIRA,
    ]);
    // Trustees file by 31 December: this year's return is not late in November.
    const it = returns({ entity: 'trustees', registrationDate: '2020-01-10', years: 3 });
    expect(it.ok && it.years.map((y) => y.penalty)).toEqual([5_000 * NAIRA, 5_000 * NAIRA, 0]);
  });
});

describe('Nigerian annual returns: the quote', () => {
  it('differs for 1, 5 and 10 years', () => {
    const totals = [1, 5, 10].map(
      (years) => annualQuote({ years, registrationDate: '2012-02-01' }).total,
    );
    expect(new Set(totals).size).toBe(3);
    expect(totals[0]!).toBeLessThan(totals[1]!);
    expect(totals[1]!).toBeLessThan(totals[2]!);
  });

  it('lists each year and its penalty, and adds our fee for each year beyond the first', () => {
    const q = annualQuote({ years: 2 });
    expect(q.governmentFeeLines.map((l) => [l.label, l.values, l.amount])).toEqual([
      ['annualReturnYear', { year: 2025 }, 5_000 * NAIRA],
      ['latePenaltyYear', { year: 2025, days: 515 }, 515 * 250 * NAIRA],
      ['annualReturnYear', { year: 2026 }, 5_000 * NAIRA],
      ['latePenaltyYear', { year: 2026, days: 150 }, 150 * 250 * NAIRA],
    ]);
    expect(q.serviceFeeLines).toEqual([
      { label: 'package', amount: SERVICE_FEES.nigeria.annualReturns[1] * NAIRA },
      {
        label: 'additionalYears',
        amount: FIXED_SERVICE_FEES.annualReturnAdditionalYear * NAIRA,
        values: { count: 1 },
      },
    ]);
    expect(q.total).toBe(q.serviceFee + q.governmentFee);
  });

  it('follows the entity type', () => {
    const company = annualQuote({ turnoverBand: 'over1bn', today: '2026-03-02' });
    const businessName = annualQuote({
      entity: 'businessName',
      turnoverBand: undefined,
      today: '2026-03-02',
    });
    expect(company.governmentFee).toBe(200_000 * NAIRA);
    expect(businessName.governmentFee).toBe(5_000 * NAIRA);
  });

  it('cannot be priced for years before the first return', () => {
    expect(() => annualQuote({ registrationDate: '2025-06-01', years: 3 })).toThrow(RangeError);
  });

  it('quotes one company return at the lowest band without answers (catalogue pages)', () => {
    expect(
      quote('nigeria', 'annualReturns', 'basic').governmentFeeLines.map((l) => [l.label, l.amount]),
    ).toEqual([['annualReturn', 5_000 * NAIRA]]);
  });

  it('takes today in Lagos (UTC+1): 23:30 UTC on 31 Dec is already 1 January', () => {
    expect(lagosToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(lagosToday(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
  });
});

describe('South African company: MOI and extras', () => {
  it('charges R175 at the CIPC with the standard MOI and R475 with a customised one (Table CR 2B)', () => {
    const standard = quote('southAfrica', 'company', 'basic', { moi: 'standard' });
    const customised = quote('southAfrica', 'company', 'basic', { moi: 'customised' });
    expect(standard.governmentFee).toBe(175 * 100);
    expect(customised.governmentFee).toBe(475 * 100);
    expect(customised.governmentFeeLines.map((l) => l.label)).toEqual([
      'nameReservation',
      'companyCustomisedMoi',
    ]);
    expect(quote('southAfrica', 'company', 'basic').governmentFee).toBe(175 * 100);
  });

  it('adds the B-BBEE affidavit and the SARS registration to the total, each shown', () => {
    const bare = quote('southAfrica', 'company', 'standard');
    const both = quote('southAfrica', 'company', 'standard', {
      bbbeeAffidavit: true,
      taxRegistration: true,
    });
    expect(both.serviceFeeLines).toEqual([
      { label: 'package', amount: 2_800 * 100 },
      { label: 'bbbeeAffidavit', amount: FIXED_SERVICE_FEES.bbbeeAffidavit * 100 },
      { label: 'taxRegistration', amount: FIXED_SERVICE_FEES.taxRegistration * 100 },
    ]);
    expect(both.total - bare.total).toBe(
      (FIXED_SERVICE_FEES.bbbeeAffidavit + FIXED_SERVICE_FEES.taxRegistration) * 100,
    );
    expect(
      quote('southAfrica', 'company', 'standard', { bbbeeAffidavit: true }).total - bare.total,
    ).toBe(FIXED_SERVICE_FEES.bbbeeAffidavit * 100);
  });
});

describe('CAC fee schedule and stamp duty', () => {
  it('dates the 2025 schedule to its deferred start, 1 October 2025, and keeps the base configurable', () => {
    expect(CAC_SCHEDULE_2025).toEqual({ gazetted: '2025-05-29', inForce: '2025-10-01' });
    expect(governmentFees.nigeria.companyFilingFirstMillion).toMatchObject({
      amount: 10_000 * NAIRA,
      asOf: '2025-10-01',
    });
    expect(governmentFees.nigeria.businessNameRegistration.asOf).toBe('2025-10-01');
  });

  it('keeps 0.75% stamp duty on share capital, unconfirmed under the Nigeria Tax Act from 2026', () => {
    expect(governmentRates.nigeria.shareCapitalStampDuty).toMatchObject({
      basisPoints: 75,
      confidence: 'unconfirmed',
      asOf: '2026-01-01',
    });
    const fees = nigeriaShareCapitalFees(1_000_000);
    expect(fees.ok && fees.fees.stampDuty).toBe(7_500 * NAIRA);
  });
});

describe('non-profit turnaround', () => {
  it('never promises less than the 28-day objection period (20 business days) in any package', () => {
    for (const pkg of ['basic', 'standard', 'premium'] as const) {
      const { turnaround } = quote('nigeria', 'nonProfit', pkg);
      expect(turnaround.unit).toBe('businessDays');
      expect(turnaround.min).toBeGreaterThan(20);
    }
    // Other services keep the package's own turnaround.
    expect(quote('nigeria', 'businessName', 'standard').turnaround).toEqual(
      packages.standard.turnaround,
    );
  });
});
