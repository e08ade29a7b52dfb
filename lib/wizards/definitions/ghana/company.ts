import { z } from 'zod';
import { packageIds } from '@/lib/catalogue/packages';
import { ghanaianAddress, isValidGhanaPostGps } from '@/lib/validation/address';
import { emailField } from '@/lib/validation/email';
import { isValidGhanaCardPin, isValidPassportNumber } from '@/lib/validation/identity';
import type { Issue } from '@/lib/validation/issues';
import { NATIONALITIES, personCore } from '@/lib/validation/person';
import { phoneField } from '@/lib/validation/phone';
import { ALWAYS, checkedBox, moneyField, optionalText, positiveIntegerField, requiredText, str } from '@/lib/validation/text';
import { endsWithLimited, packageField } from '../../schemas';
import { defineWizard, type DraftData } from '../../steps';

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
} as const;

const CONSTITUTIONS = ['standard', 'bespoke'] as const;
const YES_NO = ['yes', 'no'] as const;

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
    if (!endsWithLimited(str(v.companyName))) ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'nameSuffixLimited' });
  }, ALWAYS);

const director = personCore('GH')
  .extend({
    placeOfBirth: requiredText(100),
    occupation: requiredText(100),
    // TIN / Ghana Card PIN for Ghanaians [S124][S128]; a passport for foreigners.
    ghanaCardPin: optionalText(15),
    passportNumber: optionalText(9),
    residentInGhana: z.enum(YES_NO, { error: 'required' }),
    residentialAddress: requiredText(300),
    digitalAddress: optionalText(12),
  })
  .superRefine((v, ctx) => {
    if (v.nationality === 'GH') {
      if (!v.ghanaCardPin || !isValidGhanaCardPin(v.ghanaCardPin.toUpperCase()))
        ctx.addIssue({ code: 'custom', path: ['ghanaCardPin'], message: v.ghanaCardPin ? 'ghanaCard' : 'required' });
    } else if (v.nationality && (!v.passportNumber || !isValidPassportNumber(v.passportNumber))) {
      ctx.addIssue({ code: 'custom', path: ['passportNumber'], message: v.passportNumber ? 'passport' : 'required' });
    }
    // Residential address with its digital address [S124]: required for residents.
    if (v.residentInGhana === 'yes') {
      if (!v.digitalAddress) ctx.addIssue({ code: 'custom', path: ['digitalAddress'], message: 'required' });
      else if (!isValidGhanaPostGps(v.digitalAddress.toUpperCase()))
        ctx.addIssue({ code: 'custom', path: ['digitalAddress'], message: 'ghanaPostGps' });
    }
  }, ALWAYS);

const directors = z.object({ directors: z.array(director).min(1, 'atLeastOneDirector').max(20) });

/** Act 992: at least two directors, at least one ordinarily resident in Ghana [S123][S124]. */
export function ghanaDirectorIssues(all: DraftData): Issue[] {
  const list = (Array.isArray(all.directors) ? all.directors : []) as { residentInGhana?: string }[];
  const issues: Issue[] = [];
  if (list.length < GHANA_COMPANY_LIMITS.minDirectors)
    issues.push({ path: ['directors'], key: 'minDirectors', values: { min: GHANA_COMPANY_LIMITS.minDirectors } });
  else if (list.filter((d) => d.residentInGhana === 'yes').length < GHANA_COMPANY_LIMITS.minResidentDirectors)
    issues.push({ path: ['directors'], key: 'residentDirectorRequired' });
  return issues;
}

// Act 992 s.211: a qualified secretary (categories UNCONFIRMED; verify the s.211 text).
const SECRETARY_QUALIFICATIONS = ['lawyer', 'charteredAccountant', 'charteredSecretary', 'competent'] as const;

const officers = z.object({
  secretaryName: requiredText(120),
  secretaryQualification: z.enum(SECRETARY_QUALIFICATIONS, { error: 'required' }),
  secretaryEmail: emailField(),
  secretaryPhone: phoneField('GH'),
  // Consent form 26B for the secretary [S125]; an auditor with consent [S124].
  auditorName: requiredText(150),
  auditorAddress: requiredText(300),
  officersConsent: checkedBox,
});

const FOREIGN = ['none', 'jointVenture', 'whollyForeign', 'trading'] as const;

const shareholder = z.object({
  fullName: requiredText(120),
  nationality: z.enum(NATIONALITIES, { error: 'required' }),
  shares: positiveIntegerField,
});

const shares = z
  .object({
    // Stated capital: the paid-up value of issued shares; shares have no par value [S125][S123].
    statedCapital: moneyField.refine((v) => Number(v) > 0, 'positive'),
    authorisedShares: positiveIntegerField,
    issuedShares: positiveIntegerField,
    foreignParticipation: z.enum(FOREIGN, { error: 'required' }),
    foreignCapitalUsd: moneyField.optional().or(z.literal('')),
    shareholders: z.array(shareholder).min(1, 'atLeastOneShareholder').max(50),
  })
  .superRefine((v, ctx) => {
    if (Number(v.issuedShares) > Number(v.authorisedShares))
      ctx.addIssue({ code: 'custom', path: ['issuedShares'], message: 'issuedAboveAuthorised' });
    if (v.foreignParticipation && v.foreignParticipation !== 'none' && v.foreignParticipation in GHANA_COMPANY_LIMITS.foreignCapitalUsd) {
      const min = GHANA_COMPANY_LIMITS.foreignCapitalUsd[v.foreignParticipation];
      if (!v.foreignCapitalUsd) ctx.addIssue({ code: 'custom', path: ['foreignCapitalUsd'], message: 'required' });
      else if (Number(v.foreignCapitalUsd) < min)
        ctx.addIssue({ code: 'custom', path: ['foreignCapitalUsd'], message: `gipcMin_${v.foreignParticipation}`, params: { min } });
    }
    const allotted = (v.shareholders ?? []).reduce((sum, s) => sum + (Number(s.shares) || 0), 0);
    if (allotted !== Number(v.issuedShares))
      ctx.addIssue({
        code: 'custom',
        path: ['shareholders'],
        message: 'sharesTotal', params: { total: Number(v.issuedShares), allotted },
      });
    if (v.foreignParticipation === 'none')
      (v.shareholders ?? []).forEach((s, i) => {
        if (s.nationality !== 'GH')
          ctx.addIssue({ code: 'custom', path: ['shareholders', i, 'nationality'], message: 'foreignShareholderUndeclared' });
      });
  }, ALWAYS);

const finish = z.object({
  package: packageField,
  submitterName: requiredText(120),
  submitterEmail: emailField(),
  submitterPhone: phoneField('GH'),
  consent: checkedBox,
});

export const ghanaCompany = defineWizard('ghana-company', {
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
          { name: 'nationality', kind: 'select', options: NATIONALITIES, optionsKey: 'nationality' },
          { name: 'ghanaCardPin', kind: 'id', optional: true, showIf: { field: 'nationality', equals: 'GH' }, placeholder: 'GHA-123456789-1' },
          { name: 'passportNumber', kind: 'id', optional: true, showIf: { field: 'nationality', notEquals: 'GH' } },
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
    fields: [
      { name: 'secretaryName', kind: 'text' },
      { name: 'secretaryQualification', kind: 'select', options: SECRETARY_QUALIFICATIONS },
      { name: 'secretaryEmail', kind: 'email' },
      { name: 'secretaryPhone', kind: 'phone' },
      { name: 'auditorName', kind: 'text' },
      { name: 'auditorAddress', kind: 'textarea' },
      { name: 'officersConsent', kind: 'checkbox' },
    ],
  },
  step3: {
    schema: shares,
    fields: [
      { name: 'statedCapital', kind: 'money' },
      { name: 'authorisedShares', kind: 'number' },
      { name: 'issuedShares', kind: 'number' },
      { name: 'foreignParticipation', kind: 'select', options: FOREIGN },
      { name: 'foreignCapitalUsd', kind: 'money', currency: 'USD', optional: true, showIf: { field: 'foreignParticipation', notEquals: 'none' } },
      {
        name: 'shareholders',
        kind: 'group',
        min: 1,
        max: 50,
        fields: [
          { name: 'fullName', kind: 'text' },
          { name: 'nationality', kind: 'select', options: NATIONALITIES, optionsKey: 'nationality' },
          { name: 'shares', kind: 'number' },
        ],
      },
    ],
  },
  step4: {
    schema: finish,
    quote: true,
    fields: [
      { name: 'package', kind: 'radio', options: packageIds, optionsKey: 'package' },
      { name: 'submitterName', kind: 'text', autoComplete: 'name' },
      { name: 'submitterEmail', kind: 'email', autoComplete: 'email' },
      { name: 'submitterPhone', kind: 'phone', autoComplete: 'tel' },
      { name: 'consent', kind: 'checkbox' },
    ],
  },
});
