import { z } from 'zod';
import type { CountryCode } from '@/lib/catalogue/jurisdictions';
import { internationalAddress, isCountryCode } from '@/lib/validation/address';
import { ageOn, dateField, isIsoDate } from '@/lib/validation/dates';
import { emailField } from '@/lib/validation/email';
import type { Issue } from '@/lib/validation/issues';
import { phoneField } from '@/lib/validation/phone';
import { ALWAYS, checkedBox, optionalText, requiredText, str } from '@/lib/validation/text';
import { optionalFileField, packageField, YES_NO } from '../schemas';
import type { FieldDef, StepForm } from '../steps';
import { consentBox, packageChoice, submitter } from './filer';
import { trademarkClasses, UK_TRADEMARK_LIMITS, withinPriorityPeriod } from './uk/trademark';
import { NICE_CLASSES, TRADEMARK_TERMS, isTrademarkTerm } from './uk/trademark-terms';

/**
 * The steps of a national trade mark application outside the UK and the US (issue 35: Nigeria,
 * Ghana, South Africa, Canada), built as the UK's (lib/wizards/definitions/uk/trademark.ts): the
 * owner, the mark (words or an image), goods and services by Nice class (13th edition [S76], the
 * same English terms as the UK's, or the customer's own words in a chosen class), a priority claim
 * within 6 months of the earlier filing (Paris Convention art. 4C(1) [S399]), who files, and the
 * package. Each office's fee per class lives in the catalogue (lib/catalogue/catalogue.ts), which
 * reads the classes through `quoteOptions` below.
 *
 * No address for service is asked: we file through our agent in each country, whose address the
 * office writes to (CIPC's TM1 field 74 wants one in South Africa [S391]).
 */

const OWNER_TYPES = ['individual', 'company'] as const;
const MARK_TYPES = ['word', 'figurative'] as const;

export function trademarkOwnerStep(country: CountryCode): StepForm {
  return {
    schema: z.object({
      ownerType: z.enum(OWNER_TYPES, { error: 'required' }),
      ownerName: requiredText(160),
      ownerAddress: internationalAddress,
      ownerEmail: emailField(),
      ownerPhone: phoneField(country),
    }),
    fields: [
      { name: 'ownerType', kind: 'radio', options: OWNER_TYPES },
      { name: 'ownerName', kind: 'text', autoComplete: 'organization' },
      { name: 'ownerAddress', kind: 'address', country: 'INTL' },
      { name: 'ownerEmail', kind: 'email' },
      { name: 'ownerPhone', kind: 'phone' },
    ],
  };
}

const mark = z
  .object({
    markType: z.enum(MARK_TYPES, { error: 'required' }),
    markText: optionalText(100),
    markImage: optionalFileField,
    markDescription: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.markType === 'word' && !str(v.markText).trim())
      ctx.addIssue({ code: 'custom', path: ['markText'], message: 'required' });
    if (v.markType === 'figurative' && !v.markImage)
      ctx.addIssue({ code: 'custom', path: ['markImage'], message: 'fileRequired' });
    // The image of the mark, not a document about it: a JPEG or a PNG.
    else if (v.markType === 'figurative' && !/\.(jpg|png)$/.test(str(v.markImage)))
      ctx.addIssue({ code: 'custom', path: ['markImage'], message: 'photoType' });
  }, ALWAYS);

export const trademarkMarkStep: StepForm = {
  schema: mark,
  fields: [
    { name: 'markType', kind: 'radio', options: MARK_TYPES },
    {
      name: 'markText',
      kind: 'text',
      optional: true,
      showIf: { field: 'markType', equals: 'word' },
    },
    {
      name: 'markImage',
      kind: 'file',
      accept: 'image',
      optional: true,
      showIf: { field: 'markType', equals: 'figurative' },
    },
    { name: 'markDescription', kind: 'textarea', optional: true },
  ],
};

const otherTerm = z.object({
  niceClass: z.enum(NICE_CLASSES as [string, ...string[]], { error: 'required' }),
  description: requiredText(300),
});

function classesIssues(all: Record<string, unknown>): Issue[] {
  return trademarkClasses(all).length === 0 ? [{ path: ['terms'], key: 'termsRequired' }] : [];
}

export const trademarkClassesStep: StepForm = {
  schema: z.object({
    terms: z.array(z.string().refine(isTrademarkTerm, 'invalid')).max(200, 'tooMany').default([]),
    otherTerms: z.array(otherTerm).max(UK_TRADEMARK_LIMITS.maxOtherTerms, 'tooMany').default([]),
    package: packageField,
  }),
  cross: classesIssues,
  quote: true,
  fields: [
    { name: 'terms', kind: 'search', choices: TRADEMARK_TERMS, min: 0, max: 200 },
    {
      name: 'otherTerms',
      kind: 'group',
      min: 0,
      max: UK_TRADEMARK_LIMITS.maxOtherTerms,
      fields: [
        { name: 'niceClass', kind: 'select', options: NICE_CLASSES, optionLabels: 'raw' },
        { name: 'description', kind: 'text' },
      ],
    },
    packageChoice,
  ],
};

export function trademarkDetailsStep(country: CountryCode): StepForm {
  const filer = submitter(country);
  const schema = z
    .object({
      priorityClaim: z.enum(YES_NO, { error: 'required' }),
      priorityCountry: z.string().optional(),
      priorityDate: z.string().optional(),
      priorityNumber: optionalText(40),
      // The applicant uses the mark, or intends to, for what is listed.
      intentToUse: checkedBox,
      ...filer.schema,
      consent: checkedBox,
    })
    .superRefine((v, ctx) => {
      if (v.priorityClaim !== 'yes') return;
      if (!isCountryCode(v.priorityCountry))
        ctx.addIssue({ code: 'custom', path: ['priorityCountry'], message: 'required' });
      if (!str(v.priorityNumber).trim())
        ctx.addIssue({ code: 'custom', path: ['priorityNumber'], message: 'required' });
      const date = dateField.safeParse(v.priorityDate ?? '');
      if (!date.success)
        ctx.addIssue({
          code: 'custom',
          path: ['priorityDate'],
          message: date.error.issues[0]!.message,
        });
      else if (isIsoDate(date.data) && ageOn(date.data) < 0)
        ctx.addIssue({ code: 'custom', path: ['priorityDate'], message: 'dateFuture' });
      else if (!withinPriorityPeriod(date.data))
        ctx.addIssue({
          code: 'custom',
          path: ['priorityDate'],
          message: 'priorityTooOld',
          params: { months: UK_TRADEMARK_LIMITS.priorityMonths },
        });
    }, ALWAYS);
  const whenClaimed = { field: 'priorityClaim', equals: 'yes' } as const;
  const fields: FieldDef[] = [
    { name: 'priorityClaim', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
    {
      name: 'priorityCountry',
      kind: 'select',
      optionLabels: 'country',
      optional: true,
      showIf: whenClaimed,
    },
    { name: 'priorityDate', kind: 'date', optional: true, showIf: whenClaimed },
    { name: 'priorityNumber', kind: 'id', optional: true, showIf: whenClaimed },
    { name: 'intentToUse', kind: 'checkbox' },
    ...filer.fields,
    consentBox,
  ];
  return { schema, fields };
}

/** The office charges by class: the quote reads how many the answers cover (none: the catalogue's one). */
export function trademarkQuoteOptions(data: Record<string, unknown>) {
  const count = trademarkClasses(data).length;
  return count > 0 ? { classes: count } : {};
}

/** A national trade mark wizard's four steps, for `defineWizard`. */
export function trademarkSteps(country: CountryCode) {
  return {
    owner: trademarkOwnerStep(country),
    mark: trademarkMarkStep,
    classes: trademarkClassesStep,
    details: trademarkDetailsStep(country),
  };
}
