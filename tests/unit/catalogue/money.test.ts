import { formatBasisPoints, formatMoney, moneyFormatter, toMinor } from '@/lib/catalogue/money';

// Intl puts a narrow no-break space (U+202F) between groups and before the sign in French.
const nbsp = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('formatMoney', () => {
  it('writes naira the English way and the French way', () => {
    expect(formatMoney(toMinor(18_500), 'NGN', 'en')).toBe('₦18,500');
    expect(nbsp(formatMoney(toMinor(18_500), 'NGN', 'fr'))).toBe('18 500 ₦');
  });

  it('shows cents only when the amount has them', () => {
    expect(formatMoney(toMinor(13.8), 'CAD', 'en')).toBe('CA$13.80');
    expect(nbsp(formatMoney(toMinor(13.8), 'CAD', 'fr'))).toBe('13,80 $CA');
    expect(formatMoney(toMinor(200), 'CAD', 'en')).toBe('CA$200');
  });

  it('never lets US and Canadian dollars read alike in French', () => {
    const format = moneyFormatter('fr');
    expect(nbsp(format(toMinor(110), 'USD'))).toBe('110 $US');
    expect(nbsp(format(toMinor(110), 'CAD'))).toBe('110 $CA');
  });

  it('uses the local signs for cedis, rand and pounds', () => {
    expect(formatMoney(toMinor(330), 'GHS', 'en')).toBe('GH₵330');
    expect(nbsp(formatMoney(toMinor(175), 'ZAR', 'en'))).toBe('R 175');
    expect(formatMoney(toMinor(50), 'GBP', 'en')).toBe('£50');
    expect(nbsp(formatMoney(toMinor(50), 'GBP', 'fr'))).toBe('50 £');
  });
});

describe('formatBasisPoints', () => {
  it('writes the 0.75% stamp duty rate in each language', () => {
    expect(formatBasisPoints(75, 'en')).toBe('0.75%');
    expect(nbsp(formatBasisPoints(75, 'fr'))).toBe('0,75 %');
  });
});
