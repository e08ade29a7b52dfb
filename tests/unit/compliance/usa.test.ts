import { onOrNextBusinessDay } from '@/lib/catalogue/business-days';
import type { CompanyProfile } from '@/lib/compliance/model';
import { isEmancipationDayObserved } from '@/lib/compliance/rules/usa';
import { texasFranchiseTaxDueDate } from '@/lib/tax/texas-franchise-tax';
import { dueDates, instancesOf, rulesOf } from './helpers';

const deCorp: CompanyProfile = {
  jurisdiction: 'delaware',
  entity: 'corporation',
  formed: '2026-06-15',
};
const deLlc: CompanyProfile = { jurisdiction: 'delaware', entity: 'llc', formed: '2026-06-15' };
const to2029 = { from: '2026-01-01', to: '2029-12-31' };

describe('Delaware corporation: annual report and franchise tax by 1 March [S-del504]', () => {
  it('is due 1 March after each calendar year, from the year of incorporation', () => {
    expect(dueDates(deCorp, 'de-annual-report', to2029)).toEqual({
      '2026': '2027-03-01',
      '2027': '2028-03-01',
      '2028': '2029-03-01',
    });
    const [first] = instancesOf(deCorp, 'de-annual-report', to2029);
    expect(first!.period).toEqual({ key: '2026', start: '2026-06-15', end: '2026-12-31' });
  });

  it('is not moved when 1 March is a Sunday: the statute names the day', () => {
    const formed2024 = { ...deCorp, formed: '2024-05-01' };
    expect(dueDates(formed2024, 'de-annual-report')['2025']).toBe('2026-03-01');
  });

  it('costs at least the $50 report plus the $175 minimum tax, or the tax given plus $50', () => {
    const [unknown] = instancesOf(deCorp, 'de-annual-report', to2029);
    expect(unknown!.fee).toEqual({
      kind: 'formula',
      formula: 'delawareFranchiseTax',
      currency: 'USD',
      minimum: { amount: 225_00, currency: 'USD' },
      values: { reportFee: { amount: 50_00, currency: 'USD' } },
    });
    const [known] = instancesOf(
      { ...deCorp, options: { delawareFranchiseTaxCents: 400_00 } },
      'de-annual-report',
      to2029,
    );
    expect(known!.fee).toEqual({
      kind: 'amount',
      money: { amount: 450_00, currency: 'USD' },
      confidence: 'official',
      computed: true,
    });
    expect(known!.penalty).toEqual({
      key: 'deAnnualReportLate',
      values: { penalty: { amount: 200_00, currency: 'USD' } },
    });
    expect(known!.filer).toEqual({ kind: 'flow', flow: 'delaware-annual-report' });
  });

  it('adds the 40/20/20 % estimates when the tax is $5,000 or more, from the year after incorporation', () => {
    const profile = { ...deCorp, options: { delawareFranchiseTaxCents: 10_000_00 } };
    const estimates = instancesOf(profile, 'de-franchise-tax-estimate', to2029);
    expect(
      estimates
        .filter((e) => e.period.key.startsWith('2027'))
        .map((e) => [e.dueDate, e.fee.kind === 'amount' ? e.fee.money.amount : null]),
    ).toEqual([
      ['2027-06-01', 4_000_00],
      ['2027-09-01', 2_000_00],
      ['2027-12-01', 2_000_00],
    ]);
    // None in 2026, the year of incorporation: estimates rest on a year already reported.
    expect(estimates.some((e) => e.period.key.startsWith('2026'))).toBe(false);
    // The rest is paid with the report on 1 March: the report says so.
    expect(instancesOf(profile, 'de-annual-report', to2029)[0]!.noteKey).toBe(
      'deBalanceAfterEstimates',
    );
  });

  it('has no estimates below $5,000, and has them at exactly $5,000', () => {
    const below = { ...deCorp, options: { delawareFranchiseTaxCents: 4_999_99 } };
    expect(instancesOf(below, 'de-franchise-tax-estimate', to2029)).toEqual([]);
    expect(instancesOf(below, 'de-annual-report', to2029)[0]!.noteKey).toBeUndefined();
    const at = { ...deCorp, options: { delawareFranchiseTaxCents: 5_000_00 } };
    expect(instancesOf(at, 'de-franchise-tax-estimate', to2029)[0]).toMatchObject({
      dueDate: '2027-06-01',
      fee: { kind: 'amount', money: { amount: 2_000_00 } },
    });
  });

  it('adds the Delaware income tax return (Form 1100) only for a corporation doing business there', () => {
    expect(rulesOf(deCorp, to2029)).not.toContain('de-income-tax-return');
    const doing = { ...deCorp, options: { delawareIncomeTax: true } };
    expect(dueDates(doing, 'de-income-tax-return', to2029)).toMatchObject({
      '2026-12-31': '2027-04-15',
      '2027-12-31': '2028-04-15',
    });
  });
});

describe('Delaware LLC: $300 annual tax by 1 June [S16][S13]', () => {
  it('is due 1 June after each year, from the year of formation', () => {
    expect(dueDates(deLlc, 'de-llc-tax', to2029)).toEqual({
      '2026': '2027-06-01',
      '2027': '2028-06-01',
      '2028': '2029-06-01',
    });
    const [first] = instancesOf(deLlc, 'de-llc-tax', to2029);
    expect(first!.fee).toEqual({
      kind: 'amount',
      money: { amount: 300_00, currency: 'USD' },
      confidence: 'secondary',
      computed: false,
    });
    expect(first!.filer).toEqual({ kind: 'flow', flow: 'delaware-llc-tax' });
  });

  it('files nothing federal for a US-owned single-member LLC (a disregarded entity)', () => {
    expect(rulesOf(deLlc, to2029)).toEqual(['de-llc-tax']);
  });
});

describe('Wyoming: annual report on the first day of the anniversary month [S20]', () => {
  const wy: CompanyProfile = { jurisdiction: 'wyoming', entity: 'llc', formed: '2025-06-15' };

  it('is due 1 June for a company formed on 15 June, from the year after formation', () => {
    expect(dueDates(wy, 'wy-annual-report', { from: '2025-01-01', to: '2028-12-31' })).toEqual({
      '2026': '2026-06-01',
      '2027': '2027-06-01',
      '2028': '2028-06-01',
    });
  });

  it('keeps the first of the month for a 29 February formation and on a holiday', () => {
    expect(dueDates({ ...wy, formed: '2024-02-29' }, 'wy-annual-report', to2029)['2026']).toBe(
      '2026-02-01',
    );
    // 1 January 2027 is New Year's Day: "on or before the first day", not moved.
    expect(
      dueDates({ ...wy, entity: 'corporation', formed: '2025-01-31' }, 'wy-annual-report')['2027'],
    ).toBe('2027-01-01');
  });

  it('costs max($60, 0.0002 × Wyoming assets), by mail above $500', () => {
    expect(instancesOf(wy, 'wy-annual-report', to2029)[0]!.fee).toEqual({
      kind: 'formula',
      formula: 'wyomingLicenseTax',
      currency: 'USD',
      minimum: { amount: 60_00, currency: 'USD' },
    });
    const [half] = instancesOf(
      { ...wy, options: { wyomingAssetsCents: 500_000_00 } },
      'wy-annual-report',
      to2029,
    );
    expect(half!.fee).toMatchObject({ kind: 'amount', money: { amount: 100_00 } });
    expect(half!.noteKey).toBeUndefined();
    const [large] = instancesOf(
      { ...wy, options: { wyomingAssetsCents: 3_000_000_00 } },
      'wy-annual-report',
      to2029,
    );
    expect(large!.fee).toMatchObject({ kind: 'amount', money: { amount: 600_00 } });
    expect(large!.noteKey).toBe('wyFileByMail');
  });
});

describe('Texas: franchise tax or information report on 15 May, next business day [S-regfollower]', () => {
  const tx: CompanyProfile = { jurisdiction: 'texas', entity: 'corporation', formed: '2025-06-15' };

  it('is due 15 May from the year after formation, Monday when 15 May is a weekend', () => {
    const dates = dueDates(tx, 'tx-franchise-report', { from: '2025-01-01', to: '2033-12-31' });
    expect(dates['2025']).toBeUndefined();
    expect(dates['2026']).toBe('2026-05-15'); // Friday
    expect(dates['2027']).toBe('2027-05-17'); // Saturday → Monday
    expect(dates['2033']).toBe('2033-05-16'); // Sunday → Monday
    const moved = instancesOf(tx, 'tx-franchise-report').find((o) => o.period.key === '2027');
    expect(moved!.nominalDueDate).toBe('2027-05-15');
    const kept = instancesOf(tx, 'tx-franchise-report').find((o) => o.period.key === '2026');
    expect(kept!.nominalDueDate).toBeUndefined();
  });

  it('agrees with the Texas calendar of date-holidays every year to 2060', () => {
    for (let year = 2024; year <= 2060; year += 1)
      expect([year, texasFranchiseTaxDueDate(year)]).toEqual([
        year,
        onOrNextBusinessDay(`${year}-05-15`, 'US', 'TX'),
      ]);
  });

  it('names the report by the threshold when it is known', () => {
    const title = (above?: boolean) =>
      instancesOf({ ...tx, options: { texasAboveThreshold: above } }, 'tx-franchise-report')[0]!
        .titleKey;
    expect(title(undefined)).toBe('txFranchiseOrInformationReport');
    expect(title(true)).toBe('txFranchiseReport');
    expect(title(false)).toBe('txInformationReport');
    const [below] = instancesOf(
      { ...tx, options: { texasAboveThreshold: false } },
      'tx-franchise-report',
    );
    expect(below!.fee).toMatchObject({ kind: 'amount', money: { amount: 0, currency: 'USD' } });
    expect(instancesOf(tx, 'tx-franchise-report')[0]!.penalty.values).toEqual({
      penalty: { amount: 50_00, currency: 'USD' },
    });
  });
});

describe('IRS returns: the 15th day of the 4th (or 3rd) month, moved by IRC §7503 [S220]', () => {
  const foreignLlc: CompanyProfile = { ...deLlc, formed: '2015-01-10', foreignOwned: true };

  it('files Form 5472 with a pro forma 1120 for a foreign-owned single-member LLC, on 15 April', () => {
    const dates = dueDates(foreignLlc, 'us-form-5472');
    expect(dates['2026-12-31']).toBe('2027-04-15');
    const [first] = instancesOf(foreignLlc, 'us-form-5472');
    expect(first!.titleKey).toBe('usForm5472ProForma');
    expect(first!.penalty.values).toEqual({ penalty: { amount: 25_000_00, currency: 'USD' } });
    expect(first!.filer).toEqual({ kind: 'flow', flow: 'usa-tax-filing' });
    expect(first!.period).toEqual({ key: '2015-12-31', start: '2015-01-10', end: '2015-12-31' });
  });

  it('moves 15 April past DC’s Emancipation Day as the IRS did: 18 April in 2016, 2017, 2022 and 2023', () => {
    const dates = dueDates(foreignLlc, 'us-form-5472');
    // 2016: Friday 15, Emancipation Day observed that Friday [S221].
    expect(dates['2015-12-31']).toBe('2016-04-18');
    // 2017 and 2023: 15 on a Saturday, the 16th a Sunday observed on Monday 17.
    expect(dates['2016-12-31']).toBe('2017-04-18');
    expect(dates['2022-12-31']).toBe('2023-04-18');
    // 2022: the 16th a Saturday, observed on Friday 15.
    expect(dates['2021-12-31']).toBe('2022-04-18');
    // 2028: Saturday 15, Sunday 16 observed on Monday 17.
    expect(dates['2027-12-31']).toBe('2028-04-18');
    // 2029: Sunday 15, Monday 16 is the day itself.
    expect(dates['2028-12-31']).toBe('2029-04-17');
    expect(isEmancipationDayObserved('2026-04-16')).toBe(true);
    expect(isEmancipationDayObserved('2016-04-15')).toBe(true);
    expect(isEmancipationDayObserved('2016-04-16')).toBe(false);
  });

  it('files no 5472 for a US-owned LLC or a foreign-owned partnership', () => {
    expect(rulesOf({ ...deLlc, formed: '2015-01-10' })).not.toContain('us-form-5472');
    const partnership = { ...foreignLlc, options: { llcMembers: 3 } };
    expect(rulesOf(partnership)).toEqual(['de-llc-tax', 'us-form-1065']);
  });

  it('files Form 1065 on the 15th day of the 3rd month for a multi-member LLC: 16 March 2026, the 15th a Sunday', () => {
    const tx: CompanyProfile = {
      jurisdiction: 'texas',
      entity: 'llc',
      formed: '2025-06-15',
      options: { llcMembers: 2 },
    };
    const [first, second] = instancesOf(tx, 'us-form-1065');
    expect(first).toMatchObject({ dueDate: '2026-03-16', nominalDueDate: '2026-03-15' });
    expect(second!.dueDate).toBe('2027-03-15');
  });

  it('files Form 1120 for a corporation and for an LLC taxed as one, with the 5472 when foreign-owned', () => {
    expect(dueDates(deCorp, 'us-form-1120', to2029)).toEqual({
      '2026-12-31': '2027-04-15',
      '2027-12-31': '2028-04-18',
      '2028-12-31': '2029-04-17',
    });
    const electing = {
      ...deLlc,
      foreignOwned: true,
      options: { llcTaxClassification: 'corporation' as const },
    };
    expect(rulesOf(electing, to2029)).toEqual(['de-llc-tax', 'us-form-1120', 'us-form-5472']);
    expect(instancesOf(electing, 'us-form-5472', to2029)[0]!.titleKey).toBe('usForm5472With1120');
  });

  it('files a June year end in the 3rd month for years begun before 2026, the 4th after, as an estimate', () => {
    const june: CompanyProfile = {
      jurisdiction: 'wyoming',
      entity: 'corporation',
      formed: '2025-06-15',
      yearEnd: '06-30',
    };
    const returns = instancesOf(june, 'us-form-1120', { from: '2025-01-01', to: '2027-12-31' });
    expect(returns.map((r) => [r.period.start, r.period.end, r.dueDate, r.estimate])).toEqual([
      ['2025-06-15', '2025-06-30', '2025-09-15', true],
      ['2025-07-01', '2026-06-30', '2026-09-15', true],
      ['2026-07-01', '2027-06-30', '2027-10-15', true],
    ]);
    // Another year end is not an estimate.
    expect(instancesOf(deCorp, 'us-form-1120', to2029)[0]!.estimate).toBe(false);
  });

  it('schedules estimated tax on the 15th of months 4, 6, 9 and 12, and a short first year’s own', () => {
    const profile = { ...deCorp, options: { usFederalEstimates: true } };
    const dates = instancesOf(profile, 'us-estimated-tax', to2029).map((e) => e.dueDate);
    // 15 June – 31 December 2026: its 4th and 6th months and its last (15 November is a Sunday).
    expect(dates.filter((d) => d < '2027-01-01')).toEqual([
      '2026-09-15',
      '2026-11-16',
      '2026-12-15',
    ]);
    expect(dates.filter((d) => d.startsWith('2027'))).toEqual([
      '2027-04-15',
      '2027-06-15',
      '2027-09-15',
      '2027-12-15',
    ]);
    // A first year shorter than four months has none.
    const late = { ...profile, formed: '2026-10-05' };
    expect(
      instancesOf(late, 'us-estimated-tax', to2029).filter((e) => e.dueDate < '2027-01-01'),
    ).toEqual([]);
    expect(rulesOf(deCorp, to2029)).not.toContain('us-estimated-tax');
  });
});
