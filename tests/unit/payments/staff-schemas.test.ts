import { confirmPaymentSchema, parseMajorAmount } from '@/lib/payments/schemas';

describe('an amount staff type in major units', () => {
  it.each([
    ['18500', 1_850_000],
    ['18,500', 1_850_000],
    ['18,500.50', 1_850_050],
    ['18 500,50', 1_850_050],
    ['18\u202f500,5', 1_850_050],
    ['1.234.567,89', 123_456_789],
    ['1234.5', 123_450],
    ['0', 0],
  ])('reads %s as %i minor units', (text, minor) => {
    expect(parseMajorAmount(text)).toBe(minor);
  });

  it.each(['', 'abc', '18.500.5', '1,234,56', '12,3456', '-5', '1e5', '18500.505', '123456789012'])(
    'refuses %j',
    (text) => {
      expect(parseMajorAmount(text)).toBeNull();
    },
  );

  // Issue 29, item 7: "46,000.005" was read as 46,000,005 (the groups mixed `,` and `.`).
  it.each(['46,000.005', '1.234,567', '1,234.567.890', '1.234,567,890'])(
    'refuses %j, whose thousands are grouped by two kinds of separator',
    (text) => {
      expect(parseMajorAmount(text)).toBeNull();
    },
  );

  it('is required, and a note is optional and trimmed away when blank', () => {
    const id = '6f1c1b2e-0000-4000-8000-000000000001';
    expect(
      confirmPaymentSchema.safeParse({ paymentId: id, amountReceived: ' ' }).error?.issues[0]
        ?.message,
    ).toBe('amountRequired');
    expect(
      confirmPaymentSchema.parse({ paymentId: id, amountReceived: '100', note: '  ' }),
    ).toEqual({ paymentId: id, amountReceived: 10_000, note: null });
  });
});
