import {
  parseFranchiseTaxParams,
  serialiseFranchiseTaxParams,
} from '@/lib/tax/delaware-franchise-tax-params';

const DOLLAR = 1_000_000_000;

function params(query: string) {
  return parseFranchiseTaxParams(new URLSearchParams(query));
}

describe('Delaware franchise-tax URL parameters', () => {
  it('reads authorised shares alone', () => {
    expect(params('shares=5000000')).toEqual({
      ok: true,
      params: { classes: [{ shares: 5_000_000 }] },
    });
  });

  it('reads classes with par values, issued shares and gross assets in dollars', () => {
    expect(params('shares=1000000@1,250000@5&issued=485000&assets=1000000')).toEqual({
      ok: true,
      params: {
        classes: [
          { shares: 1_000_000, parNanoDollars: DOLLAR },
          { shares: 250_000, parNanoDollars: 5 * DOLLAR },
        ],
        issuedShares: 485_000,
        grossAssetsCents: 1_000_000_00,
      },
    });
  });

  it("reads Next's searchParams record, taking the first of repeated values", () => {
    expect(
      parseFranchiseTaxParams({
        shares: ['10000000@0.00001', '5'],
        issued: '8000000',
        assets: undefined,
      }),
    ).toEqual({
      ok: true,
      params: {
        classes: [{ shares: 10_000_000, parNanoDollars: 10_000 }],
        issuedShares: 8_000_000,
      },
    });
  });

  it('treats an empty issued or assets field as not given and @0 as no par value', () => {
    expect(params('shares=1000@0&issued=&assets=')).toEqual({
      ok: true,
      params: { classes: [{ shares: 1_000, parNanoDollars: 0 }] },
    });
  });

  it.each([
    ['', 'shares', 'sharesRequired'],
    ['shares=', 'shares', 'sharesRequired'],
    ['shares=abc', 'shares', 'sharesInvalid'],
    ['shares=0', 'shares', 'sharesInvalid'],
    ['shares=-5', 'shares', 'sharesInvalid'],
    ['shares=1.5', 'shares', 'sharesInvalid'],
    ['shares=1000,', 'shares', 'sharesInvalid'],
    ['shares=1000@', 'shares', 'sharesInvalid'],
    ['shares=1000@1e-5', 'shares', 'sharesInvalid'],
    ['shares=1000@0.0000000001', 'shares', 'sharesInvalid'],
    ['shares=2000000000000000', 'shares', 'sharesTooMany'],
    [`shares=${Array.from({ length: 21 }, () => '1').join(',')}`, 'shares', 'tooManyClasses'],
    ['shares=1000&issued=x', 'issued', 'issuedInvalid'],
    ['shares=1000&issued=1001', 'issued', 'issuedAboveAuthorised'],
    ['shares=1000&assets=1.5', 'assets', 'assetsInvalid'],
    ['shares=1000&assets=-1', 'assets', 'assetsInvalid'],
    ['shares=1000&assets=99999999999999', 'assets', 'assetsInvalid'],
  ])('refuses %p with %s: %s, without throwing', (query, field, key) => {
    const outcome = params(query);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.issues).toContainEqual({ field, key });
  });

  it('gives one message per field', () => {
    const outcome = params('shares=x&issued=y&assets=z');
    expect(outcome).toEqual({
      ok: false,
      issues: [
        { field: 'shares', key: 'sharesInvalid' },
        { field: 'issued', key: 'issuedInvalid' },
        { field: 'assets', key: 'assetsInvalid' },
      ],
    });
  });

  it.each([
    'shares=5000000',
    'shares=1000000@1,250000@5&issued=485000&assets=1000000',
    'shares=10000000@0.00001&issued=8000000&assets=50000',
    'shares=9000000@0.0001,1000000@0.000000001&issued=7500000',
    'shares=1000@0&assets=0',
  ])('round-trips %s', (query) => {
    const outcome = params(query);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
    expect(serialiseFranchiseTaxParams(outcome.params)).toBe(query);
    expect(params(serialiseFranchiseTaxParams(outcome.params))).toEqual(outcome);
  });

  it('writes par values in their shortest form', () => {
    expect(
      serialiseFranchiseTaxParams({ classes: [{ shares: 10, parNanoDollars: 1_500_000_000 }] }),
    ).toBe('shares=10@1.5');
    const outcome = params('shares=10@1.500');
    expect(outcome.ok && serialiseFranchiseTaxParams(outcome.params)).toBe('shares=10@1.5');
  });
});
