import type { CompanyProfile } from '@/lib/compliance/model';
import {
  accountingReferencePeriods,
  corporationTaxPeriods,
  reviewPeriodEnds,
  ukAccountingReferenceDate,
} from '@/lib/compliance/rules/uk';
import { dueDates, instancesOf } from './helpers';

const uk = (formed: string, yearEnd?: string): CompanyProfile => ({
  jurisdiction: 'uk',
  entity: 'company',
  formed,
  ...(yearEnd ? { yearEnd } : {}),
});
const window = { from: '2020-01-01', to: '2030-12-31' };

describe('UK confirmation statement: 14 days after each 12-month review period [S193][S194]', () => {
  it('ends the first review period the day before the anniversary, and files 14 days later', () => {
    const dates = dueDates(uk('2026-03-10'), 'uk-confirmation-statement', window);
    expect(dates['2027-03-09']).toBe('2027-03-23');
    expect(dates['2028-03-09']).toBe('2028-03-23');
    expect(Object.keys(dates)[0]).toBe('2027-03-09');
  });

  it('chains the review periods from 29 February: 28 February, then 29 February in leap years', () => {
    expect(reviewPeriodEnds('2024-02-29', '2028-12-31')).toEqual([
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
      '2029-02-28',
    ]);
    expect(dueDates(uk('2024-02-29'), 'uk-confirmation-statement', window)['2025-02-28']).toBe(
      '2025-03-14',
    );
    // 1 March 2023: the first period ends on 29 February 2024.
    expect(reviewPeriodEnds('2023-03-01', '2024-12-31')).toEqual(['2024-02-29', '2025-02-28']);
  });

  it('is not moved for a weekend: 23 March 2030 is a Saturday', () => {
    expect(dueDates(uk('2026-03-10'), 'uk-confirmation-statement', window)['2030-03-09']).toBe(
      '2030-03-23',
    );
  });

  it('costs the £50 fee and is filed through the confirmation statement order', () => {
    const [first] = instancesOf(uk('2026-03-10'), 'uk-confirmation-statement', window);
    expect(first!.fee).toEqual({
      kind: 'amount',
      money: { amount: 50_00, currency: 'GBP' },
      confidence: 'secondary',
      computed: false,
    });
    expect(first!.filer).toEqual({ kind: 'flow', flow: 'uk-confirmation-statement' });
  });
});

describe('UK accounts: 21 months after incorporation, then 9 months after the reference date [S195][S196][S197]', () => {
  it('uses the last day of the anniversary month as the reference date', () => {
    expect(ukAccountingReferenceDate('2026-03-10', null)).toBe('03-31');
    expect(ukAccountingReferenceDate('2026-04-01', null)).toBe('04-30');
    expect(ukAccountingReferenceDate('2024-02-29', null)).toBe('02-28');
    expect(ukAccountingReferenceDate('2026-03-10', '12-31')).toBe('12-31');
    expect(accountingReferencePeriods('2026-03-10', '03-31', '2028-12-31')).toEqual([
      { start: '2026-03-10', end: '2027-03-31' },
      { start: '2027-04-01', end: '2028-03-31' },
      { start: '2028-04-01', end: '2029-03-31' },
    ]);
  });

  it('files the first accounts 21 months after incorporation, the later ones 9 months after the period', () => {
    expect(dueDates(uk('2026-03-10'), 'uk-annual-accounts', window)).toMatchObject({
      '2027-03-31': '2027-12-10',
      '2028-03-31': '2028-12-31',
      '2029-03-31': '2029-12-31',
    });
  });

  it('ends "9 months from" a month’s last day on the last day: incorporated 30 April, first accounts by 31 January', () => {
    // The first anniversary, 30 April 2027, is April's last day: 9 months later is 31 January (s.443).
    expect(dueDates(uk('2026-04-30'), 'uk-annual-accounts', window)['2027-04-30']).toBe(
      '2028-01-31',
    );
    // Reference date 30 June: 31 March, not 30 March.
    expect(dueDates(uk('2026-06-05'), 'uk-annual-accounts', window)['2028-06-30']).toBe(
      '2029-03-31',
    );
  });

  it('handles a 29 February incorporation: reference date the last day of February', () => {
    expect(dueDates(uk('2024-02-29'), 'uk-annual-accounts', window)).toMatchObject({
      '2025-02-28': '2025-11-30',
      '2026-02-28': '2026-11-30',
      '2028-02-29': '2028-11-30',
    });
  });

  it('with a shorter first period of 12 months or less, files 9 months after it', () => {
    // Reference date 31 December: the first period (10 March – 31 December 2026) is over 6 months.
    expect(dueDates(uk('2026-03-10', '12-31'), 'uk-annual-accounts', window)).toMatchObject({
      '2026-12-31': '2027-09-30',
      '2027-12-31': '2028-09-30',
    });
  });

  it('skips a reference date less than six months after incorporation, then takes the later of the two limits', () => {
    // Incorporated 10 August 2026 with 31 December: 31 December 2026 is under six months away, so
    // the first period runs to 31 December 2027 (over 12 months): later of 9 months from the first
    // anniversary (10 May 2028) and 3 months after the period (31 March 2028).
    const dates = dueDates(uk('2026-08-10', '12-31'), 'uk-annual-accounts', window);
    expect(Object.keys(dates)[0]).toBe('2027-12-31');
    expect(dates['2027-12-31']).toBe('2028-05-10');
  });

  it('carries the late-filing penalty bands', () => {
    const [first] = instancesOf(uk('2026-03-10'), 'uk-annual-accounts', window);
    expect(first!.penalty).toEqual({
      key: 'ukAccountsLate',
      values: {
        month: { amount: 150_00, currency: 'GBP' },
        threeMonths: { amount: 375_00, currency: 'GBP' },
        sixMonths: { amount: 750_00, currency: 'GBP' },
        later: { amount: 1_500_00, currency: 'GBP' },
      },
    });
  });
});

describe('UK corporation tax: pay 9 months and 1 day after, return 12 months after [S200][S202]', () => {
  it('splits a first period of accounts longer than 12 months into two tax periods', () => {
    // HMRC's own pattern [S201]: incorporated 10 August 2016 → 9 August 2017, then to 31 August 2017.
    expect(corporationTaxPeriods({ start: '2016-08-10', end: '2017-08-31' })).toEqual([
      { start: '2016-08-10', end: '2017-08-09' },
      { start: '2017-08-10', end: '2017-08-31' },
    ]);
    expect(corporationTaxPeriods({ start: '2027-04-01', end: '2028-03-31' })).toEqual([
      { start: '2027-04-01', end: '2028-03-31' },
    ]);
  });

  it('pays 9 months and 1 day after each tax period: 31 March → 1 January', () => {
    expect(dueDates(uk('2026-03-10'), 'uk-corporation-tax-payment', window)).toMatchObject({
      '2027-03-09': '2027-12-10',
      '2027-03-31': '2028-01-01',
      '2028-03-31': '2029-01-01',
    });
    // A 31 December year end pays on 1 October.
    expect(
      dueDates(uk('2026-03-10', '12-31'), 'uk-corporation-tax-payment', window)['2027-12-31'],
    ).toBe('2028-10-01');
  });

  it('files each tax period’s return 12 months after the period of accounts ends', () => {
    expect(dueDates(uk('2026-03-10'), 'uk-corporation-tax-return', window)).toMatchObject({
      '2027-03-09': '2028-03-31',
      '2027-03-31': '2028-03-31',
      '2028-03-31': '2029-03-31',
    });
    const [first] = instancesOf(uk('2026-03-10'), 'uk-corporation-tax-return', window);
    expect(first!.noteKey).toBe('ukCorporationTaxPeriods');
    expect(first!.penalty.values).toEqual({ penalty: { amount: 100_00, currency: 'GBP' } });
  });
});
