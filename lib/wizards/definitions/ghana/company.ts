import { z } from 'zod';
import { ghanaianAddress, isValidGhanaPostGps } from '@/lib/validation/address';
import { emailField } from '@/lib/validation/email';
import {
  isValidGhanaCardPin,
  isValidGhanaTin,
  isValidPassportNumber,
} from '@/lib/validation/identity';
import type { Issue } from '@/lib/validation/issues';
import { NATIONALITIES, personCore } from '@/lib/validation/person';
import { phoneField } from '@/lib/validation/phone';
import {
  addressText,
  ALWAYS,
  amountOf,
  checkedBox,
  moneyField,
  nameText,
  optionalText,
  percentField,
  positiveIntegerField,
  requiredText,
  sameName,
  str,
} from '@/lib/validation/text';
import { endsWithLimited, YES_NO } from '../../schemas';
import { defineWizard, itemsOf, type DraftData, type ScalarField } from '../../steps';
import { packageSubmitterConsent } from '../filer';

/**
 * Ghana: private company limited by shares, Companies Act 2019 (Act 992), at the ORC.
 * Rules cite docs/sources.md (research notes §2.1) (compiled 2026-11-21).
 */

export const GHANA_COMPANY_LIMITS = {
  /** At least 2 directors, one ordinarily resident in Ghana (Act 992 s.172, [S123], SECONDARY). */
  minDirectors: 2,
  minResidentDirectors: 1,
  /**
   * Minimum foreign capital, GIPC Act 2013 (Act 865) s.28 [S120][S121], OFFICIAL, in force since
   * 2013; GIPC said in 2024 it wants to scrap them [S122], so they stay configurable.
   */
  foreignCapitalUsd: { jointVenture: 200_000, whollyForeign: 500_000, trading: 1_000_000 },
  /**
   * A shareholder holding this share of the company or more is one of its beneficial owners and
   * is declared (Act 992; the ORC's thresholds: 5% in high-risk sectors such as extractives,
   * finance, insurance and real estate, 20% in the others [S134][S136], SECONDARY, as of 2023-10;
   * the ORC's beneficial-ownership notice of 1 July 2025 [S137]).
   */
  beneficialOwnerPercent: { high: 5, other: 20 },
} as const;

const CONSTITUTIONS = ['standard', 'bespoke'] as const;

const businessDetails = z
  .object({
    // The name must end with "Limited"/"LTD" [S132][S124].
    companyName: requiredText(150),
    natureOfBusiness: requiredText(300),
    constitution: z.enum(CONSTITUTIONS, { error: 'required' }),
    registeredOffice: ghanaianAddress,
    postalAddress: optionalText(200),
    companyEmail: emailField(),
    companyPhone: phoneField('GH'),
  })
  .superRefine((v, ctx) => {
    if (!endsWithLimited(str(v.companyName)))
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'nameSuffixLimited' });
  }, ALWAYS);

/**
 * Identity and TIN, as ORC Form 3 asks every director, secretary and shareholder: a Ghanaian's
 * Ghana Card PIN is both (the TIN of individuals since 1 April 2021 [S124][S128][S135]); a
 * foreigner gives a passport and a TIN (a GRA TIN, or a non-citizen Ghana Card's PIN).
 */
export function refineGhanaIdentity(
  v: { nationality?: string; ghanaCardPin?: string; passportNumber?: string; tin?: string },
  ctx: z.RefinementCtx,
) {
  if (v.nationality === 'GH') {
    if (!v.ghanaCardPin || !isValidGhanaCardPin(v.ghanaCardPin.trim().toUpperCase()))
      ctx.addIssue({
        code: 'custom',
        path: ['ghanaCardPin'],
        message: v.ghanaCardPin ? 'ghanaCard' : 'required',
      });
  } else if (v.nationality) {
    if (!v.passportNumber || !isValidPassportNumber(v.passportNumber.trim()))
      ctx.addIssue({
        code: 'custom',
        path: ['passportNumber'],
        message: v.passportNumber ? 'passport' : 'required',
      });
    if (!v.tin || !isValidGhanaTin(v.tin))
      ctx.addIssue({ code: 'custom', path: ['tin'], message: v.tin ? 'ghanaTin' : 'required' });
  }
}

const identity = {
  ghanaCardPin: optionalText(15),
  passportNumber: optionalText(9),
  tin: optionalText(15),
};

const director = personCore('GH')
  .extend({
    placeOfBirth: requiredText(100),
    occupation: requiredText(100),
    ...identity,
    residentInGhana: z.enum(YES_NO, { error: 'required' }),
    residentialAddress: addressText(300),
    digitalAddress: optionalText(12),
  })
  .superRefine((v, ctx) => {
    refineGhanaIdentity(v, ctx);
    // Residential address with its digital address [S124]: required for residents.
    if (v.residentInGhana === 'yes') {
      if (!v.digitalAddress)
        ctx.addIssue({ code: 'custom', path: ['digitalAddress'], message: 'required' });
      else if (!isValidGhanaPostGps(v.digitalAddress.toUpperCase()))
        ctx.addIssue({ code: 'custom', path: ['digitalAddress'], message: 'ghanaPostGps' });
    }
  }, ALWAYS);

const directors = z.object({
  directors: z
    .array(director, { error: 'atLeastOneDirector' })
    .min(1, 'atLeastOneDirector')
    .max(20),
});

/** Act 992: at least two directors, at least one ordinarily resident in Ghana [S123][S124]. */
export function ghanaDirectorIssues(all: DraftData): Issue[] {
  const list = itemsOf<{ residentInGhana: string }>(all.directors);
  const issues: Issue[] = [];
  if (list.length < GHANA_COMPANY_LIMITS.minDirectors)
    issues.push({
      path: ['directors'],
      key: 'minDirectors',
      values: { min: GHANA_COMPANY_LIMITS.minDirectors },
    });
  else if (
    list.filter((d) => d.residentInGhana === 'yes').length <
    GHANA_COMPANY_LIMITS.minResidentDirectors
  )
    issues.push({ path: ['directors'], key: 'residentDirectorRequired' });
  return [...issues, ...sharedPinIssues(all, ['directors'])];
}

type Holder = { fullName?: string; ghanaCardPin?: string; tin?: string; nationality?: string };
type Role = 'directors' | 'secretary' | 'shareholders' | 'beneficialOwners';

/** A person's TIN as the registry files it: a Ghanaian's Ghana Card PIN, a foreigner's TIN. */
function tinOf(person: Holder): string {
  return str(person.nationality === 'GH' ? person.ghanaCardPin : person.tin)
    .trim()
    .toUpperCase();
}

/** Everyone named with a TIN so far, in the order of the form: role, path, name, TIN. */
function peopleWithTin(all: DraftData) {
  const people: { role: Role; path: (string | number)[]; name: string; tin: string }[] = [];
  for (const role of ['directors', 'shareholders', 'beneficialOwners'] as const) {
    itemsOf<Holder>(all[role]).forEach((p, i) => {
      const tin = tinOf(p);
      if (tin)
        people.push({
          role,
          path: [role, i, p.nationality === 'GH' ? 'ghanaCardPin' : 'tin'],
          name: str(p.fullName),
          tin,
        });
    });
    if (role === 'directors') {
      const tin = str(all.secretaryTin).trim().toUpperCase();
      if (tin)
        people.push({
          role: 'secretary',
          path: ['secretaryTin'],
          name: str(all.secretaryName),
          tin,
        });
    }
  }
  return people;
}

/**
 * One TIN, one person (ORC Form 3 [S124]): two officers or shareholders cannot give the same
 * Ghana Card PIN or TIN. The same person in two roles (a director who holds shares, a secretary
 * who is a director) gives theirs in each, under the same name: that is one person, not two
 * sharing a PIN. One person listed twice in the same role (same name, same PIN) is refused too. Only the entries of
 * `roles` (the step being checked) get the message; the earlier ones are the reference.
 */
export function sharedPinIssues(all: DraftData, roles: readonly Role[]): Issue[] {
  const seen: { role: Role; name: string; tin: string }[] = [];
  const issues: Issue[] = [];
  for (const person of peopleWithTin(all)) {
    const other = seen.find((p) => p.tin === person.tin);
    if (other && roles.includes(person.role)) {
      if (!sameName(other.name, person.name))
        issues.push({ path: person.path, key: 'pinShared', values: { name: other.name.trim() } });
      else if (other.role === person.role) issues.push({ path: person.path, key: 'pinRepeated' });
    }
    seen.push(person);
  }
  return issues;
}

// Act 992 s.211: a qualified secretary (categories UNCONFIRMED; verify the s.211 text).
const SECRETARY_QUALIFICATIONS = [
  'lawyer',
  'charteredAccountant',
  'charteredSecretary',
  'competent',
] as const;

const officers = z.object({
  secretaryName: nameText(120),
  secretaryQualification: z.enum(SECRETARY_QUALIFICATIONS, { error: 'required' }),
  // The secretary's TIN: a Ghana Card PIN, a GRA TIN, or a firm's GRA TIN (C00…) [S124][S135].
  secretaryTin: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .refine(isValidGhanaTin, 'ghanaTin'),
  secretaryEmail: emailField(),
  secretaryPhone: phoneField('GH'),
  // Consent form 26B for the secretary [S125]; an auditor with consent [S124].
  auditorName: nameText(150),
  auditorAddress: addressText(300),
  officersConsent: checkedBox,
});

/**
 * The auditor reports on the directors' accounts to the members: a director or the secretary
 * cannot audit the company (issue 22; Act 992 disqualifies a company's officers as its auditor,
 * section UNCONFIRMED: no primary text seen, 2026-11-26). Names are compared as the registry
 * would read them.
 */
export function officersCross(all: DraftData): Issue[] {
  const auditor = str(all.auditorName);
  const issues: Issue[] = [];
  const directors = itemsOf<Holder>(all.directors);
  if (
    auditor.trim() &&
    (directors.some((d) => sameName(str(d.fullName), auditor)) ||
      sameName(str(all.secretaryName), auditor))
  )
    issues.push({ path: ['auditorName'], key: 'auditorIsOfficer' });
  return [...issues, ...sharedPinIssues(all, ['secretary'])];
}

const FOREIGN = ['none', 'jointVenture', 'whollyForeign', 'trading'] as const;

/** What a shareholder and a beneficial owner both give: name, nationality, identity and TIN, home. */
const holderParticulars = {
  fullName: nameText(120),
  nationality: z.enum(NATIONALITIES, { error: 'required' }),
  ...identity,
  residentialAddress: addressText(300),
};

/** A shareholder: identity and TIN, address, shares and what they pay for them (Form 3 [S124]). */
const shareholder = z
  .object({
    ...holderParticulars,
    shares: positiveIntegerField,
    // Stated capital is what is paid for the shares, in cash or in kind [S125][S123].
    amountPaid: moneyField,
  })
  .superRefine(refineGhanaIdentity, ALWAYS);

const RISK = ['high', 'other'] as const;

/** A beneficial owner: the natural person who ultimately owns or controls the company [S137]. */
const beneficialOwner = z
  .object({
    ...holderParticulars,
    ownershipPercent: percentField,
    politicallyExposed: z.enum(YES_NO, { error: 'required' }),
  })
  .superRefine(refineGhanaIdentity, ALWAYS);

const shares = z
  .object({
    // Stated capital: the paid-up value of issued shares; shares have no par value [S125][S123].
    statedCapital: moneyField.refine((v) => Number(v) > 0, 'positive'),
    authorisedShares: positiveIntegerField,
    issuedShares: positiveIntegerField,
    foreignParticipation: z.enum(FOREIGN, { error: 'required' }),
    foreignCapitalUsd: moneyField.optional().or(z.literal('')),
    shareholders: z
      .array(shareholder, { error: 'atLeastOneShareholder' })
      .min(1, 'atLeastOneShareholder')
      .max(50),
    sectorRisk: z.enum(RISK, { error: 'required' }),
    beneficialOwners: z
      .array(beneficialOwner, { error: 'atLeastOneBeneficialOwner' })
      .min(1, 'atLeastOneBeneficialOwner')
      .max(50),
  })
  .superRefine((v, ctx) => {
    if (amountOf(v.issuedShares) > amountOf(v.authorisedShares))
      ctx.addIssue({ code: 'custom', path: ['issuedShares'], message: 'issuedAboveAuthorised' });
    if (
      v.foreignParticipation &&
      v.foreignParticipation !== 'none' &&
      v.foreignParticipation in GHANA_COMPANY_LIMITS.foreignCapitalUsd
    ) {
      const min = GHANA_COMPANY_LIMITS.foreignCapitalUsd[v.foreignParticipation];
      if (!v.foreignCapitalUsd)
        ctx.addIssue({ code: 'custom', path: ['foreignCapitalUsd'], message: 'required' });
      else if (amountOf(v.foreignCapitalUsd) < min)
        ctx.addIssue({
          code: 'custom',
          path: ['foreignCapitalUsd'],
          message: `gipcMin_${v.foreignParticipation}`,
          params: { min },
        });
    }
    const holders = Array.isArray(v.shareholders) ? v.shareholders : [];
    const allotted = holders.reduce((sum, s) => sum + (amountOf(s?.shares) || 0), 0);
    if (allotted !== amountOf(v.issuedShares))
      ctx.addIssue({
        code: 'custom',
        path: ['shareholders'],
        message: 'sharesTotal',
        params: { total: amountOf(v.issuedShares), allotted },
      });
    // What the shareholders pay is the stated capital [S125][S123].
    const paid = holders.reduce((sum, s) => sum + (amountOf(s?.amountPaid) || 0), 0);
    const stated = amountOf(v.statedCapital);
    if (
      Number.isFinite(stated) &&
      holders.every((s) => Number.isFinite(amountOf(s?.amountPaid))) &&
      paid !== stated
    )
      ctx.addIssue({
        code: 'custom',
        path: ['shareholders'],
        message: 'amountPaidTotal',
        params: { stated, paid },
      });
    if (v.foreignParticipation === 'none')
      holders.forEach((s, i) => {
        if (s?.nationality && s.nationality !== 'GH')
          ctx.addIssue({
            code: 'custom',
            path: ['shareholders', i, 'nationality'],
            message: 'foreignShareholderUndeclared',
          });
      });
  }, ALWAYS);

/**
 * Every shareholder holding the sector's threshold or more is declared among the beneficial
 * owners (by name), and no two people share a TIN.
 */
export function sharesCross(all: DraftData): Issue[] {
  const issues: Issue[] = [];
  const threshold =
    GHANA_COMPANY_LIMITS.beneficialOwnerPercent[all.sectorRisk === 'high' ? 'high' : 'other'];
  const total = amountOf(all.issuedShares);
  const owners = itemsOf<Holder>(all.beneficialOwners);
  const holders = itemsOf<Holder & { shares: string }>(all.shareholders);
  if (all.sectorRisk && Number.isFinite(total) && total > 0) {
    const missing = holders
      .filter(
        (h) =>
          typeof h.fullName === 'string' &&
          h.fullName.trim() &&
          (amountOf(h.shares) || 0) * 100 >= total * threshold,
      )
      .filter((h) => !owners.some((o) => sameName(str(o.fullName), h.fullName!)))
      .map((h) => h.fullName!.trim());
    if (missing.length)
      issues.push({
        path: ['beneficialOwners'],
        key: 'beneficialOwnerMissing',
        values: { names: missing.join(', '), min: threshold },
      });
  }
  return [...issues, ...sharedPinIssues(all, ['shareholders', 'beneficialOwners'])];
}

const finish = packageSubmitterConsent('GH', nameText(120));

/** Nationality, then a Ghanaian's Ghana Card PIN or a foreigner's passport and TIN. */
const IDENTITY_FIELDS: ScalarField[] = [
  { name: 'nationality', kind: 'select', options: NATIONALITIES, optionsKey: 'nationality' },
  {
    name: 'ghanaCardPin',
    kind: 'id',
    optional: true,
    showIf: { field: 'nationality', equals: 'GH' },
    placeholder: 'GHA-123456789-1',
  },
  {
    name: 'passportNumber',
    kind: 'id',
    optional: true,
    showIf: { field: 'nationality', notEquals: 'GH' },
  },
  {
    name: 'tin',
    kind: 'id',
    optional: true,
    showIf: { field: 'nationality', notEquals: 'GH' },
    placeholder: 'P0012345678',
  },
];

/** The fields of holderParticulars, on the shareholder's and the beneficial owner's cards. */
const HOLDER_FIELDS: ScalarField[] = [
  { name: 'fullName', kind: 'text' },
  ...IDENTITY_FIELDS,
  { name: 'residentialAddress', kind: 'textarea' },
];

export const ghanaCompany = defineWizard(
  'ghana-company',
  {
    'business-details': {
      schema: businessDetails,
      fields: [
        { name: 'companyName', kind: 'text' },
        { name: 'natureOfBusiness', kind: 'textarea' },
        { name: 'constitution', kind: 'radio', options: CONSTITUTIONS },
        { name: 'registeredOffice', kind: 'address' },
        { name: 'postalAddress', kind: 'text', optional: true },
        { name: 'companyEmail', kind: 'email' },
        { name: 'companyPhone', kind: 'phone' },
      ],
    },
    step1: {
      schema: directors,
      cross: ghanaDirectorIssues,
      fields: [
        {
          name: 'directors',
          kind: 'group',
          min: 2,
          max: 20,
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'dateOfBirth', kind: 'date' },
            { name: 'placeOfBirth', kind: 'text' },
            ...IDENTITY_FIELDS,
            { name: 'occupation', kind: 'text' },
            { name: 'residentInGhana', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
            { name: 'residentialAddress', kind: 'textarea' },
            { name: 'digitalAddress', kind: 'id', placeholder: 'GA-183-8164' },
            { name: 'email', kind: 'email' },
            { name: 'phone', kind: 'phone' },
          ],
        },
      ],
    },
    step2: {
      schema: officers,
      cross: officersCross,
      fields: [
        { name: 'secretaryName', kind: 'text' },
        { name: 'secretaryQualification', kind: 'select', options: SECRETARY_QUALIFICATIONS },
        { name: 'secretaryTin', kind: 'id' },
        { name: 'secretaryEmail', kind: 'email' },
        { name: 'secretaryPhone', kind: 'phone' },
        { name: 'auditorName', kind: 'text' },
        { name: 'auditorAddress', kind: 'textarea' },
        { name: 'officersConsent', kind: 'checkbox' },
      ],
    },
    step3: {
      schema: shares,
      cross: sharesCross,
      fields: [
        { name: 'statedCapital', kind: 'money' },
        { name: 'authorisedShares', kind: 'number' },
        { name: 'issuedShares', kind: 'number' },
        { name: 'foreignParticipation', kind: 'select', options: FOREIGN },
        {
          name: 'foreignCapitalUsd',
          kind: 'money',
          currency: 'USD',
          optional: true,
          showIf: { field: 'foreignParticipation', notEquals: 'none' },
        },
        {
          name: 'shareholders',
          kind: 'group',
          min: 1,
          max: 50,
          fields: [
            ...HOLDER_FIELDS,
            { name: 'shares', kind: 'number' },
            { name: 'amountPaid', kind: 'money' },
          ],
        },
        { name: 'sectorRisk', kind: 'radio', options: RISK },
        {
          name: 'beneficialOwners',
          kind: 'group',
          min: 1,
          max: 50,
          fields: [
            ...HOLDER_FIELDS,
            { name: 'ownershipPercent', kind: 'percent' },
            { name: 'politicallyExposed', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
          ],
        },
      ],
    },
    step4: {
      schema: z.object(finish.schema),
      quote: true,
      fields: [...finish.fields],
    },
  },
  {
    // The business details come before step 1: "Step 2 of 5" is /ghana-company-registration/step2.
    unnumberedSteps: 1,
  },
);
