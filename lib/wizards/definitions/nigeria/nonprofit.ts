import { z } from 'zod';
import { nigerianAddress } from '@/lib/validation/address';
import { emailField } from '@/lib/validation/email';
import type { Issue } from '@/lib/validation/issues';
import { refineNigerianIdentity } from '@/lib/validation/person';
import { phoneField } from '@/lib/validation/phone';
import {
  ALWAYS,
  checkedBox,
  nameText,
  optionalText,
  requiredText,
  sameName,
  str,
} from '@/lib/validation/text';
import { packageStep, uploadedFileField } from '../../schemas';
import { defineWizard, type DraftData } from '../../steps';
import { nigerianPersonBase, nigerianPersonFields } from './company';
import { packageChoice } from '../filer';
import { nigerianSubmitter, nigerianSubmitterFields } from './enterprise';

/**
 * Nigeria: incorporated trustees (NGO, association, religious body), CAMA 2020 Part F.
 * Rules cite docs/sources.md (research notes §1.5) (compiled 2026-11-21).
 */

/** The name takes the form "Incorporated Trustees of …" [S92], SECONDARY 2022. */
export function isIncorporatedTrusteesName(name: string): boolean {
  return /^(the\s+)?incorporated trustees of\s+\S/i.test(name.trim());
}

// Religious, educational, literary, scientific, social, development, cultural, sporting or
// charitable purposes only [S91][S92].
const PURPOSES = [
  'religious',
  'educational',
  'literary',
  'scientific',
  'social',
  'development',
  'cultural',
  'sporting',
  'charitable',
] as const;

const registration = z
  .object({
    proposedName1: requiredText(150),
    proposedName2: requiredText(150),
    purpose: z.enum(PURPOSES, { error: 'required' }),
    aimsAndObjects: requiredText(2000),
    registeredAddress: nigerianAddress,
    organisationEmail: emailField(),
    organisationPhone: phoneField('NG'),
  })
  .superRefine((v, ctx) => {
    for (const key of ['proposedName1', 'proposedName2'] as const)
      if (!isIncorporatedTrusteesName(str(v[key])))
        ctx.addIssue({ code: 'custom', path: [key], message: 'nameIncorporatedTrustees' });
    if (sameName(str(v.proposedName1), str(v.proposedName2)))
      ctx.addIssue({ code: 'custom', path: ['proposedName2'], message: 'namesDiffer' });
  }, ALWAYS);

const trustee = nigerianPersonBase.superRefine(refineNigerianIdentity, ALWAYS);

/**
 * Trustees: the statute allows "one or more" (CAMA 2020 s.823(1), formerly s.590 [S89][S91]), but
 * the CAC's application lists the trustees (each signs and gives two photographs) beside the
 * chairman and the secretary who sign for the body [S89]; we ask for at least two (issue 22), as
 * the registry's practice is reported (UNCONFIRMED as a rule of law).
 */
export const MIN_TRUSTEES = 2;

const trustees = z.object({
  trustees: z.array(trustee, { error: 'minTrustees' }).min(MIN_TRUSTEES, 'minTrustees').max(20),
  // A trustee cannot be a minor, of unsound mind, an undischarged bankrupt or convicted of fraud
  // or dishonesty within 5 years [S89][S91]: each trustee's eligibility is declared.
  trusteesEligible: checkedBox,
});

const officers = z.object({
  // The chairman and the secretary sign the application [S89], OFFICIAL.
  chairmanName: nameText(120),
  chairmanEmail: emailField(),
  secretaryName: nameText(120),
  secretaryEmail: emailField(),
});

function officersCross(all: DraftData): Issue[] {
  if (
    typeof all.chairmanName === 'string' &&
    typeof all.secretaryName === 'string' &&
    all.chairmanName &&
    sameName(all.chairmanName, all.secretaryName)
  )
    return [{ path: ['secretaryName'], key: 'chairmanNotSecretary' }];
  return [];
}

const constitution = z.object({
  // The constitution must cover aims, trustees, the common seal, meetings and the governing council [S90].
  constitutionFile: uploadedFileField,
  // Minutes of the meeting that appointed the trustees, signed by chairman and secretary [S89].
  minutesFile: uploadedFileField,
  constitutionCovers: checkedBox,
});

const PUBLICATION = ['weArrange', 'selfArrange'] as const;
const publication = z.object({
  // Notice in national dailies inviting objections within 28 days; the CAC page lists three
  // papers [S89] (an older checklist says two [S90]); we follow the current CAC page.
  publicationArrangement: z.enum(PUBLICATION, { error: 'required' }),
  publicationNotes: optionalText(500),
  publicationAcknowledged: checkedBox,
});

export const nigeriaNonprofit = defineWizard('nigeria-nonprofit', {
  registration: {
    schema: registration,
    fields: [
      { name: 'proposedName1', kind: 'text' },
      { name: 'proposedName2', kind: 'text' },
      { name: 'purpose', kind: 'select', options: PURPOSES },
      { name: 'aimsAndObjects', kind: 'textarea' },
      { name: 'registeredAddress', kind: 'address' },
      { name: 'organisationEmail', kind: 'email' },
      { name: 'organisationPhone', kind: 'phone' },
    ],
  },
  trustees: {
    schema: trustees,
    fields: [
      {
        name: 'trustees',
        kind: 'group',
        min: MIN_TRUSTEES,
        max: 20,
        fields: nigerianPersonFields(),
      },
      { name: 'trusteesEligible', kind: 'checkbox' },
    ],
  },
  officers: {
    schema: officers,
    cross: officersCross,
    fields: [
      { name: 'chairmanName', kind: 'text' },
      { name: 'chairmanEmail', kind: 'email' },
      { name: 'secretaryName', kind: 'text' },
      { name: 'secretaryEmail', kind: 'email' },
    ],
  },
  constitution: {
    schema: constitution,
    fields: [
      { name: 'constitutionFile', kind: 'file' },
      { name: 'minutesFile', kind: 'file' },
      { name: 'constitutionCovers', kind: 'checkbox' },
    ],
  },
  publication: {
    schema: publication,
    fields: [
      { name: 'publicationArrangement', kind: 'radio', options: PUBLICATION },
      { name: 'publicationNotes', kind: 'textarea', optional: true },
      { name: 'publicationAcknowledged', kind: 'checkbox' },
    ],
  },
  submitter: {
    schema: nigerianSubmitter,
    fields: [...nigerianSubmitterFields],
  },
  package: {
    // The flow starts from /nigeria-nonprofit-pricing, whose package choice arrives as ?package=.
    schema: packageStep,
    quote: true,
    fields: [packageChoice],
  },
});
