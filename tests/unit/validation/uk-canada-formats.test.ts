import {
  canadianAddress,
  formatUkPostcode,
  isValidCanadianPostalCode,
  postalCodeInProvince,
  ukAddress,
} from '@/lib/validation/address';
import { birthDateOfAge } from '@/lib/validation/dates';
import { formatPersonalCode, isValidPersonalCode } from '@/lib/validation/identity';
import { issuesFrom } from '@/lib/validation/issues';

const keys = (result: { success: boolean; error?: Parameters<typeof issuesFrom>[0] }) =>
  result.success ? [] : issuesFrom(result.error!).map((i) => `${i.path.join('.')}: ${i.key}`);

describe('a UK address (registered office, address for service)', () => {
  it('accepts a street address and writes the postcode as Royal Mail does', () => {
    const result = ukAddress.safeParse({
      street: '10 Fleet Street',
      city: 'London',
      postcode: 'ec4y1aa',
    });
    expect(result.success && result.data.postcode).toBe('EC4Y 1AA');
  });

  it.each(['PO Box 123', 'P.O. Box 9', 'Post Office Box 12', 'Box 44'])(
    'refuses a PO box as the street: %s',
    (street) => {
      expect(keys(ukAddress.safeParse({ street, city: 'London', postcode: 'SW1A 1AA' }))).toEqual([
        'street: poBox',
      ]);
    },
  );

  it.each(['12345', 'SW1A', 'Q1 1AA', 'ABC 1AA'])('refuses %s as a postcode', (postcode) => {
    expect(keys(ukAddress.safeParse({ street: '1 High Street', city: 'Leeds', postcode }))).toEqual(
      ['postcode: ukPostcode'],
    );
  });

  it('formats postcodes of every length', () => {
    expect(formatUkPostcode('m11ae')).toBe('M1 1AE');
    expect(formatUkPostcode(' b33 8th ')).toBe('B33 8TH');
    expect(formatUkPostcode('cr26xh')).toBe('CR2 6XH');
  });
});

describe('a Canadian address', () => {
  it('accepts a postal code with or without its space, in the province it belongs to', () => {
    const result = canadianAddress.safeParse({
      street: '100 King Street West',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'm5x1a9',
    });
    expect(result.success && result.data.postalCode).toBe('M5X 1A9');
  });

  it.each(['D1A 1A1', '12345', 'K1A', 'W1A 1A1', 'K1O 1A1'])(
    'refuses %s as a postal code',
    (postalCode) => {
      expect(isValidCanadianPostalCode(postalCode)).toBe(false);
    },
  );

  it('refuses a postal code from another province', () => {
    expect(
      keys(
        canadianAddress.safeParse({
          street: '1 Rue Sainte-Catherine',
          city: 'Montréal',
          province: 'ON',
          postalCode: 'H3B 1A7',
        }),
      ),
    ).toEqual(['postalCode: caPostalCodeProvince']);
    expect(postalCodeInProvince('H3B 1A7', 'QC')).toBe(true);
    expect(postalCodeInProvince('V6B 1A1', 'BC')).toBe(true);
    expect(postalCodeInProvince('X0A 0H0', 'NU')).toBe(true);
  });

  it('refuses a PO box', () => {
    expect(
      keys(
        canadianAddress.safeParse({
          street: 'PO Box 1234',
          city: 'Ottawa',
          province: 'ON',
          postalCode: 'K1A 0B1',
        }),
      ),
    ).toEqual(['street: poBox']);
  });
});

describe('the Companies House personal code', () => {
  it.each(['FT5-15ED-7JY5', 'ft515ed7jy5', 'FT5 15ED 7JY5'])(
    'accepts %s and writes it XXX-XXXX-XXXX',
    (code) => {
      expect(isValidPersonalCode(code)).toBe(true);
      expect(formatPersonalCode(code)).toBe('FT5-15ED-7JY5');
    },
  );

  it.each(['FT5-15ED-7JY', 'FT5-15ED-7JY55', 'FT5_15ED_7JY5', 'FT5-15€D-7JY5', ''])(
    'refuses %s',
    (code) => {
      expect(isValidPersonalCode(code)).toBe(false);
    },
  );
});

describe('a date of birth with a minimum age', () => {
  const sixteen = birthDateOfAge(16);
  const today = new Date();
  const iso = (years: number, days = 0) => {
    const d = new Date(
      Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days),
    );
    return d.toISOString().slice(0, 10);
  };

  it('accepts someone 16 today and refuses someone a day short of it, with the age in the message', () => {
    expect(sixteen.safeParse(iso(16)).success).toBe(true);
    const young = sixteen.safeParse(iso(16, 1));
    expect(young.success).toBe(false);
    expect(issuesFrom(young.error!)).toEqual([{ path: [], key: 'minAge', values: { min: 16 } }]);
  });
});
