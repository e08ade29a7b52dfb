import { nigeriaShareCapitalFees } from '@/lib/catalogue/share-capital';

// Cases from docs/sources.md §1.2 (schedule of 1 Aug 2025, [S80]):
// ₦10,000 for the first ₦1m, then ₦10,000 for each additional ₦1m or part; stamp duty 0.75%.
function fees(capital: number) {
  const result = nigeriaShareCapitalFees(capital);
  if (!result.ok) throw new Error(`unexpected ${result.error}`);
  return result.fees;
}

describe('Nigerian share-capital filing fee and stamp duty', () => {
  it('charges ₦10,000 and ₦750 stamp duty on the ₦100,000 minimum', () => {
    expect(fees(100_000)).toMatchObject({
      filingFee: 1_000_000,
      stampDuty: 75_000,
      total: 1_075_000,
    });
  });

  it('charges ₦10,000 and ₦7,500 stamp duty on exactly ₦1,000,000', () => {
    expect(fees(1_000_000)).toMatchObject({
      filingFee: 1_000_000,
      stampDuty: 750_000,
      total: 1_750_000,
    });
  });

  it('adds ₦10,000 as soon as capital passes a million, by a single naira', () => {
    expect(fees(1_000_001).filingFee).toBe(2_000_000);
  });

  it('charges ₦50,000 and ₦37,500 on ₦5,000,000', () => {
    expect(fees(5_000_000)).toMatchObject({
      filingFee: 5_000_000,
      stampDuty: 3_750_000,
      total: 8_750_000,
    });
  });

  it('charges a flat ₦10,000 per million above ₦500m under the 2025 schedule', () => {
    // 501 millions → ₦5,010,000; stamp duty 0.75% of ₦501m = ₦3,757,500.
    expect(fees(501_000_000)).toMatchObject({ filingFee: 501_000_000, stampDuty: 375_750_000 });
  });

  it('rounds stamp duty to the kobo', () => {
    // 0.75% of ₦123,457 = ₦925.9275 → ₦925.93
    expect(fees(123_457).stampDuty).toBe(92_593);
  });

  it('refuses a share capital below the ₦100,000 legal minimum', () => {
    expect(nigeriaShareCapitalFees(99_999)).toEqual({ ok: false, error: 'belowMinimum' });
  });

  it('refuses fractions of a naira and non-numbers', () => {
    expect(nigeriaShareCapitalFees(150_000.5)).toEqual({ ok: false, error: 'notWholeNaira' });
    expect(nigeriaShareCapitalFees(Number.NaN)).toEqual({ ok: false, error: 'notWholeNaira' });
  });

  it('refuses amounts above ₦1 trillion', () => {
    expect(nigeriaShareCapitalFees(1_000_000_000_001)).toEqual({
      ok: false,
      error: 'aboveMaximum',
    });
  });
});
