import { nigeriaAnnualReturns } from '@/lib/catalogue/nigeria-annual-returns';
import type { CompanyProfile, ComplianceEntity } from '@/lib/compliance/model';
import { dueDates, instancesOf, obligations } from './helpers';

const ng = (entity: ComplianceEntity, formed: string): CompanyProfile => ({
  jurisdiction: 'nigeria',
  entity,
  formed,
});
const window = { from: '2024-01-01', to: '2030-12-31' };

describe('Nigeria: CAC annual returns as the annual-returns flow computes them [S96][S93][S189]', () => {
  it('dates a company’s first return 18 months after incorporation, then 30 June', () => {
    expect(dueDates(ng('company', '2026-03-01'), 'ng-company-annual-return', window)).toMatchObject(
      {
        '2027': '2027-09-01',
        '2028': '2028-06-30',
      },
    );
    // 18 months falling before 30 June: the first return is due 30 June of that year.
    expect(dueDates(ng('company', '2026-11-01'), 'ng-company-annual-return', window)).toMatchObject(
      {
        '2028': '2028-06-30',
      },
    );
    // 31 August + 18 months = 28 February of a common year.
    expect(dueDates(ng('company', '2025-08-31'), 'ng-company-annual-return', window)['2027']).toBe(
      '2027-06-30',
    );
  });

  it('uses the very due dates of the annual-returns order flow for every entity', () => {
    const cases: [ComplianceEntity, 'company' | 'businessName' | 'trustees', string][] = [
      ['company', 'company', '2020-08-31'],
      ['business-name', 'businessName', '2020-02-29'],
      ['trustees', 'trustees', '2021-12-31'],
    ];
    for (const [entity, flowEntity, formed] of cases) {
      const flow = nigeriaAnnualReturns({
        entity: flowEntity,
        registrationDate: formed,
        years: 5,
        today: '2026-12-31',
      });
      if (!flow.ok) throw new Error(JSON.stringify(flow.error));
      const rule = obligations(ng(entity, formed), { from: '2020-01-01', to: '2026-12-31' });
      for (const year of flow.years)
        expect([
          entity,
          year.year,
          rule.find((r) => r.period.key === String(year.year))?.dueDate,
        ]).toEqual([entity, year.year, year.dueDate]);
    }
  });

  it('files a business name by 30 June every year except the year of registration', () => {
    const dates = dueDates(
      ng('business-name', '2026-05-05'),
      'ng-business-name-annual-return',
      window,
    );
    expect(dates['2026']).toBeUndefined();
    expect(dates['2027']).toBe('2027-06-30');
  });

  it('gives trustees a window from 30 June to 31 December', () => {
    const [first] = instancesOf(ng('trustees', '2026-03-01'), 'ng-trustees-annual-return', window);
    expect(first).toMatchObject({ windowStart: '2027-06-30', dueDate: '2027-12-31' });
  });

  it('prices a company’s return by turnover band, and its daily penalty by size', () => {
    const [unknown] = instancesOf(ng('company', '2026-03-01'), 'ng-company-annual-return', window);
    expect(unknown!.fee).toMatchObject({ kind: 'formula', formula: 'nigeriaTurnoverBand' });
    expect(
      unknown!.fee.kind === 'formula' && unknown!.fee.bands?.map((b) => b.onTime.amount),
    ).toEqual([5_000_00, 5_000_00, 100_000_00, 150_000_00, 200_000_00]);
    expect(unknown!.penalty.values).toEqual({ perDay: { amount: 250_00, currency: 'NGN' } });
    const [large] = instancesOf(
      { ...ng('company', '2026-03-01'), options: { nigeriaTurnoverBand: 'upTo1bn' } },
      'ng-company-annual-return',
      window,
    );
    expect(large!.fee).toMatchObject({
      kind: 'amount',
      money: { amount: 150_000_00, currency: 'NGN' },
    });
    expect(large!.penalty.values).toEqual({ perDay: { amount: 500_00, currency: 'NGN' } });
  });

  it('marks the company rule an estimate (the law counts from the AGM) but not the others', () => {
    expect(
      instancesOf(ng('company', '2026-03-01'), 'ng-company-annual-return', window)[0]!.estimate,
    ).toBe(true);
    expect(
      instancesOf(ng('business-name', '2026-03-01'), 'ng-business-name-annual-return', window)[0]!
        .estimate,
    ).toBe(false);
    for (const entity of ['company', 'business-name', 'trustees'] as const)
      for (const o of obligations(ng(entity, '2026-03-01'), window))
        expect(o.filer).toEqual({ kind: 'flow', flow: 'nigeria-annual-returns' });
  });
});
