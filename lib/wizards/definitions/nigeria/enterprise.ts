import { z } from 'zod';
import { nigerianAddress } from '@/lib/validation/address';
import { dateField, isBefore1900, isIsoDate } from '@/lib/validation/dates';
import { emailField } from '@/lib/validation/email';
import type { Issue } from '@/lib/validation/issues';
import { refineNigerianIdentity } from '@/lib/validation/person';
import { phoneField } from '@/lib/validation/phone';
import {
  ALWAYS,
  checkedBox,
  hasTwoLetters,
  nameText,
  optionalText,
  requiredText,
  sameName,
  str,
} from '@/lib/validation/text';
import { endsWithLimited, packageStep } from '../../schemas';
import { defineWizard, type DraftData } from '../../steps';
import { consentBox, packageChoice, submitter } from '../filer';
import { nigerianPersonBase, nigerianPersonFields } from './company';

/**
 * Nigeria: business name (sole proprietorship or partnership), CAMA 2020 Part E, on the CAC
 * portal. Rules cite docs/sources.md (research notes §1.4) (compiled 2026-11-21).
 */

const BUSINESS_TYPES = ['sole', 'partnership'] as const;

const registration = z
  .object({
    // Two proposed names, reserved 60 days once approved [S107].
    proposedName1: requiredText(120),
    proposedName2: requiredText(120),
    businessType: z.enum(BUSINESS_TYPES, { error: 'required' }),
    // The first nature of business appears on the certificate [S107].
    natureOfBusiness: requiredText(200),
    businessAddress: nigerianAddress,
    // Commencement date: the standard BN form item (UNCONFIRMED); not more than a year ahead,
    // and not before 1900 (a typing slip: 0202 for 2022).
    commencementDate: dateField
      .refine((v) => !isIsoDate(v) || !isBefore1900(v), 'dateBefore1900')
      .refine((v) => !isIsoDate(v) || daysFromToday(v) <= 366, 'dateTooFar'),
    businessEmail: emailField(),
    businessPhone: phoneField('NG'),
  })
  .superRefine((v, ctx) => {
    for (const key of ['proposedName1', 'proposedName2'] as const) {
      const name = str(v[key]);
      if (!name.trim()) continue;
      // A name is words: "!!!" or "..." is refused.
      if (!hasTwoLetters(name))
        ctx.addIssue({ code: 'custom', path: [key], message: 'nameNoLetters' });
      // "Limited"/"Ltd" belong to companies (CAMA 2020); a business name is not one [S107].
      else if (endsWithLimited(name))
        ctx.addIssue({ code: 'custom', path: [key], message: 'businessNameLimited' });
    }
    if (hasTwoLetters(str(v.proposedName2)) && sameName(str(v.proposedName1), str(v.proposedName2)))
      ctx.addIssue({ code: 'custom', path: ['proposedName2'], message: 'namesDiffer' });
  }, ALWAYS);

function daysFromToday(iso: string): number {
  return (Date.parse(`${iso}T00:00:00Z`) - Date.now()) / 86_400_000;
}

// Full name, former name, DOB, gender, nationality, occupation, address, phone, email, NIN [S108][S109].
const proprietor = nigerianPersonBase
  .extend({ formerName: optionalText(120) })
  .superRefine(refineNigerianIdentity, ALWAYS);

const proprietors = z.object({
  proprietors: z
    .array(proprietor, { error: 'atLeastOneProprietor' })
    .min(1, 'atLeastOneProprietor')
    .max(20),
});

function proprietorsCross(all: DraftData): Issue[] {
  // Sole proprietorship: 1 owner; partnership: 2 or more [S107].
  const n = Array.isArray(all.proprietors) ? all.proprietors.length : 0;
  if (all.businessType === 'sole' && n !== 1)
    return [{ path: ['proprietors'], key: 'soleOneProprietor' }];
  if (all.businessType === 'partnership' && n < 2)
    return [{ path: ['proprietors'], key: 'partnershipTwoPartners' }];
  return [];
}

export const SUBMITTER_ROLES = ['owner', 'agent', 'other'] as const;

const filer = submitter('NG', nameText(120));

/** Who files, in what role, and how to reach them; shared by the Nigerian business-name and non-profit flows. */
export const nigerianSubmitter = z.object({
  ...filer.schema,
  submitterRole: z.enum(SUBMITTER_ROLES, { error: 'required' }),
  consent: checkedBox,
});

export const nigerianSubmitterFields = [
  ...filer.fields,
  {
    name: 'submitterRole',
    kind: 'select',
    options: SUBMITTER_ROLES,
    optionsKey: 'submitterRoleShort',
  },
  consentBox,
] as const;

export const nigeriaEnterprise = defineWizard('nigeria-enterprise', {
  registration: {
    schema: registration,
    fields: [
      { name: 'proposedName1', kind: 'text' },
      { name: 'proposedName2', kind: 'text' },
      { name: 'businessType', kind: 'radio', options: BUSINESS_TYPES },
      { name: 'natureOfBusiness', kind: 'text' },
      { name: 'businessAddress', kind: 'address' },
      { name: 'commencementDate', kind: 'date' },
      { name: 'businessEmail', kind: 'email' },
      { name: 'businessPhone', kind: 'phone' },
    ],
  },
  proprietor: {
    schema: proprietors,
    cross: proprietorsCross,
    fields: [
      {
        name: 'proprietors',
        kind: 'group',
        min: 1,
        max: 20,
        fields: nigerianPersonFields([{ name: 'formerName', kind: 'text', optional: true }]),
      },
    ],
  },
  submitter: {
    schema: nigerianSubmitter,
    fields: [...nigerianSubmitterFields],
  },
  package: {
    schema: packageStep,
    quote: true,
    fields: [packageChoice],
  },
});
