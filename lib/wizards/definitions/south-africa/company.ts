import { z } from 'zod';
import { FIXED_SERVICE_FEES } from '@/lib/catalogue/catalogue';
import { governmentFees } from '@/lib/catalogue/government-fees';
import { toMinor } from '@/lib/catalogue/money';
import { southAfricanAddress } from '@/lib/validation/address';
import { emailField } from '@/lib/validation/email';
import { isValidPassportNumber, isValidSouthAfricanId } from '@/lib/validation/identity';
import type { Issue } from '@/lib/validation/issues';
import { NATIONALITIES } from '@/lib/validation/person';
import { phoneField } from '@/lib/validation/phone';
import {
  addressText,
  ALWAYS,
  nameText,
  optionalText,
  percentField,
  positiveIntegerField,
  sameName,
  str,
} from '@/lib/validation/text';
import { optionalUpload, uploadedFileField, YES_NO } from '../../schemas';
import { defineWizard, itemsOf, type DraftData, type ScalarField } from '../../steps';
import { packageSubmitterConsent } from '../filer';

/**
 * South Africa: private company ((Pty) Ltd), Companies Act 71 of 2008, at the CIPC.
 * Rules cite docs/sources.md (research notes §3) (compiled 2026-11-21).
 */

export const SOUTH_AFRICA_LIMITS = {
  /** At least 1 director for a private company [S141][S142]. */
  minDirectors: 1,
  /** EME (generic codes): turnover ≤ R10m may use the B-BBEE sworn affidavit [S147][S148], SECONDARY 2018–2023. */
  emeTurnoverMax: 10_000_000,
  /**
   * QSE (R10m–R50m) may use the affidavit too when at least 51% black-owned [S147][S148]; updates-2026-11
   * confirms it (SEC). Above R50m the level is verified, never sworn.
   */
  qseTurnoverMax: 50_000_000,
  qseMinBlackOwnership: 51,
} as const;

/** Black ownership, for the B-BBEE affidavit: under 51%, 51–99% (Level 2) or 100% (Level 1) [S147]. */
const BLACK_OWNERSHIP = ['under51', 'from51', 'full'] as const;

const MOI = ['standard', 'customised'] as const;
const MONTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

const basics = z.object({
  // Up to 4 names per reservation (CoR 9.1), optional: the registration number can be the name [S142][S143].
  proposedName1: optionalText(120),
  proposedName2: optionalText(120),
  proposedName3: optionalText(120),
  proposedName4: optionalText(120),
  // Standard MOI (CoR 15.1A, online) or customised (CoR 15.1B) [S141][S140].
  moi: z.enum(MOI, { error: 'required' }),
  registeredOffice: southAfricanAddress,
  // Financial year end and the number of shares the company may issue, on the Notice of
  // Incorporation CoR 14.1 [S142] (updates 2026-11-25).
  financialYearEnd: z.enum(MONTHS, { error: 'required' }),
  authorisedShares: positiveIntegerField,
  companyEmail: emailField(),
  companyPhone: phoneField('ZA'),
});

/** SA ID: 13 digits with a Luhn check digit; a passport for foreigners [S141][S144][S145]. */
export function refineSouthAfricanIdentity(
  v: { nationality?: string; saIdNumber?: string; passportNumber?: string },
  ctx: z.RefinementCtx,
) {
  if (v.nationality === 'ZA') {
    if (!v.saIdNumber || !isValidSouthAfricanId(v.saIdNumber.trim()))
      ctx.addIssue({
        code: 'custom',
        path: ['saIdNumber'],
        message: v.saIdNumber ? 'saId' : 'required',
      });
  } else if (
    v.nationality &&
    (!v.passportNumber || !isValidPassportNumber(v.passportNumber.trim()))
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['passportNumber'],
      message: v.passportNumber ? 'passport' : 'required',
    });
  }
}

const member = z
  .object({
    fullName: nameText(120),
    nationality: z.enum(NATIONALITIES, { error: 'required' }),
    saIdNumber: optionalText(13),
    passportNumber: optionalText(9),
    email: emailField(),
    phone: phoneField('ZA'),
    percentage: percentField,
  })
  .superRefine(refineSouthAfricanIdentity, ALWAYS);

/**
 * A director, listed apart from the shareholders (a director may hold no shares): identity,
 * residential and postal addresses, contact, and a certified copy of the ID or passport (CoR 14.1
 * and its supporting documents [S141][S142]; updates 2026-11-25).
 */
const director = z
  .object({
    fullName: nameText(120),
    nationality: z.enum(NATIONALITIES, { error: 'required' }),
    saIdNumber: optionalText(13),
    passportNumber: optionalText(9),
    residentialAddress: addressText(300),
    postalAddress: addressText(300).optional().or(z.literal('')),
    email: emailField(),
    phone: phoneField('ZA'),
    certifiedIdCopy: uploadedFileField,
  })
  .superRefine(refineSouthAfricanIdentity, ALWAYS);

const INCORPORATOR_TYPES = ['person', 'juristic'] as const;

/**
 * An incorporator: a person (a director already listed, or someone who gives an ID and its
 * certified copy here) or a juristic person (a company or trust, by its registration number,
 * acting through a representative with a power of attorney) [S141][S142].
 */
const incorporator = z
  .object({
    incorporatorType: z.enum(INCORPORATOR_TYPES, { error: 'required' }),
    fullName: nameText(150),
    isDirector: z.enum(YES_NO).optional().or(z.literal('')),
    nationality: z.enum(NATIONALITIES).optional().or(z.literal('')),
    saIdNumber: optionalText(13),
    passportNumber: optionalText(9),
    certifiedIdCopy: optionalUpload,
    registrationNumber: optionalText(40),
  })
  .superRefine((v, ctx) => {
    if (v.incorporatorType === 'juristic') {
      if (!v.registrationNumber)
        ctx.addIssue({ code: 'custom', path: ['registrationNumber'], message: 'required' });
      return;
    }
    if (v.incorporatorType !== 'person') return;
    if (!v.isDirector) ctx.addIssue({ code: 'custom', path: ['isDirector'], message: 'required' });
    if (v.isDirector !== 'no') return;
    if (!v.nationality)
      ctx.addIssue({ code: 'custom', path: ['nationality'], message: 'required' });
    refineSouthAfricanIdentity(v, ctx);
    if (!uploadedFileField.safeParse(v.certifiedIdCopy).success)
      ctx.addIssue({ code: 'custom', path: ['certifiedIdCopy'], message: 'fileRequired' });
  }, ALWAYS);

const shareholders = z.object({
  shareholders: z
    .array(member, { error: 'atLeastOneShareholder' })
    .min(1, 'atLeastOneShareholder')
    .max(50),
  directors: z
    .array(director, { error: 'atLeastOneDirector' })
    .min(SOUTH_AFRICA_LIMITS.minDirectors, 'atLeastOneDirector')
    .max(50),
  // At least one incorporator [S141][S142].
  incorporators: z
    .array(incorporator, { error: 'atLeastOneIncorporator' })
    .min(1, 'atLeastOneIncorporator')
    .max(50),
});

export function southAfricaShareholderIssues(all: DraftData): Issue[] {
  const list = itemsOf<{ percentage: string }>(all.shareholders);
  const issues: Issue[] = [];
  // Cents of a percent avoid float drift (33.33 + 33.33 + 33.34).
  const total = list.reduce((sum, s) => sum + Math.round((Number(s.percentage) || 0) * 100), 0);
  if (list.length > 0 && total !== 10_000)
    issues.push({ path: ['shareholders'], key: 'percentTotal', values: { total: total / 100 } });
  // An incorporator who says they are a director is one of the directors listed.
  const directors = itemsOf<{ fullName: string }>(all.directors);
  itemsOf<{ incorporatorType: string; isDirector: string; fullName: string }>(
    all.incorporators,
  ).forEach((inc, i) => {
    if (
      inc.incorporatorType === 'person' &&
      inc.isDirector === 'yes' &&
      !directors.some((d) => sameName(str(d.fullName), str(inc.fullName)))
    )
      issues.push({ path: ['incorporators', i, 'fullName'], key: 'incorporatorNotADirector' });
  });
  return issues;
}

const TURNOVER = ['upTo1m', 'upTo10m', 'upTo50m', 'over50m'] as const;
const finish = packageSubmitterConsent('ZA');

const services = z
  .object({
    addBbbeeAffidavit: z.boolean().optional(),
    addTaxRegistration: z.boolean().optional(),
    blackOwnership: z.enum(BLACK_OWNERSHIP).optional(),
    expectedTurnover: z.enum(TURNOVER, { error: 'required' }),
    ...finish.schema,
  })
  .superRefine((v, ctx) => {
    if (!v.addBbbeeAffidavit) return;
    if (!v.blackOwnership)
      ctx.addIssue({ code: 'custom', path: ['blackOwnership'], message: 'required' });
    // An EME (turnover ≤ R10m) may swear the affidavit; a QSE (R10m–R50m) only when at least 51%
    // black-owned; above R50m never [S147][S148].
    if (v.expectedTurnover === 'over50m')
      ctx.addIssue({ code: 'custom', path: ['addBbbeeAffidavit'], message: 'bbbeeNotEme' });
    else if (v.expectedTurnover === 'upTo50m' && v.blackOwnership === 'under51')
      ctx.addIssue({ code: 'custom', path: ['blackOwnership'], message: 'bbbeeQseOwnership' });
  }, ALWAYS);

/** Nationality, then the SA ID or a passport. */
export const ZA_IDENTITY_FIELDS: ScalarField[] = [
  { name: 'nationality', kind: 'select', options: NATIONALITIES, optionsKey: 'nationality' },
  {
    name: 'saIdNumber',
    kind: 'id',
    optional: true,
    showIf: { field: 'nationality', equals: 'ZA' },
  },
  {
    name: 'passportNumber',
    kind: 'id',
    optional: true,
    showIf: { field: 'nationality', notEquals: 'ZA' },
  },
];

export const southAfricaCompany = defineWizard(
  'south-africa-company',
  {
    'business-basics': {
      schema: basics,
      fields: [
        { name: 'proposedName1', kind: 'text', optional: true },
        { name: 'proposedName2', kind: 'text', optional: true },
        { name: 'proposedName3', kind: 'text', optional: true },
        { name: 'proposedName4', kind: 'text', optional: true },
        {
          name: 'moi',
          kind: 'radio',
          options: MOI,
          // What the CIPC charges with each, the name reservation included (Table CR 2B [S186]).
          optionPrices: {
            standard:
              governmentFees.southAfrica.nameReservation.amount +
              governmentFees.southAfrica.companyStandardMoi.amount,
            customised:
              governmentFees.southAfrica.nameReservation.amount +
              governmentFees.southAfrica.companyCustomisedMoi.amount,
          },
        },
        { name: 'registeredOffice', kind: 'address' },
        { name: 'financialYearEnd', kind: 'select', options: MONTHS, optionsKey: 'month' },
        { name: 'authorisedShares', kind: 'number' },
        { name: 'companyEmail', kind: 'email' },
        { name: 'companyPhone', kind: 'phone' },
      ],
    },
    shareholders: {
      schema: shareholders,
      cross: southAfricaShareholderIssues,
      fields: [
        {
          name: 'shareholders',
          kind: 'group',
          min: 1,
          max: 50,
          fields: [
            { name: 'fullName', kind: 'text' },
            ...ZA_IDENTITY_FIELDS,
            { name: 'email', kind: 'email' },
            { name: 'phone', kind: 'phone' },
            { name: 'percentage', kind: 'percent' },
          ],
        },
        {
          name: 'directors',
          kind: 'group',
          min: 1,
          max: 50,
          fields: [
            { name: 'fullName', kind: 'text' },
            ...ZA_IDENTITY_FIELDS,
            { name: 'residentialAddress', kind: 'textarea' },
            { name: 'postalAddress', kind: 'textarea', optional: true },
            { name: 'email', kind: 'email' },
            { name: 'phone', kind: 'phone' },
            { name: 'certifiedIdCopy', kind: 'file' },
          ],
        },
        {
          name: 'incorporators',
          kind: 'group',
          min: 1,
          max: 50,
          fields: [
            { name: 'incorporatorType', kind: 'radio', options: INCORPORATOR_TYPES },
            { name: 'fullName', kind: 'text' },
            {
              name: 'isDirector',
              kind: 'radio',
              options: YES_NO,
              optionsKey: 'yesNo',
              optional: true,
              showIf: { field: 'incorporatorType', equals: 'person' },
            },
            {
              name: 'registrationNumber',
              kind: 'id',
              optional: true,
              showIf: { field: 'incorporatorType', equals: 'juristic' },
            },
            ...ZA_IDENTITY_FIELDS.map((f) => ({
              ...f,
              ...(f.name === 'nationality'
                ? { optional: true, showIf: { field: 'isDirector', equals: 'no' } }
                : {}),
            })),
            {
              name: 'certifiedIdCopy',
              kind: 'file',
              optional: true,
              showIf: { field: 'isDirector', equals: 'no' },
            },
          ],
        },
      ],
    },
    services: {
      schema: services,
      quote: true,
      fields: [
        {
          name: 'addBbbeeAffidavit',
          kind: 'checkbox',
          optional: true,
          price: toMinor(FIXED_SERVICE_FEES.bbbeeAffidavit),
        },
        {
          name: 'blackOwnership',
          kind: 'select',
          options: BLACK_OWNERSHIP,
          optional: true,
          showIf: { field: 'addBbbeeAffidavit', equals: true },
        },
        {
          name: 'addTaxRegistration',
          kind: 'checkbox',
          optional: true,
          price: toMinor(FIXED_SERVICE_FEES.taxRegistration),
        },
        { name: 'expectedTurnover', kind: 'select', options: TURNOVER },
        ...finish.fields,
      ],
    },
  },
  {
    // The CIPC fee follows the MOI; each extra adds our fee for it.
    quoteOptions: (data) => ({
      moi: data.moi === 'customised' ? 'customised' : 'standard',
      bbbeeAffidavit: data.addBbbeeAffidavit === true,
      taxRegistration: data.addTaxRegistration === true,
    }),
  },
);
