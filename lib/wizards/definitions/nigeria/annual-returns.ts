import { z } from 'zod';
import {
  ANNUAL_RETURN_ENTITIES,
  lagosToday,
  MAX_ANNUAL_RETURN_YEARS,
  nigeriaAnnualReturns as priceAnnualReturns,
  NIGERIA_TURNOVER_BANDS,
  type AnnualReturnEntity,
  type AnnualReturnsInput,
  type NigeriaTurnoverBand,
} from '@/lib/catalogue/nigeria-annual-returns';
import { ALWAYS } from '@/lib/validation/text';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import { cacNumberField, isValidCacNumber } from '@/lib/validation/identity';
import type { Issue } from '@/lib/validation/issues';
import { requiredText } from '@/lib/validation/text';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { defineWizard, type DraftData } from '../../steps';
import { nigerianContactPackageConsent } from './tax-filing';

/**
 * Nigeria: CAC annual returns, a one-page form. Rules cite docs/sources.md (Nigeria, §1.3 of the
 * research notes, compiled 2026-11-21): a company's first return is due 18 months after
 * incorporation, then within 42 days of each AGM (CAMA 2020 s.421 [S96][S97]); business names by
 * 30 June each year except the year of registration (s.822 [S93]); penalties are daily from
 * 2024-01-01 [S94][S95]. The explainer page (messages WizardNigeria.annualReturns.explainer) says so.
 * Each year is priced by lib/catalogue/nigeria-annual-returns.ts: its fee by entity and turnover
 * band, and its late penalty by how late it is on the day the quote is made (in Lagos).
 */

const annualReturns = z
  .object({
    entityType: z.enum(ANNUAL_RETURN_ENTITIES, { error: 'required' }),
    entityName: requiredText(150),
    cacNumber: cacNumberField,
    incorporationDate: dateField.refine((v) => !isIsoDate(v) || v <= lagosToday(), 'dateFuture'),
    // A count of years, not a year: "2023" is refused by the range, with a message that says so.
    yearsToFile: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .regex(/^\d{1,4}$/, 'wholeNumber')
      .refine(
        (v) => !/^\d+$/.test(v) || (Number(v) >= 1 && Number(v) <= MAX_ANNUAL_RETURN_YEARS),
        'yearsToFile',
      ),
    // Companies only: the fee's band and the penalty's small-company rate [S81][S94].
    turnoverBand: z.enum(NIGERIA_TURNOVER_BANDS, { error: 'required' }).optional(),
    ...nigerianContactPackageConsent.schema,
  })
  .superRefine((v, ctx) => {
    if (v.entityType === 'company' && !v.turnoverBand)
      ctx.addIssue({ code: 'custom', path: ['turnoverBand'], message: 'required' });
  }, ALWAYS);

/** The answers as the calculator's input, or null while they are incomplete. */
export function annualReturnsInput(
  all: DraftData,
  today = lagosToday(),
): AnnualReturnsInput | null {
  const entity = all.entityType as AnnualReturnEntity | undefined;
  const years = Number(all.yearsToFile);
  const registrationDate = typeof all.incorporationDate === 'string' ? all.incorporationDate : '';
  if (
    !entity ||
    !ANNUAL_RETURN_ENTITIES.includes(entity) ||
    !isIsoDate(registrationDate) ||
    !Number.isInteger(years)
  )
    return null;
  const band = NIGERIA_TURNOVER_BANDS.includes(all.turnoverBand as NigeriaTurnoverBand)
    ? (all.turnoverBand as NigeriaTurnoverBand)
    : undefined;
  return {
    entity,
    registrationDate,
    years,
    today,
    ...(entity === 'company' && band ? { turnoverBand: band } : {}),
  };
}

function annualReturnsCross(all: DraftData): Issue[] {
  const issues: Issue[] = [];
  // The prefix matches the entity: RC for companies, BN for business names, IT for trustees.
  const prefix = { company: 'RC', businessName: 'BN', trustees: 'IT' }[all.entityType as string];
  const number = typeof all.cacNumber === 'string' ? all.cacNumber.trim().toUpperCase() : '';
  if (prefix && number && isValidCacNumber(number) && !number.startsWith(prefix))
    issues.push({ path: ['cacNumber'], key: 'cacNumberPrefix' });
  // No year before the entity's first return, none after this year.
  const input = annualReturnsInput(all);
  const result =
    input && input.years >= 1 && input.years <= MAX_ANNUAL_RETURN_YEARS
      ? priceAnnualReturns(input)
      : null;
  if (result && !result.ok) {
    const { error } = result;
    if (error.code === 'beforeRegistration')
      issues.push({
        path: ['yearsToFile'],
        key: 'yearsBeforeRegistration',
        values: { max: error.max, firstYear: String(error.firstYear) },
      });
    else if (error.code === 'nothingDueYet')
      issues.push({
        path: ['yearsToFile'],
        key: 'annualReturnNotDueYet',
        values: { firstYear: String(error.firstYear) },
      });
  }
  return issues;
}

/** The calendar's Nigerian entities as the form names them. */
const ENTITY_OF: Readonly<Record<string, AnnualReturnEntity>> = {
  company: 'company',
  'business-name': 'businessName',
  trustees: 'trustees',
};

/**
 * A company's "File it for me" link (lib/wizards/company-link.ts): the entity, its name, its CAC
 * number and its registration date. The years to file and the turnover band are the customer's.
 */
export function prefillFromCompany(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({
    entityType: ENTITY_OF[company.entity ?? ''],
    entityName: company.name,
    cacNumber: company.number,
    incorporationDate: company.formed,
  });
}

export const nigeriaAnnualReturns = defineWizard(
  'nigeria-annual-returns',
  {
    details: {
      schema: annualReturns,
      cross: annualReturnsCross,
      quote: true,
      fields: [
        { name: 'entityType', kind: 'radio', options: ANNUAL_RETURN_ENTITIES },
        { name: 'entityName', kind: 'text' },
        { name: 'cacNumber', kind: 'id' },
        { name: 'incorporationDate', kind: 'date' },
        { name: 'yearsToFile', kind: 'number' },
        {
          name: 'turnoverBand',
          kind: 'select',
          options: NIGERIA_TURNOVER_BANDS,
          optional: true,
          showIf: { field: 'entityType', equals: 'company' },
        },
        ...nigerianContactPackageConsent.fields,
      ],
    },
  },
  {
    prefill: prefillFromCompany,
    // Each year's fee and late penalty, as of today in Lagos.
    quoteOptions: (data) => {
      const input = annualReturnsInput(data);
      return input ? { annualReturns: input } : {};
    },
  },
);
