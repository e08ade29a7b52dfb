import { GHANA_MOBILE_MONEY, methodsFor, walletAmount } from '@/lib/payments/instructions';
import { choosePaymentSchema } from '@/lib/payments/schemas';

const applicationId = '3f0c7a52-5d1e-4d0f-9a57-0a6f4f1f2b11';

describe('how customers pay', () => {
  it('offers mobile money first in Ghana, beside bank transfer and QR, and only there', () => {
    expect(methodsFor('GHS')).toEqual(['mobile_money', 'bank_transfer', 'qr']);
    expect(methodsFor('NGN')).toEqual(['bank_transfer', 'ussd', 'qr']);
    expect(methodsFor('ZAR')).not.toContain('mobile_money');
  });

  it('names the three Ghanaian networks, each with a merchant number', () => {
    expect(GHANA_MOBILE_MONEY.map((n) => n.name)).toEqual(['MTN MoMo', 'Telecel Cash', 'AT Money']);
    for (const n of GHANA_MOBILE_MONEY)
      expect(n.merchantNumber.replace(/\s/g, '')).toMatch(/^0\d{9}$/);
  });

  it('writes the amount as a wallet takes it: cedis and pesewas, no grouping', () => {
    expect(walletAmount(345_000)).toBe('3450.00');
    expect(walletAmount(123_456)).toBe('1234.56');
  });

  it('accepts a network with mobile money only, and a bank with USSD only', () => {
    expect(
      choosePaymentSchema.safeParse({ applicationId, method: 'mobile_money', network: 'mtn' })
        .success,
    ).toBe(true);
    expect(
      choosePaymentSchema.safeParse({ applicationId, method: 'mobile_money', network: 'vodafone' })
        .success,
    ).toBe(false);
    expect(
      choosePaymentSchema.safeParse({ applicationId, method: 'bank_transfer', network: 'mtn' })
        .success,
    ).toBe(false);
    expect(
      choosePaymentSchema.safeParse({ applicationId, method: 'mobile_money', bank: 'gtbank' })
        .success,
    ).toBe(false);
    expect(
      choosePaymentSchema.safeParse({ applicationId, method: 'ussd', bank: 'gtbank' }).success,
    ).toBe(true);
  });
});
