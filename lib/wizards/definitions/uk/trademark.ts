import { z } from 'zod';
import { internationalAddress, isCountryCode, ukAddress } from '@/lib/validation/address';
import { ageOn, dateField, isIsoDate } from '@/lib/validation/dates';
import { emailField } from '@/lib/validation/email';
import type { Issue } from '@/lib/validation/issues';
import { phoneField } from '@/lib/validation/phone';
import { ALWAYS, checkedBox, optionalText, requiredText, str } from '@/lib/validation/text';
import { optionalFileField, packageField, YES_NO } from '../../schemas';
import { defineWizard, type DraftData } from '../../steps';
import { consentBox, packageChoice, submitter } from '../filer';
import { classOfTerm, isTrademarkTerm, NICE_CLASSES, TRADEMARK_TERMS } from './trademark-terms';

/**
 * United Kingdom: a trade mark application to the UKIPO (form TM3, filed online). Fees are the
 * catalogue's (lib/catalogue/government-fees.ts: £205 with one class, £60 each further class
 * since 1 Apr 2026 [S75]). Rules cite docs/sources.md (notes §4.3, updates 2026-11-25).
 */

export const UK_TRADEMARK_LIMITS = {
  /** A priority claim from an earlier filing abroad is made within 6 months of it (Paris Convention art. 4, general knowledge). */
  priorityMonths: 6,
  maxOtherTerms: 20,
} as const;

const OWNER_TYPES = ['individual', 'company'] as const;
const MARK_TYPES = ['word', 'figurative'] as const;

/** True when the owner's address is outside the UK: the UKIPO then needs a UK address for service (notes §updates, UNC). */
function ownerAbroad(address: unknown): boolean {
  const country = str((address as { country?: unknown } | undefined)?.country);
  return country !== '' && country !== 'GB';
}

const owner = z
  .object({
    ownerType: z.enum(OWNER_TYPES, { error: 'required' }),
    ownerName: requiredText(160),
    ownerAddress: internationalAddress,
    addressForService: z.unknown().optional(),
    ownerEmail: emailField(),
    ownerPhone: phoneField('GB'),
  })
  .superRefine((v, ctx) => {
    if (!ownerAbroad(v.ownerAddress)) return;
    const service = ukAddress.safeParse(v.addressForService ?? {});
    if (!service.success)
      for (const issue of service.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: ['addressForService', ...issue.path.map(String)],
          message: issue.message,
        });
  }, ALWAYS);

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

const otherTerm = z.object({
  niceClass: z.enum(NICE_CLASSES as [string, ...string[]], { error: 'required' }),
  description: requiredText(300),
});

const classes = z.object({
  terms: z.array(z.string().refine(isTrademarkTerm, 'invalid')).max(200, 'tooMany').default([]),
  otherTerms: z.array(otherTerm).max(UK_TRADEMARK_LIMITS.maxOtherTerms, 'tooMany').default([]),
  package: packageField,
});

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

function classesIssues(all: DraftData): Issue[] {
  return trademarkClasses(all).length === 0 ? [{ path: ['terms'], key: 'termsRequired' }] : [];
}

const filer = submitter('GB');

const details = z
  .object({
    priorityClaim: z.enum(YES_NO, { error: 'required' }),
    priorityCountry: z.string().optional(),
    priorityDate: z.string().optional(),
    priorityNumber: optionalText(40),
    // The applicant uses the mark, or intends to, for what is listed (TM3's declaration).
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

/** True when an earlier filing (YYYY-MM-DD) is no more than 6 months before `today`. */
export function withinPriorityPeriod(isoDate: string, today = new Date()): boolean {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y, m - 1 + UK_TRADEMARK_LIMITS.priorityMonths, d));
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return day <= limit.getTime();
}

export const ukTrademark = defineWizard(
  'uk-trademark',
  {
    owner: {
      schema: owner,
      fields: [
        { name: 'ownerType', kind: 'radio', options: OWNER_TYPES },
        { name: 'ownerName', kind: 'text', autoComplete: 'organization' },
        { name: 'ownerAddress', kind: 'address', country: 'INTL' },
        {
          name: 'addressForService',
          kind: 'address',
          country: 'GB',
          showIf: { field: 'ownerAddress.country', notEquals: 'GB' },
        },
        { name: 'ownerEmail', kind: 'email' },
        { name: 'ownerPhone', kind: 'phone' },
      ],
    },
    mark: {
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
    },
    classes: {
      schema: classes,
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
    },
    details: {
      schema: details,
      fields: [
        { name: 'priorityClaim', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
        {
          name: 'priorityCountry',
          kind: 'select',
          optionLabels: 'country',
          optional: true,
          showIf: { field: 'priorityClaim', equals: 'yes' },
        },
        {
          name: 'priorityDate',
          kind: 'date',
          optional: true,
          showIf: { field: 'priorityClaim', equals: 'yes' },
        },
        {
          name: 'priorityNumber',
          kind: 'id',
          optional: true,
          showIf: { field: 'priorityClaim', equals: 'yes' },
        },
        { name: 'intentToUse', kind: 'checkbox' },
        ...filer.fields,
        consentBox,
      ],
    },
  },
  {
    // The UKIPO charges by class: the first is in the application fee, each further one extra.
    quoteOptions: (data) => {
      const count = trademarkClasses(data).length;
      return count > 0 ? { classes: count } : {};
    },
  },
);
