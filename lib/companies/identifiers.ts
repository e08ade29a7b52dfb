import type { ComplianceEntity, ComplianceJurisdiction } from '@/lib/compliance/model';
import { isValidGhanaTin } from '@/lib/validation/identity';

/**
 * The numbers a registry or a tax office gives a company, one rule per kind: how people type it
 * (spaces, dashes, lower case), its one written form, and whether it is well formed. Only the
 * format is checked (no registry answers here). Each rule cites docs/sources.md; [S247]–[S256]
 * were checked 2026-11-28, the UNCONFIRMED ones are marked in their entry.
 *
 * A rule's `message` is a key of `Companies.errors` saying what the number looks like.
 */
export const IDENTIFIER_KINDS = [
  'nigeriaRc',
  'nigeriaBn',
  'nigeriaIt',
  'ghanaCompany',
  'ghanaTin',
  'cipc',
  'ukCompany',
  'canadaCorporation',
  'ontarioCorporation',
  'canadaBusinessNumber',
  'delawareFile',
  'wyomingFiling',
  'texasFile',
  'ein',
] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

type Rule = {
  /** The number as it is written once checked. */
  normalise: (raw: string) => string;
  /** Whether the normalised number has the registry's format. */
  valid: (value: string) => boolean;
};

const squeeze = (raw: string) =>
  raw
    .trim()
    .toUpperCase()
    .replace(/[\s\u00A0]+/g, '');
const digitsOnly = (raw: string) => raw.replace(/[\s\u00A0-]+/g, '');

/** CAC numbers are written "RC 1234567", "RC-1234567" or "RC1234567": one form, the prefix joined. */
function cacNumber(prefix: 'RC' | 'BN' | 'IT'): Rule {
  const pattern = new RegExp(`^${prefix}[-/.]?(?:NO\\.?)?(\\d{1,8})$`);
  return {
    normalise: (raw) => {
      const match = pattern.exec(squeeze(raw));
      return match ? `${prefix}${match[1]!.replace(/^0+(?=\d)/, '')}` : squeeze(raw);
    },
    valid: (value) => new RegExp(`^${prefix}[1-9]\\d{0,7}$`).test(value),
  };
}

const RULES: Readonly<Record<IdentifierKind, Rule>> = {
  // CAC: RC (companies), BN (business names), IT (incorporated trustees), then the number [S247].
  nigeriaRc: cacNumber('RC'),
  nigeriaBn: cacNumber('BN'),
  nigeriaIt: cacNumber('IT'),
  // ORC/RGD: a two-letter type (CS limited by shares, CG by guarantee, PL a public company…) and
  // digits, e.g. CS160152013 [S248], UNCONFIRMED beyond the certificates seen.
  ghanaCompany: {
    normalise: (raw) => squeeze(raw).replace(/[-/]/g, ''),
    valid: (value) => /^(CS|CG|CU|PL|PB|PG|EC)\d{6,12}$/.test(value),
  },
  // GRA: the Ghana Card PIN (GHA-NNNNNNNNN-N) for individuals since 2021, otherwise the GRA's
  // 11-character TIN, P00/C00/G00/Q00/V00 and 8 letters or digits [S128][S138][S249]. The one
  // check the wizards' identity fields use too (lib/validation/identity.ts).
  ghanaTin: {
    normalise: (raw) => {
      const value = squeeze(raw);
      const pin = /^([A-Z]{3})-?(\d{8,9})-?([A-Z0-9])$/.exec(value);
      return pin ? `${pin[1]}-${pin[2]}-${pin[3]}` : value;
    },
    valid: isValidGhanaTin,
  },
  // CIPC: YYYY/NNNNNN/NN, the year registered, a sequence, the entity type (07 private company) [S250].
  cipc: {
    normalise: (raw) => squeeze(raw).replace(/[-\\]/g, '/'),
    valid: (value) => {
      const match = /^(\d{4})\/\d{6}\/\d{2}$/.exec(value);
      return match !== null && Number(match[1]) >= 1900 && Number(match[1]) <= 2100;
    },
  },
  // Companies House: 8 characters, 8 digits (England and Wales) or a two-character prefix and 6
  // digits (SC Scotland, NI Northern Ireland, OC/SO/NC LLPs, R0 older Northern Irish) [S251].
  ukCompany: {
    normalise: (raw) => {
      const value = squeeze(raw);
      // Companies House pads with leading zeros: 1234567 is 01234567.
      return /^\d{5,7}$/.test(value) ? value.padStart(8, '0') : value;
    },
    valid: (value) => /^(\d{8}|(SC|NI|OC|SO|NC|R0)\d{6})$/.test(value),
  },
  // Corporations Canada: a 7-digit corporation number, printed 123456-7 [S252].
  canadaCorporation: {
    normalise: (raw) => digitsOnly(raw),
    valid: (value) => /^\d{7}$/.test(value),
  },
  // Ontario Business Registry: the Ontario Corporation Number, 7 digits for older corporations,
  // 10 for those created in the registry since 2021 [S253] (the 10 digits UNCONFIRMED).
  ontarioCorporation: {
    normalise: (raw) => digitsOnly(raw),
    valid: (value) => /^(\d{7}|\d{10})$/.test(value),
  },
  // CRA: the 9-digit business number, with a program account where given (RC0001) [S254].
  canadaBusinessNumber: {
    normalise: (raw) => {
      const value = squeeze(raw).replace(/-/g, '');
      const match = /^(\d{9})([A-Z]{2})(\d{4})$/.exec(value);
      return match ? `${match[1]} ${match[2]}${match[3]}` : value;
    },
    valid: (value) => /^\d{9}( (RC|RT|RP|RR|RM|RZ)\d{4})?$/.test(value),
  },
  // Delaware Division of Corporations: the file number, 7 digits for today's entities [S255]
  // (older ones have fewer: UNCONFIRMED; they are written with leading zeros).
  delawareFile: {
    normalise: (raw) => {
      const value = digitsOnly(raw);
      return /^\d{5,6}$/.test(value) ? value.padStart(7, '0') : value;
    },
    valid: (value) => /^\d{7}$/.test(value),
  },
  // Wyoming Secretary of State: the filing ID, the year and 9 digits, 2019-000876543 [S255].
  wyomingFiling: {
    normalise: (raw) => squeeze(raw),
    valid: (value) => /^(19|20)\d{2}-\d{9}$/.test(value),
  },
  // Texas Secretary of State: the SOS file number, 10 digits (0801234567) [S256], UNCONFIRMED.
  texasFile: {
    normalise: (raw) => digitsOnly(raw),
    valid: (value) => /^\d{10}$/.test(value),
  },
  // IRS: 9 digits written NN-NNNNNNN [S46]; 00 is never a prefix.
  ein: {
    normalise: (raw) => {
      const value = digitsOnly(raw);
      return /^\d{9}$/.test(value) ? `${value.slice(0, 2)}-${value.slice(2)}` : value;
    },
    valid: (value) => /^\d{2}-\d{7}$/.test(value) && !value.startsWith('00'),
  },
};

export type IdentifierCheck = { ok: true; value: string } | { ok: false; message: IdentifierKind };

/** The number written the registry's way, or which format it misses (`Companies.errors.<kind>`). */
export function checkIdentifier(kind: IdentifierKind, raw: string): IdentifierCheck {
  const rule = RULES[kind];
  const value = rule.normalise(raw);
  return rule.valid(value) ? { ok: true, value } : { ok: false, message: kind };
}

/** The registry's number of a company of this jurisdiction and entity. */
export function registryKind(
  jurisdiction: ComplianceJurisdiction,
  entity: ComplianceEntity,
): IdentifierKind {
  switch (jurisdiction) {
    case 'nigeria':
      return entity === 'business-name'
        ? 'nigeriaBn'
        : entity === 'trustees'
          ? 'nigeriaIt'
          : 'nigeriaRc';
    case 'ghana':
      return 'ghanaCompany';
    case 'south-africa':
      return 'cipc';
    case 'uk':
      return 'ukCompany';
    case 'canada-federal':
      return 'canadaCorporation';
    case 'ontario':
      return 'ontarioCorporation';
    case 'delaware':
      return 'delawareFile';
    case 'wyoming':
      return 'wyomingFiling';
    case 'texas':
      return 'texasFile';
  }
}

/**
 * The tax identifier a company of this jurisdiction has of its own, if any: the EIN in the US,
 * the GRA's TIN in Ghana, the CRA's business number in Canada. Nigeria's RC number is the
 * company's Tax ID [S103]; the UK's and South Africa's tax references are not asked for here.
 */
export function taxIdKind(jurisdiction: ComplianceJurisdiction): IdentifierKind | null {
  switch (jurisdiction) {
    case 'delaware':
    case 'wyoming':
    case 'texas':
      return 'ein';
    case 'ghana':
      return 'ghanaTin';
    case 'canada-federal':
    case 'ontario':
      return 'canadaBusinessNumber';
    default:
      return null;
  }
}
