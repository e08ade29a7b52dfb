import { z } from 'zod';
import {
  ALWAYS,
  str,
  checkedBox,
  dateField,
  emailField,
  nigerianAddress,
  optionalText,
  packageStep,
  PACKAGES,
  phoneField,
  refineNigerianIdentity,
  requiredText,
  sameName,
} from '../schemas';
import { isIsoDate } from '../validators';
import type { CrossIssue, DraftData, WizardDefinition } from '../steps';
import { nigerianPersonBase, nigerianPersonFields } from './nigeria-company';

/**
 * Nigeria: business name (sole proprietorship or partnership), CAMA 2020 Part E, on the CAC
 * portal. Rules cite /work/shared/domain/jurisdictions.md §1.4 (compiled 2026-11-21).
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
    // Commencement date: the standard BN form item (UNCONFIRMED); not more than a year ahead.
    commencementDate: dateField.refine((v) => !isIsoDate(v) || daysFromToday(v) <= 366, 'dateTooFar'),
    businessEmail: emailField,
    businessPhone: phoneField('NG'),
  })
  .superRefine((v, ctx) => {
    if (sameName(str(v.proposedName1), str(v.proposedName2)))
      ctx.addIssue({ code: 'custom', path: ['proposedName2'], message: 'namesDiffer' });
  }, ALWAYS);

function daysFromToday(iso: string): number {
  return (Date.parse(`${iso}T00:00:00Z`) - Date.now()) / 86_400_000;
}

// Full name, former name, DOB, gender, nationality, occupation, address, phone, email, NIN [S108][S109].
const proprietor = nigerianPersonBase.extend({ formerName: optionalText(120) }).superRefine(refineNigerianIdentity, ALWAYS);

const proprietors = z.object({ proprietors: z.array(proprietor).min(1, 'atLeastOneProprietor').max(20) });

function proprietorsCross(all: DraftData): CrossIssue[] {
  // Sole proprietorship: 1 owner; partnership: 2 or more [S107].
  const n = Array.isArray(all.proprietors) ? all.proprietors.length : 0;
  if (all.businessType === 'sole' && n !== 1) return [{ path: ['proprietors'], message: 'soleOneProprietor' }];
  if (all.businessType === 'partnership' && n < 2) return [{ path: ['proprietors'], message: 'partnershipTwoPartners' }];
  return [];
}

export const SUBMITTER_ROLES = ['owner', 'agent', 'other'] as const;

/** Who files and how to reach them; shared by the Nigerian business-name and non-profit flows. */
export const nigerianSubmitter = z.object({
  submitterName: requiredText(120),
  submitterEmail: emailField,
  submitterPhone: phoneField('NG'),
  submitterRole: z.enum(SUBMITTER_ROLES, { error: 'required' }),
  consent: checkedBox,
});

export const nigerianSubmitterFields = [
  { name: 'submitterName', kind: 'text', autoComplete: 'name' },
  { name: 'submitterEmail', kind: 'email', autoComplete: 'email' },
  { name: 'submitterPhone', kind: 'phone', country: 'NG', autoComplete: 'tel' },
  { name: 'submitterRole', kind: 'select', options: SUBMITTER_ROLES, optionsKey: 'submitterRoleShort' },
  { name: 'consent', kind: 'checkbox' },
] as const;

export const nigeriaEnterprise: WizardDefinition = {
  id: 'nigeria-enterprise',
  jurisdiction: 'NG',
  service: 'businessName',
  currency: 'NGN',
  namespace: 'WizardNigeria',
  section: 'enterprise',
  referencePrefix: 'NG-BN',
  country: 'NG',
  reviewPath: '/nigeria-enterprise-review',
  paymentPath: () => '/nigeria-enterprise-payment',
  steps: [
    {
      id: 'registration',
      path: '/nigeria-enterprise-registration',
      schema: registration,
      fields: [
        { name: 'proposedName1', kind: 'text' },
        { name: 'proposedName2', kind: 'text' },
        { name: 'businessType', kind: 'radio', options: BUSINESS_TYPES },
        { name: 'natureOfBusiness', kind: 'text' },
        { name: 'businessAddress', kind: 'address', country: 'NG' },
        { name: 'commencementDate', kind: 'date' },
        { name: 'businessEmail', kind: 'email' },
        { name: 'businessPhone', kind: 'phone', country: 'NG' },
      ],
    },
    {
      id: 'proprietor',
      path: '/nigeria-enterprise-proprietor',
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
    {
      id: 'submitter',
      path: '/nigeria-enterprise-submitter',
      schema: nigerianSubmitter,
      fields: [...nigerianSubmitterFields],
    },
    {
      id: 'package',
      path: '/nigeria-enterprise-package',
      schema: packageStep,
      quote: true,
      fields: [{ name: 'package', kind: 'radio', options: PACKAGES, optionsKey: 'package' }],
    },
  ],
};
