import { z } from 'zod';
import {
  COMPLIANCE_ENTITIES,
  COMPLIANCE_JURISDICTIONS,
  ENTITIES_BY_JURISDICTION,
} from '@/lib/compliance/model';
import { isIsoDate } from '@/lib/validation/dates';
import { optionalText, requiredText } from '@/lib/validation/text';
import { checkIdentifier, registryKind, taxIdKind } from './identifiers';

/**
 * What a company record says, as the add and edit forms and the staff's record form send it.
 * Messages are keys of `Companies.errors`. The identifiers come out written the registry's way
 * (lib/companies/identifiers.ts), checked against the jurisdiction and entity chosen.
 */

export const OFFICER_ROLES = ['director', 'officer', 'secretary'] as const;
export type OfficerRole = (typeof OFFICER_ROLES)[number];

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A financial year end MM-DD that some year has (29 February included). */
export function isMonthDay(value: string): boolean {
  return MONTH_DAY.test(value) && isIsoDate(`2024-${value}`);
}

export const officerSchema = z
  .object({
    name: requiredText(200),
    role: z.enum(OFFICER_ROLES, { error: 'required' }),
    email: z
      .string()
      .trim()
      .max(254, 'tooLong')
      .refine((v) => v === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), 'email')
      .optional()
      .default(''),
    wantsReminders: z.boolean().optional().default(false),
  })
  .refine((o) => !o.wantsReminders || o.email !== '', {
    message: 'reminderEmailRequired',
    path: ['email'],
  });
export type OfficerInput = z.output<typeof officerSchema>;

const companyObject = z.object({
  jurisdiction: z.enum(COMPLIANCE_JURISDICTIONS, { error: 'required' }),
  entity: z.enum(COMPLIANCE_ENTITIES, { error: 'required' }),
  legalName: requiredText(200),
  registryNumber: z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'tooLong'),
  taxId: z.string().trim().max(40, 'tooLong').optional().default(''),
  incorporatedOn: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .refine(isIsoDate, 'date')
    .refine((v) => !isIsoDate(v) || v >= '1900-01-01', 'date'),
  yearEnd: z
    .string()
    .trim()
    .refine((v) => v === '' || isMonthDay(v), 'yearEnd')
    .optional()
    .default(''),
  registeredOffice: optionalText(300),
  foreignOwned: z.boolean().optional().default(false),
  officers: z.array(officerSchema).max(20, 'tooMany').optional().default([]),
});

/** The checks across fields: the entity of the jurisdiction, its registry's and tax office's formats. */
function checked<T extends z.output<typeof companyObject>>(input: T, ctx: z.RefinementCtx) {
  if (!ENTITIES_BY_JURISDICTION[input.jurisdiction].includes(input.entity)) {
    ctx.addIssue({ code: 'custom', path: ['entity'], message: 'entityOfJurisdiction' });
    return z.NEVER;
  }
  const registry = checkIdentifier(
    registryKind(input.jurisdiction, input.entity),
    input.registryNumber,
  );
  if (!registry.ok)
    ctx.addIssue({ code: 'custom', path: ['registryNumber'], message: registry.message });
  const taxKind = taxIdKind(input.jurisdiction);
  let taxId: string | null = null;
  if (input.taxId !== '') {
    const tax = taxKind ? checkIdentifier(taxKind, input.taxId) : null;
    if (!tax) ctx.addIssue({ code: 'custom', path: ['taxId'], message: 'taxIdNotAsked' });
    else if (!tax.ok) ctx.addIssue({ code: 'custom', path: ['taxId'], message: tax.message });
    else taxId = tax.value;
  }
  if (!registry.ok) return z.NEVER;
  return {
    ...input,
    registryNumber: registry.value,
    taxId,
    yearEnd: input.yearEnd || null,
    registeredOffice: input.registeredOffice || null,
  };
}

export const companyFieldsSchema = companyObject.transform(checked);
export type CompanyFields = z.output<typeof companyFieldsSchema>;

const uuid = z.uuid({ error: 'invalidRequest' });

/** A customer's company formed elsewhere. */
export const addCompanySchema = companyFieldsSchema;

/**
 * The owner's or staff's edit of a company. `remindersEnabled` only when the form's switch was
 * changed: the company page's own switch may have moved it since the form was drawn, and an edit
 * of the name must not put back the value the form started with. Absent, the switch is kept.
 */
export const updateCompanySchema = companyObject
  .extend({ companyId: uuid, remindersEnabled: z.boolean().optional() })
  .transform(checked);

export const verifyCompanySchema = z.object({ companyId: uuid });

/** Staff's record of the company a formation application produced. */
export const recordFormedCompanySchema = companyObject
  .extend({ applicationId: uuid })
  .transform(checked);

/** An obligation instance of a company: its key as lib/compliance gives it (`<ruleId>:<period>`). */
const obligationKey = z
  .string({ error: 'invalidRequest' })
  .regex(/^[a-z0-9-]+:[A-Za-z0-9:_-]{1,80}$/, { error: 'invalidRequest' });

export const obligationSchema = z.object({ companyId: uuid, obligationKey });

export const obligationRemindersSchema = obligationSchema.extend({
  enabled: z.boolean({ error: 'invalidRequest' }),
});

export const companyRemindersSchema = z.object({
  companyId: uuid,
  enabled: z.boolean({ error: 'invalidRequest' }),
});

/** The account's calendar feed: nothing to say but who asks (the session). */
export const calendarFeedSchema = z.object({}).strict();
