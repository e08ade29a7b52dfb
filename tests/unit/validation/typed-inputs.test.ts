import { isBefore1900, isFutureDate, pastDateField } from '@/lib/validation/dates';
import {
  companyCacNumberField,
  isValidAnyGhanaCardPin,
  isValidGhanaTin,
  isValidGraTin,
  normaliseCompanyCacNumber,
} from '@/lib/validation/identity';
import { personName } from '@/lib/validation/person';
import {
  addressText,
  amountOf,
  moneyField,
  nameText,
  positiveIntegerField,
  sameName,
  townText,
} from '@/lib/validation/text';
import { nigerianAddress } from '@/lib/validation/address';
import type { z } from 'zod';

/** The message keys a schema gives a value, or the parsed value when it passes. */
function check(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: result.data }
    : { errors: result.error.issues.map((i) => i.message) };
}

describe('amounts as people type them', () => {
  it('refuses a decimal, a group of the wrong size, letters and a negative amount', () => {
    for (const bad of [
      '10.5',
      '1,00',
      '10,5',
      '1,0000',
      '1,000,00',
      '₦1000',
      'one million',
      '-5',
      '1..000',
    ])
      expect([bad, check(moneyField, bad)]).toEqual([bad, { errors: ['wholeAmount'] }]);
  });

  it('reads "1,000,000" as one million, and stores the digits', () => {
    expect(check(moneyField, '1,000,000')).toEqual({ ok: '1000000' });
    expect(amountOf('1,000,000')).toBe(1_000_000);
  });

  it('takes spaces as French writes them (a space, a no-break space, a narrow no-break space)', () => {
    for (const typed of ['1 000 000', '1\u00a0000\u00a0000', '1\u202f000\u202f000'])
      expect(check(moneyField, typed)).toEqual({ ok: '1000000' });
  });

  it('keeps plain digits as they are, and an empty amount is required', () => {
    expect(check(moneyField, ' 250000 ')).toEqual({ ok: '250000' });
    expect(check(moneyField, '')).toEqual({ errors: ['required'] });
    expect(amountOf('')).toBeNaN();
    expect(amountOf(undefined)).toBeNaN();
  });

  it('counts shares the same way: "1,000,000" shares; zero shares refused', () => {
    expect(check(positiveIntegerField, '1,000,000')).toEqual({ ok: '1000000' });
    expect(check(positiveIntegerField, '0')).toEqual({ errors: ['positive'] });
    expect(check(positiveIntegerField, '12.5')).toEqual({ errors: ['wholeNumber'] });
  });
});

describe('names of people and firms', () => {
  it('refuses one letter, an initial, punctuation alone', () => {
    for (const bad of ['A', 'A.', '-', '..', 'J 1'])
      expect([bad, check(nameText(), bad)]).toEqual([bad, { errors: ['nameTooShort'] }]);
  });

  it('says "required" alone for an empty name', () => {
    expect(check(nameText(), '  ')).toEqual({ errors: ['required'] });
  });

  it('accepts two letters and any script', () => {
    for (const ok of ['Bo', 'Ọlá Adé', 'Ngozi Eze', '李娜', 'Boateng & Co.'])
      expect(check(nameText(), ok)).toEqual({ ok });
  });

  it('compares names of any script, ignoring case, accents, spaces and punctuation', () => {
    expect(sameName('Ọlá Adé', 'ola ade')).toBe(true);
    expect(sameName('Chidi  Okeke.', 'chidi okeke')).toBe(true);
    expect(sameName('李娜', '李娜')).toBe(true);
    expect(sameName('李娜', '王伟')).toBe(false);
    expect(sameName('Ọlá Adé', 'Ade Ola')).toBe(false);
  });

  it('applies to the public forms too, with their own message', () => {
    expect(check(personName, 'K')).toEqual({ errors: ['nameTooShort'] });
    expect(check(personName, '')).toEqual({ errors: ['nameRequired'] });
    expect(check(personName, 'Kwame Mensah')).toEqual({ ok: 'Kwame Mensah' });
  });
});

describe('addresses', () => {
  it('refuses an address of one character, or of digits only', () => {
    for (const bad of ['1', 'x', '12', '123', '--'])
      expect([bad, check(addressText(), bad)]).toEqual([bad, { errors: ['addressTooShort'] }]);
  });

  it('accepts a street with its number', () => {
    expect(check(addressText(), '7 Marina')).toEqual({ ok: '7 Marina' });
  });

  it('accepts a two-letter town (Ho, in Ghana) but not one letter', () => {
    expect(check(townText(), 'Ho')).toEqual({ ok: 'Ho' });
    expect(check(townText(), 'H')).toEqual({ errors: ['addressTooShort'] });
  });

  it('checks every part of a Nigerian address', () => {
    const result = nigerianAddress.safeParse({
      street: '1',
      city: 'L',
      lga: 'Eti-Osa',
      state: 'Lagos',
    });
    expect(
      result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    ).toEqual(['street: addressTooShort', 'city: addressTooShort']);
  });
});

describe('CAC numbers of companies', () => {
  it('refuses letters other than RC, BN or IT, and more than 8 digits', () => {
    for (const bad of ['AB 1234567', '123456789', 'RC', 'RC 12a', ''])
      expect([bad, normaliseCompanyCacNumber(bad)]).toEqual([bad, null]);
    expect(check(companyCacNumberField, 'AB 1234567')).toEqual({ errors: ['cacNumber'] });
  });

  it('reads the bare digits as an RC number and writes every form the same way', () => {
    for (const typed of ['1234567', 'RC 1234567', 'rc1234567', 'RC-1234567', ' RC 1234567 '])
      expect([typed, check(companyCacNumberField, typed)]).toEqual([typed, { ok: 'RC 1234567' }]);
  });

  it('keeps a business-name or trustees number as such', () => {
    expect(normaliseCompanyCacNumber('bn 123456')).toBe('BN 123456');
    expect(normaliseCompanyCacNumber('IT 12345')).toBe('IT 12345');
  });
});

describe('Ghana TINs', () => {
  it('refuses the wrong prefix, length or layout', () => {
    for (const bad of [
      'X0012345678',
      'P0112345678',
      'P001234567',
      'GHA-12345-1',
      'GHA1234567891',
      '12345678901',
    ])
      expect([bad, isValidGhanaTin(bad)]).toEqual([bad, false]);
  });

  it('accepts GRA TINs of people and companies, and Ghana Card PINs of citizens and residents', () => {
    expect(isValidGraTin('P0012345678')).toBe(true);
    expect(isValidGraTin('c0000803561')).toBe(true);
    expect(isValidAnyGhanaCardPin('GHA-123456789-1')).toBe(true);
    expect(isValidAnyGhanaCardPin('NGA-12345678-X')).toBe(true);
    for (const ok of ['P0012345678', 'C0000803561', 'GHA-123456789-1'])
      expect(isValidGhanaTin(ok)).toBe(true);
  });
});

describe('dates', () => {
  it('refuses a year end after today, accepts today', () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(check(pastDateField, tomorrow)).toEqual({ errors: ['dateFuture'] });
    expect(check(pastDateField, today)).toEqual({ ok: today });
    expect(isFutureDate('2025-12-31', new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('puts the boundary at 1 January 1900', () => {
    expect(isBefore1900('1899-12-31')).toBe(true);
    expect(isBefore1900('1900-01-01')).toBe(false);
  });
});
