import { z } from 'zod';
import type { CountryCode } from '@/lib/catalogue/jurisdictions';
import { internationalAddress, isCountryCode } from '@/lib/validation/address';
import { ageOn, dateField, isIsoDate } from '@/lib/validation/dates';
import { emailField } from '@/lib/validation/email';
import type { Issue } from '@/lib/validation/issues';
import { phoneField } from '@/lib/validation/phone';
import { ALWAYS, checkedBox, optionalText, requiredText, str } from '@/lib/validation/text';
import { optionalFileField, packageField, YES_NO } from '../schemas';
import type { DraftData, FieldDef, StepForm } from '../steps';
import { consentBox, packageChoice, submitter } from './filer';
import { classOfTerm, isTrademarkTerm, NICE_CLASSES, TRADEMARK_TERMS } from './uk/trademark-terms';

/**
 * The steps of a national trade mark application outside the US: the UK's
 * (lib/wizards/definitions/uk/trademark.ts, with its own owner step) and issue 35's Nigeria, Ghana,
 * South Africa and Canada: the owner, the mark (words or an image), goods and services by Nice class (13th edition [S76], the
 * same English terms as the UK's, or the customer's own words in a chosen class), a priority claim
 * within 6 months of the earlier filing (Paris Convention art. 4C(1) [S399]), who files, and the
 * package. Each office's fee per class lives in the catalogue (lib/catalogue/catalogue.ts), which
 * reads the classes through `quoteOptions` below.
 *
 * No address for service is asked: we file through our agent in each country, whose address the
 * office writes to (CIPC's TM1 field 74 wants one in South Africa [S391]).
 */

export const TRADEMARK_LIMITS = {
  /** A priority claim from an earlier filing abroad is made within 6 months of it (Paris Convention art. 4C(1) [S399]). */
  priorityMonths: 6,
  maxOtherTerms: 20,
} as const;

/** The Nice classes an application covers: those of its listed terms and of the terms written out. */
export function trademarkClasses(all: DraftData): number[] {
  const chosen = (Array.isArray(all.terms) ? all.terms : [])
    .filter((t): t is string => typeof t === 'string' && isTrademarkTerm(t))
    .map(classOfTerm);
  const written = (Array.isArray(all.otherTerms) ? all.otherTerms : [])
    .map((t) => Number((t as { niceClass?: unknown }).niceClass))
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 45);
  return [...new Set([...chosen, ...written])].sort((a, b) => a - b);
}

/** True when an earlier filing (YYYY-MM-DD) is no more than 6 months before `today`. */
export function withinPriorityPeriod(isoDate: string, today = new Date()): boolean {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y, m - 1 + TRADEMARK_LIMITS.priorityMonths, d));
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return day <= limit.getTime();
}

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
    otherTerms: z.array(otherTerm).max(TRADEMARK_LIMITS.maxOtherTerms, 'tooMany').default([]),
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
      max: TRADEMARK_LIMITS.maxOtherTerms,
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
          params: { months: TRADEMARK_LIMITS.priorityMonths },
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
