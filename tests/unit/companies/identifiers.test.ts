import {
  checkIdentifier,
  registryKind,
  taxIdKind,
  type IdentifierKind,
} from '@/lib/companies/identifiers';
import { companyFieldsSchema } from '@/lib/companies/schemas';

/** Valid numbers as people type them, and what they become; then numbers each registry refuses. */
const CASES: Record<IdentifierKind, { valid: [string, string][]; invalid: string[] }> = {
  nigeriaRc: {
    valid: [
      ['RC 1234567', 'RC1234567'],
      ['rc-123456', 'RC123456'],
      ['RC1', 'RC1'],
    ],
    invalid: ['1234567', 'BN1234567', 'RC', 'RC123456789', 'RC 12A45'],
  },
  nigeriaBn: { valid: [['BN 3123456', 'BN3123456']], invalid: ['RC3123456', 'BN'] },
  nigeriaIt: {
    valid: [
      ['IT 123456', 'IT123456'],
      ['IT/No. 98765', 'IT98765'],
    ],
    invalid: ['IT', 'RC98765', 'IT-12-34'],
  },
  ghanaCompany: {
    valid: [
      ['CS160152013', 'CS160152013'],
      ['cs 142392016', 'CS142392016'],
      ['CG123456789', 'CG123456789'],
    ],
    invalid: ['160152013', 'XX160152013', 'CS12', 'CS-ABC'],
  },
  ghanaTin: {
    valid: [
      ['GHA-123456789-0', 'GHA-123456789-0'],
      ['gha1234567890', 'GHA-123456789-0'],
      ['C0012345678', 'C0012345678'],
      // python-stdnum's example [S138], typed with spaces and in lower case.
      ['c000 0803 561', 'C0000803561'],
      // A non-citizen Ghana Card: the country's code, 8 digits, a check character [S139].
      ['NGA-12345678-X', 'NGA-12345678-X'],
    ],
    // A TIN without the 00 after its letter was accepted here and refused by the wizards.
    invalid: ['C1012345678', 'X0000803561', 'C001234567', '12345678901', 'GHA-1234567-0'],
  },
  cipc: {
    valid: [
      ['2021/123456/07', '2021/123456/07'],
      ['1998-012345-06', '1998/012345/06'],
    ],
    invalid: ['2021/12345/07', '21/123456/07', '2021/123456/7', '1850/123456/07', 'K2021123456'],
  },
  ukCompany: {
    valid: [
      ['01234567', '01234567'],
      ['sc123456', 'SC123456'],
      ['NI 012345', 'NI012345'],
      ['OC301234', 'OC301234'],
      ['1234567', '01234567'],
    ],
    invalid: ['123456789', 'SC12345', 'XX123456', 'SC1234567', 'ABCDEFGH'],
  },
  canadaCorporation: {
    valid: [
      ['1234567', '1234567'],
      ['123456-7', '1234567'],
    ],
    invalid: ['123456', '12345678', '123456A'],
  },
  ontarioCorporation: {
    valid: [
      ['2345678', '2345678'],
      ['1000123456', '1000123456'],
    ],
    invalid: ['23456789', '123456', '12345678901'],
  },
  canadaBusinessNumber: {
    valid: [
      ['123456789', '123456789'],
      ['123456789 RC0001', '123456789 RC0001'],
      ['123456789rc0001', '123456789 RC0001'],
    ],
    invalid: ['12345678', '123456789 XX0001', '123456789RC001'],
  },
  delawareFile: {
    valid: [
      ['7654321', '7654321'],
      ['765 4321', '7654321'],
      ['123456', '0123456'],
    ],
    invalid: ['76543210', '1234', 'DE7654321'],
  },
  wyomingFiling: {
    valid: [
      ['2019-000876543', '2019-000876543'],
      ['2024 - 001234567', '2024-001234567'],
    ],
    invalid: ['2019000876543', '2019-00087654', '1850-000876543', '19-000876543'],
  },
  texasFile: {
    valid: [
      ['0801234567', '0801234567'],
      ['0801 234 567', '0801234567'],
    ],
    invalid: ['801234567', '08012345678', 'TX0801234567'],
  },
  ein: {
    valid: [
      ['12-3456789', '12-3456789'],
      ['123456789', '12-3456789'],
      ['98 7654321', '98-7654321'],
    ],
    invalid: ['12-345678', '1234567890', '00-1234567', 'AB-1234567'],
  },
};

describe('registry and tax identifiers', () => {
  describe.each(Object.entries(CASES))('%s', (kind, { valid, invalid }) => {
    it.each(valid)('accepts %s as %s', (raw, written) => {
      expect(checkIdentifier(kind as IdentifierKind, raw)).toEqual({ ok: true, value: written });
    });
    it.each(invalid)('refuses %s, saying what the number looks like', (raw) => {
      expect(checkIdentifier(kind as IdentifierKind, raw)).toEqual({ ok: false, message: kind });
    });
  });

  it('asks each jurisdiction and entity for its own registry number and tax id', () => {
    expect(registryKind('nigeria', 'company')).toBe('nigeriaRc');
    expect(registryKind('nigeria', 'business-name')).toBe('nigeriaBn');
    expect(registryKind('nigeria', 'trustees')).toBe('nigeriaIt');
    expect(registryKind('delaware', 'corporation')).toBe('delawareFile');
    expect(registryKind('uk', 'company')).toBe('ukCompany');
    expect(taxIdKind('texas')).toBe('ein');
    expect(taxIdKind('ontario')).toBe('canadaBusinessNumber');
    expect(taxIdKind('nigeria')).toBeNull();
  });
});

describe('the company form', () => {
  const delaware = {
    jurisdiction: 'delaware',
    entity: 'corporation',
    legalName: 'Acme Robotics, Inc.',
    registryNumber: '7654321',
    taxId: '123456789',
    incorporatedOn: '2026-03-10',
  };

  it('writes the identifiers the registry’s way', () => {
    const parsed = companyFieldsSchema.parse(delaware);
    expect(parsed).toMatchObject({
      registryNumber: '7654321',
      taxId: '12-3456789',
      yearEnd: null,
      officers: [],
    });
  });

  it('places each refusal next to its field', () => {
    const result = companyFieldsSchema.safeParse({
      ...delaware,
      registryNumber: '2019-000876543',
      taxId: '00-1234567',
      incorporatedOn: '2026-02-30',
      yearEnd: '13-01',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      incorporatedOn: 'date',
      yearEnd: 'yearEnd',
    });
    // The identifiers are checked once the fields themselves are well formed.
    const identifiers = companyFieldsSchema.safeParse({
      ...delaware,
      registryNumber: '2019-000876543',
      taxId: '00-1234567',
    });
    expect(identifiers.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['registryNumber', 'delawareFile'],
      ['taxId', 'ein'],
    ]);
  });

  it('refuses an entity the jurisdiction does not have and a tax id it does not ask for', () => {
    const llcInUk = companyFieldsSchema.safeParse({
      ...delaware,
      jurisdiction: 'uk',
      entity: 'llc',
    });
    expect(llcInUk.error!.issues.map((i) => i.message)).toEqual(['entityOfJurisdiction']);
    const ukTax = companyFieldsSchema.safeParse({
      ...delaware,
      jurisdiction: 'uk',
      entity: 'company',
      registryNumber: 'SC123456',
      taxId: '1234567890',
    });
    expect(ukTax.error!.issues.map((i) => i.message)).toEqual(['taxIdNotAsked']);
  });

  it('needs an e-mail for an officer who wants reminders', () => {
    const result = companyFieldsSchema.safeParse({
      ...delaware,
      officers: [{ name: 'Ada Lovelace', role: 'director', wantsReminders: true }],
    });
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['officers.0.email', 'reminderEmailRequired'],
    ]);
  });
});
