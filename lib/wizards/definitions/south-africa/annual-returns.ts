import { z } from 'zod';
import { southAfricaTurnoverBand, type QuoteOptions } from '@/lib/catalogue/catalogue';
import { checkIdentifier } from '@/lib/companies/identifiers';
import { addBusinessDays, anniversaryIn } from '@/lib/compliance/dates';
import { birthDate, dateField, isIsoDate } from '@/lib/validation/dates';
import type { Issue, MessageRef } from '@/lib/validation/issues';
import { NATIONALITIES } from '@/lib/validation/person';
import {
  addressText,
  ALWAYS,
  nameText,
  optionalText,
  percentField,
  requiredText,
  str,
} from '@/lib/validation/text';
import { YES_NO } from '../../schemas';
import { defineWizard, itemsOf, type DraftData } from '../../steps';
import { contactPackageConsent } from '../filer';
import { refineSouthAfricanIdentity, ZA_IDENTITY_FIELDS } from './company';
import { answersOf, companyLinkAnswers } from '../../company-link';

/**
 * South Africa: the company's annual return at the CIPC (issue 33). Sources (docs/sources.md):
 *   Window: from the anniversary of incorporation to 30 business days after it, South African
 *     public holidays excluded [S150][S219] (the compliance calendar's rule, lib/compliance/rules/
 *     south-africa.ts); a 29 February anniversary is 28 February in a common year.
 *   Fee: by the turnover band, R100 / R450 / R2,000 / R3,000 on time, R150 / R600 / R2,500 /
 *     R4,000 late (Table CR 2B item 8 [S186], bizportal [S150]; southAfricaTurnoverBand in
 *     lib/catalogue/catalogue.ts).
 *   Beneficial ownership: CIPC refuses the annual return without the year's beneficial-ownership
 *     filing [S217][S218]; the register lists every person holding 5% or more [S258]. When the
 *     customer has not filed it, the owners are asked here and we file it first (CIPC charges no
 *     fee that we have seen: UNCONFIRMED; our work is in the package).
 * The company's name and number may come from the company record ("File it for me"): the query
 * string's `companyName` and `registryNumber` are the fields of the same names.
 */

/** A beneficial owner holds at least this share (per cent) of the company [S258]. */
export const ZA_BENEFICIAL_OWNER_THRESHOLD = 5;

/** Business days after the anniversary within which the return is filed on time [S150][S219]. */
export const ZA_ANNUAL_RETURN_BUSINESS_DAYS = 30;

/** The year's filing window: from the anniversary to its 30th business day after. */
export function southAfricaFilingWindow(
  incorporationDate: string,
  year: number,
): { opens: string; closes: string } {
  const opens = anniversaryIn(incorporationDate, year);
  return {
    opens,
    closes: addBusinessDays(opens, ZA_ANNUAL_RETURN_BUSINESS_DAYS, { country: 'ZA' }),
  };
}

/** The CIPC registration number, checked as the company record checks it (YYYY/NNNNNN/NN). */
export const cipcNumberField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v) => {
    const checked = checkIdentifier('cipc', v);
    return checked.ok ? checked.value : v;
  })
  .refine((v) => checkIdentifier('cipc', v).ok, 'cipcNumber');

const today = () => new Date().toISOString().slice(0, 10);

const company = z.object({
  companyName: requiredText(150),
  registryNumber: cipcNumberField,
  incorporationDate: dateField.refine((v) => !isIsoDate(v) || v <= today(), 'dateFuture'),
  returnYear: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{4}$/, 'year'),
  // Whole rand, the latest financial year's turnover (the fee's band).
  annualTurnover: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{1,13}$/, 'wholeAmount'),
});

function companyCross(all: DraftData): Issue[] {
  const issues: Issue[] = [];
  const formed = str(all.incorporationDate).trim();
  const number = checkIdentifier('cipc', str(all.registryNumber));
  // The number starts with the year the company was registered [S250].
  if (number.ok && isIsoDate(formed) && number.value.slice(0, 4) !== formed.slice(0, 4))
    issues.push({
      path: ['incorporationDate'],
      key: 'registrationYearMismatch',
      values: { year: number.value.slice(0, 4) },
    });
  const year = str(all.returnYear).trim();
  if (!isIsoDate(formed) || !/^\d{4}$/.test(year)) return issues;
  // The first return is for the first anniversary; none before the window opens.
  if (Number(year) <= Number(formed.slice(0, 4)))
    issues.push({
      path: ['returnYear'],
      key: 'returnBeforeFirstAnniversary',
      values: { first: String(Number(formed.slice(0, 4)) + 1) },
    });
  else {
    const { opens } = southAfricaFilingWindow(formed, Number(year));
    if (opens > today())
      issues.push({ path: ['returnYear'], key: 'returnNotOpenYet', values: { opens } });
  }
  return issues;
}

const owner = z
  .object({
    fullName: nameText(120),
    nationality: z.enum(NATIONALITIES, { error: 'required' }),
    saIdNumber: optionalText(13),
    passportNumber: optionalText(9),
    dateOfBirth: birthDate,
    residentialAddress: addressText(300),
    percentage: percentField.refine(
      (v) => Number(v) >= ZA_BENEFICIAL_OWNER_THRESHOLD,
      'beneficialOwnerThreshold',
    ),
  })
  // A draft of another shape (a null item) is refused by the object itself, not read here.
  .superRefine((v, ctx) => {
    if (v && typeof v === 'object') refineSouthAfricanIdentity(v, ctx);
  }, ALWAYS);

const beneficialOwnership = z
  .object({
    boFiled: z.enum(YES_NO, { error: 'required' }),
    beneficialOwners: z.array(owner).max(20).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.boFiled === 'no' && (v.beneficialOwners ?? []).length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['beneficialOwners'],
        message: 'atLeastOneBeneficialOwner',
      });
  }, ALWAYS);

function ownersCross(all: DraftData): Issue[] {
  if (all.boFiled !== 'no') return [];
  const owners = itemsOf<{ percentage: string }>(all.beneficialOwners);
  const total = owners.reduce((sum, o) => sum + Math.round((Number(o.percentage) || 0) * 100), 0);
  return total > 10_000
    ? [{ path: ['beneficialOwners'], key: 'beneficialOwnersTotal', values: { total: total / 100 } }]
    : [];
}

/** CIPC refuses the return without the year's beneficial-ownership filing [S217]. */
function missingFilingNotice(value: string): MessageRef | null {
  return value === 'no' ? { key: 'beneficialOwnershipMissing' } : null;
}

const finish = contactPackageConsent('ZA');

/** The fee's band and whether the return is late on `day`, or null while the answers are incomplete. */
export function southAfricaAnnualReturnInput(
  data: DraftData,
  day: string,
): QuoteOptions['southAfricaAnnualReturn'] | null {
  const formed = str(data.incorporationDate).trim();
  const year = str(data.returnYear).trim();
  const turnover = str(data.annualTurnover).trim();
  if (!/^\d{1,13}$/.test(turnover)) return null;
  const band = southAfricaTurnoverBand(Number(turnover));
  if (!isIsoDate(formed) || !/^\d{4}$/.test(year)) return { band, late: false };
  return { band, late: southAfricaFilingWindow(formed, Number(year)).closes < day };
}

/** The company's "File it for me" link (lib/wizards/company-link.ts) as the company step's answers. */
export function prefillSouthAfricaAnnualReturns(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({
    companyName: company.name,
    registryNumber: company.number,
    incorporationDate: company.formed,
    returnYear: company.year,
  });
}

export const southAfricaAnnualReturns = defineWizard(
  'south-africa-annual-returns',
  {
    company: {
      schema: company,
      cross: companyCross,
      fields: [
        { name: 'companyName', kind: 'text' },
        { name: 'registryNumber', kind: 'id', placeholder: '2019/123456/07' },
        { name: 'incorporationDate', kind: 'date' },
        { name: 'returnYear', kind: 'number' },
        { name: 'annualTurnover', kind: 'money' },
      ],
    },
    'beneficial-ownership': {
      schema: beneficialOwnership,
      cross: ownersCross,
      fields: [
        {
          name: 'boFiled',
          kind: 'radio',
          options: YES_NO,
          optionsKey: 'yesNo',
          warn: missingFilingNotice,
        },
        {
          name: 'beneficialOwners',
          kind: 'group',
          min: 1,
          max: 20,
          showIf: { field: 'boFiled', equals: 'no' },
          fields: [
            { name: 'fullName', kind: 'text' },
            ...ZA_IDENTITY_FIELDS,
            { name: 'dateOfBirth', kind: 'date' },
            { name: 'residentialAddress', kind: 'textarea' },
            { name: 'percentage', kind: 'percent' },
          ],
        },
      ],
    },
    package: { schema: z.object(finish.schema), fields: [...finish.fields], quote: true },
  },
  {
    prefill: prefillSouthAfricaAnnualReturns,
    // The band's fee, on time or late on the day of the quote (frozen at submission).
    quoteOptions: (data, day) => {
      const input = southAfricaAnnualReturnInput(data, day);
      return input ? { southAfricaAnnualReturn: input } : {};
    },
  },
);
