import { z } from 'zod';
import { canadaRegimes, type CanadaRegime } from '@/lib/catalogue/catalogue';
import { canadianAddress, countryField, internationalAddress } from '@/lib/validation/address';
import { adultBirthDate, birthDate } from '@/lib/validation/dates';
import { emailField } from '@/lib/validation/email';
import type { Issue } from '@/lib/validation/issues';
import {
  ALWAYS,
  optionalText,
  positiveIntegerField,
  requiredText,
  str,
} from '@/lib/validation/text';
import { YES_NO } from '../../schemas';
import { defineWizard, type DraftData } from '../../steps';
import { packageSubmitterConsent } from '../filer';

/**
 * Canada: a corporation under the Canada Business Corporations Act (federal, Corporations Canada)
 * or Ontario's Business Corporations Act (Ontario Business Registry). Articles (Form 1), registered
 * office and first directors, individuals with significant control. Rules cite docs/sources.md
 * (notes §5, updates 2026-11-25).
 */

export const CANADA_LIMITS = {
  /** Federal: at least 25% of directors resident Canadians, at least one when fewer than 4 [S160][S161]. */
  residentShare: 0.25,
  residentSmallBoard: 4,
  maxDirectors: 15,
  maxShareClasses: 5,
  maxIsc: 10,
  maxIncorporators: 5,
} as const;

const NAME_TYPES = ['named', 'numbered'] as const;
const TRANSFER_RESTRICTIONS = ['directorsApproval', 'none', 'custom'] as const;
export const CONTROL_BASES = ['sharesAndVotes', 'shares', 'votes', 'influence'] as const;

/**
 * A corporate name ends with its legal element: Limited, Incorporated, Corporation or their French
 * forms and abbreviations (Ltd., Ltée, Inc., Corp.) [S166] SECONDARY; a federal one may also use
 * "Société par actions de régime fédéral" / "S.A.R.F." (CBCA s.10, general knowledge, UNCONFIRMED).
 */
export function hasLegalElement(name: string, regime: CanadaRegime): boolean {
  const common =
    'limited|limitée|limitee|incorporated|incorporée|incorporee|corporation|ltd\\.?|ltée\\.?|ltee\\.?|inc\\.?|corp\\.?';
  const federal = '|société par actions de régime fédéral|s\\.a\\.r\\.f\\.?';
  return new RegExp(`(^|[\\s,])(${common}${regime === 'federal' ? federal : ''})$`, 'iu').test(
    name.trim(),
  );
}

/**
 * Resident Canadian directors a federal corporation needs: at least 25%, and at least one when it
 * has fewer than four directors [S160][S161] SECONDARY, 2024-02. Ontario has had no such rule since
 * 5 July 2021 [S161].
 */
export function residentDirectorsRequired(directors: number, regime: CanadaRegime): number {
  if (regime === 'ontario' || directors === 0) return 0;
  if (directors < CANADA_LIMITS.residentSmallBoard) return 1;
  return Math.ceil(directors * CANADA_LIMITS.residentShare);
}

const regimeOf = (all: DraftData): CanadaRegime =>
  all.regime === 'ontario' ? 'ontario' : 'federal';

const jurisdiction = z.object({ regime: z.enum(canadaRegimes, { error: 'required' }) });

const name = z.object({
  nameType: z.enum(NAME_TYPES, { error: 'required' }),
  proposedName: optionalText(150),
  // What the corporation will do: for the NUANS search and the articles' description.
  businessActivity: requiredText(300),
});

function nameIssues(all: DraftData): Issue[] {
  if (all.nameType !== 'named') return [];
  const proposed = str(all.proposedName).trim();
  if (!proposed) return [{ path: ['proposedName'], key: 'required' }];
  // A word name needs a NUANS report no more than 90 days old, which we order [S165][S170].
  if (!hasLegalElement(proposed, regimeOf(all)))
    return [{ path: ['proposedName'], key: 'legalElement' }];
  return [];
}

const office = z.object({
  registeredOffice: canadianAddress,
  companyEmail: emailField(),
});

function officeIssues(all: DraftData): Issue[] {
  // An Ontario corporation's registered office is in Ontario [S173].
  const province = (all.registeredOffice as { province?: unknown } | undefined)?.province;
  if (regimeOf(all) === 'ontario' && province && province !== 'ON')
    return [{ path: ['registeredOffice', 'province'], key: 'ontarioOffice' }];
  return [];
}

const shareClass = z.object({
  className: requiredText(60),
  // Blank: an unlimited number of shares, as most articles say.
  maxShares: positiveIntegerField.optional().or(z.literal('')),
  rights: requiredText(1000),
});

const shares = z
  .object({
    shareClasses: z
      .array(shareClass, { error: 'required' })
      .min(1, 'required')
      .max(CANADA_LIMITS.maxShareClasses, 'tooMany'),
    // Restrictions on share transfers (Form 1 item) [notes §5.1].
    transferRestrictions: z.enum(TRANSFER_RESTRICTIONS, { error: 'required' }),
    transferRestrictionsText: optionalText(1000),
    businessRestrictions: optionalText(1000),
    otherProvisions: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.transferRestrictions === 'custom' && !str(v.transferRestrictionsText).trim())
      ctx.addIssue({ code: 'custom', path: ['transferRestrictionsText'], message: 'required' });
  }, ALWAYS);

const director = z.object({
  fullName: requiredText(120),
  // Directors are at least 18 (OBCA; CBCA) [S173] SECONDARY.
  dateOfBirth: adultBirthDate,
  address: internationalAddress,
  residentCanadian: z.enum(YES_NO, { error: 'required' }),
});

const directors = z.object({
  minDirectors: positiveIntegerField,
  maxDirectors: positiveIntegerField,
  directors: z
    .array(director, { error: 'atLeastOneDirector' })
    .min(1, 'atLeastOneDirector')
    .max(CANADA_LIMITS.maxDirectors, 'tooMany'),
});

/** The board's size against the articles' minimum and maximum, and the federal residency rule. */
export function directorIssues(all: DraftData): Issue[] {
  const list = (Array.isArray(all.directors) ? all.directors : []) as {
    residentCanadian?: string;
  }[];
  const min = Number(all.minDirectors);
  const max = Number(all.maxDirectors);
  const issues: Issue[] = [];
  if (Number.isSafeInteger(min) && Number.isSafeInteger(max) && min > 0 && max > 0) {
    if (max < min) issues.push({ path: ['maxDirectors'], key: 'maxBelowMin' });
    else if (list.length > 0 && (list.length < min || list.length > max))
      issues.push({
        path: ['directors'],
        key: 'directorsOutsideRange',
        values: { min, max, count: list.length },
      });
  }
  const required = residentDirectorsRequired(list.length, regimeOf(all));
  const residents = list.filter((d) => d.residentCanadian === 'yes').length;
  if (residents < required)
    issues.push({
      path: ['directors'],
      key: 'residentCanadians',
      values: { required, count: list.length },
    });
  return issues;
}

/** An individual with significant control as the register records them [S162][S163] (also the annual return's). */
export const iscPerson = z.object({
  fullName: requiredText(120),
  dateOfBirth: birthDate,
  address: internationalAddress,
  taxResidence: countryField,
  controlBasis: z.enum(CONTROL_BASES, { error: 'required' }),
  controlDetails: requiredText(300),
});

const iscStep = z.object({
  // 25% or more of votes or value, or de facto control: filed federally at incorporation since 2024-01-22 [S162][S163].
  isc: z.array(iscPerson).max(CANADA_LIMITS.maxIsc, 'tooMany').default([]),
});

function iscIssues(all: DraftData): Issue[] {
  const list = Array.isArray(all.isc) ? all.isc : [];
  if (regimeOf(all) === 'federal' && list.length === 0)
    return [{ path: ['isc'], key: 'iscRequired' }];
  return [];
}

const incorporator = z.object({
  fullName: requiredText(120),
  address: internationalAddress,
});

const finish = packageSubmitterConsent('CA');

const packageStep = z.object({
  // The incorporators sign the articles [notes §5.1].
  incorporators: z
    .array(incorporator, { error: 'atLeastOneIncorporator' })
    .min(1, 'atLeastOneIncorporator')
    .max(CANADA_LIMITS.maxIncorporators, 'tooMany'),
  ...finish.schema,
});

export const canadaCompany = defineWizard(
  'canada-company',
  {
    jurisdiction: {
      schema: jurisdiction,
      fields: [{ name: 'regime', kind: 'radio', options: canadaRegimes }],
    },
    name: {
      schema: name,
      cross: nameIssues,
      fields: [
        { name: 'nameType', kind: 'radio', options: NAME_TYPES },
        {
          name: 'proposedName',
          kind: 'text',
          optional: true,
          showIf: { field: 'nameType', equals: 'named' },
          autoComplete: 'organization',
        },
        { name: 'businessActivity', kind: 'textarea' },
      ],
    },
    office: {
      schema: office,
      cross: officeIssues,
      fields: [
        { name: 'registeredOffice', kind: 'address', country: 'CA' },
        { name: 'companyEmail', kind: 'email' },
      ],
    },
    shares: {
      schema: shares,
      fields: [
        {
          name: 'shareClasses',
          kind: 'group',
          min: 1,
          max: CANADA_LIMITS.maxShareClasses,
          fields: [
            { name: 'className', kind: 'text', placeholder: 'Common' },
            { name: 'maxShares', kind: 'number', optional: true },
            { name: 'rights', kind: 'textarea' },
          ],
        },
        { name: 'transferRestrictions', kind: 'radio', options: TRANSFER_RESTRICTIONS },
        {
          name: 'transferRestrictionsText',
          kind: 'textarea',
          optional: true,
          showIf: { field: 'transferRestrictions', equals: 'custom' },
        },
        { name: 'businessRestrictions', kind: 'textarea', optional: true },
        { name: 'otherProvisions', kind: 'textarea', optional: true },
      ],
    },
    directors: {
      schema: directors,
      cross: directorIssues,
      fields: [
        { name: 'minDirectors', kind: 'number' },
        { name: 'maxDirectors', kind: 'number' },
        {
          name: 'directors',
          kind: 'group',
          min: 1,
          max: CANADA_LIMITS.maxDirectors,
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'dateOfBirth', kind: 'date' },
            { name: 'address', kind: 'address', country: 'INTL' },
            { name: 'residentCanadian', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
          ],
        },
      ],
    },
    isc: {
      schema: iscStep,
      cross: iscIssues,
      fields: [
        {
          name: 'isc',
          kind: 'group',
          min: 0,
          max: CANADA_LIMITS.maxIsc,
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'dateOfBirth', kind: 'date' },
            { name: 'address', kind: 'address', country: 'INTL' },
            { name: 'taxResidence', kind: 'select', optionLabels: 'country' },
            { name: 'controlBasis', kind: 'select', options: CONTROL_BASES },
            { name: 'controlDetails', kind: 'text' },
          ],
        },
      ],
    },
    package: {
      schema: packageStep,
      quote: true,
      fields: [
        {
          name: 'incorporators',
          kind: 'group',
          min: 1,
          max: CANADA_LIMITS.maxIncorporators,
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'address', kind: 'address', country: 'INTL' },
          ],
        },
        ...finish.fields,
      ],
    },
  },
  {
    // Federal or Ontario fees; a numbered corporation needs no NUANS report.
    quoteOptions: (data) => ({
      canadaRegime: regimeOf(data),
      numberedCompany: data.nameType === 'numbered',
    }),
  },
);
