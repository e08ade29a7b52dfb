import { quoteForDraft } from '@/lib/wizards/pricing';
import { quote } from '@/lib/catalogue/quote';
import {
  dormantBalanceSheetIssues,
  pence,
  ukDormantAccounts,
} from '@/lib/wizards/definitions/uk/dormant-accounts';
import { validateApplication, validateStep, type DraftData } from '@/lib/wizards/steps';
import { ukDormantAccountsValid } from '../../fixtures/applications';

const accounts = ukDormantAccounts.steps.find((s) => s.id === 'accounts')!;

function issues(change: (data: DraftData) => void): string[] {
  const data = structuredClone(ukDormantAccountsValid) as DraftData;
  change(data);
  const result = validateStep(accounts, data);
  return result.ok ? [] : result.issues.map((i) => `${i.path.join('.')}: ${i.key}`);
}

describe('UK dormant company accounts (AA02) [S301][S302]', () => {
  it('costs our fee alone: Companies House charges nothing online', () => {
    for (const [pkg, ours] of [
      ['basic', 4_900],
      ['standard', 7_900],
      ['premium', 11_900],
    ] as const) {
      const q = quoteForDraft(ukDormantAccounts, { ...ukDormantAccountsValid, package: pkg })!;
      expect([q.serviceFee, q.governmentFee, q.governmentFeeLines, q.total]).toEqual([
        ours,
        0,
        [],
        ours,
      ]);
    }
    // The confirmation statement, on the same offering, keeps its £50.
    expect(quote('uk', 'annualReturns', 'basic').governmentFee).toBe(5_000);
  });

  it('takes net assets equal to the share capital not paid plus the cash at bank', () => {
    expect(pence('100.5')).toBe(10_050);
    expect(
      dormantBalanceSheetIssues({ shareCapitalUnpaid: '1', cashAtBank: '99', netAssets: '100' }),
    ).toEqual([]);
    expect(issues((d) => (d.netAssets = '90'))).toEqual(['netAssets: dormantNetAssets']);
    expect(
      dormantBalanceSheetIssues({ shareCapitalUnpaid: '0.5', cashAtBank: '99', netAssets: '1' }),
    ).toEqual([{ path: ['netAssets'], key: 'dormantNetAssets', values: { expected: '99.50' } }]);
  });

  it('needs the confirmation that the company did not trade', () => {
    expect(issues((d) => (d.didNotTrade = false))).toEqual(['didNotTrade: mustAccept']);
  });

  it('refuses a period that ends before it starts or lasts more than 18 months', () => {
    expect(issues((d) => (d.periodEnd = '2026-03-01'))).toEqual([
      'periodEnd: periodEndBeforeStart',
    ]);
    expect(issues((d) => (d.periodEnd = '2027-09-10'))).toEqual([]);
    expect(issues((d) => (d.periodEnd = '2027-09-11'))).toEqual(['periodEnd: periodTooLong']);
  });

  it('refuses a company number of the wrong shape', () => {
    expect(issues((d) => (d.companyNumber = 'AB12'))).toEqual(['companyNumber: ukCompanyNumber']);
  });

  it('passes the whole application of the fixtures', () => {
    expect(
      validateApplication(ukDormantAccounts, ukDormantAccountsValid as DraftData),
    ).toMatchObject({ ok: true });
  });
});
