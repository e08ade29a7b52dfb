import { isValidGhanaPostGps, isValidUkPostcode } from '@/lib/validation/address';
import {
  isValidGhanaCardPin,
  isValidNigerianNin,
  isValidSouthAfricanId,
  southAfricanIdBirthDate,
} from '@/lib/validation/identity';
import { isValidPhone } from '@/lib/validation/phone';

describe('South African ID numbers', () => {
  it('accepts the fixtures whose Luhn check digit is right', () => {
    expect(isValidSouthAfricanId('8001015009087')).toBe(true);
    expect(isValidSouthAfricanId('8909025012083')).toBe(true);
  });

  it('refuses a number with a wrong check digit', () => {
    expect(isValidSouthAfricanId('8001015009086')).toBe(false);
  });

  it("refuses the Western Cape government's illustrative number, which fails Luhn", () => {
    expect(isValidSouthAfricanId('9202204720082')).toBe(false);
  });

  it('refuses a birth date that does not exist and a wrong length', () => {
    expect(isValidSouthAfricanId('8002305009086')).toBe(false);
    expect(isValidSouthAfricanId('800101500908')).toBe(false);
  });

  it('reads the date of birth', () => {
    expect(southAfricanIdBirthDate('8001015009087')?.toISOString().slice(0, 10)).toBe('1980-01-01');
  });
});

describe('Nigerian NIN', () => {
  it('needs exactly 11 digits', () => {
    expect(isValidNigerianNin('12345678901')).toBe(true);
    expect(isValidNigerianNin('1234567890')).toBe(false);
    expect(isValidNigerianNin('1234567890a')).toBe(false);
  });
});

describe('Ghana formats', () => {
  it('accepts GhanaPost GPS addresses from the notes and refuses malformed ones', () => {
    for (const ok of ['GA-183-8164', 'AK-039-5028', 'GA-059-3733'])
      expect(isValidGhanaPostGps(ok)).toBe(true);
    for (const bad of ['GA1838164', 'G-183-8164', 'GA-18-8164', 'GA-183-816'])
      expect(isValidGhanaPostGps(bad)).toBe(false);
  });

  it('checks the Ghana Card PIN format', () => {
    expect(isValidGhanaCardPin('GHA-123456789-1')).toBe(true);
    expect(isValidGhanaCardPin('GHA-12345678-1')).toBe(false);
  });
});

describe('phones by country', () => {
  it('accepts Nigerian local and international mobiles and refuses a short one', () => {
    expect(isValidPhone('08031234567', 'NG')).toBe(true);
    expect(isValidPhone('+2348031234567', 'NG')).toBe(true);
    expect(isValidPhone('0803123456', 'NG')).toBe(false);
  });

  it('uses the country for local numbers', () => {
    expect(isValidPhone('0241234567', 'GH')).toBe(true);
    expect(isValidPhone('0821234567', 'ZA')).toBe(true);
    expect(isValidPhone('hello', 'ZA')).toBe(false);
  });
});

describe('UK postcodes', () => {
  it('accepts real shapes and refuses nonsense', () => {
    expect(isValidUkPostcode('SW1A 1AA')).toBe(true);
    expect(isValidUkPostcode('EC1A1BB')).toBe(true);
    expect(isValidUkPostcode('12345')).toBe(false);
  });
});
