import { z } from 'zod';
import { GHANA_MAX_ANNUAL_RETURN_YEARS, type QuoteOptions } from '@/lib/catalogue/catalogue';
import { checkIdentifier } from '@/lib/companies/identifiers';
import { addMonthsMonthEnd } from '@/lib/compliance/dates';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import type { MessageRef } from '@/lib/validation/issues';
import { nameText, requiredText, str } from '@/lib/validation/text';
import { optionalFileField, uploadedFileField } from '../../schemas';
import { defineWizard, type DraftData } from '../../steps';
import { contactPackageConsent } from '../filer';
import { answersOf, companyLinkAnswers } from '../../company-link';

/**
 * Ghana: the company's annual return with its financial statements, filed with the Office of the
 * Registrar of Companies (issue 33). Sources (docs/sources.md):
 *   Due date: ORC sets 30 April for a 31 December year end [S213] (Act 992 s.126(1): the first
 *     return within 18 months of incorporation, then yearly); for other year ends the same four
 *     months, as the compliance calendar reads it (lib/compliance/rules/ghana.ts): an estimate.
 *   Fee: GH¢90 for each year filed [S127]; a company in default also pays ORC's flat arrears fine,
 *     GH¢1,000 for one to four years, GH¢2,000 for five or more [S213] (lib/catalogue/catalogue.ts).
 *     The Act's 25 penalty units a day on the company and each officer in default (s.126(7),
 *     GH¢300 a day [S126]) is said on the form, not quoted: ORC charges the flat fines.
 * The company's name and number may come from the company record ("File it for me"): the query
 * string's `companyName` and `registryNumber` are the fields of the same names.
 */

/** Months from the financial year end to the return's due date (30 April for 31 December) [S213]. */
export const GHANA_ANNUAL_RETURN_MONTHS = 4;

/** The day the return for the year ending `yearEnd` is due (30 April 2026 for 31 December 2025). */
export function ghanaAnnualReturnDueDate(yearEnd: string): string {
  return addMonthsMonthEnd(yearEnd, GHANA_ANNUAL_RETURN_MONTHS);
}

/** The ORC company number, checked as the company record checks it (lib/companies/identifiers.ts). */
export const ghanaCompanyNumberField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v) => {
    const checked = checkIdentifier('ghanaCompany', v);
    return checked.ok ? checked.value : v;
  })
  .refine((v) => checkIdentifier('ghanaCompany', v).ok, 'ghanaCompanyNumber');

const today = () => new Date().toISOString().slice(0, 10);

const company = z.object({
  companyName: requiredText(150),
  registryNumber: ghanaCompanyNumberField,
  // The statements filed are for a year that has ended.
  financialYearEnd: dateField.refine((v) => !isIsoDate(v) || v < today(), 'yearNotEnded'),
  // Returns of earlier years not filed yet, filed with this one (0 to 9).
  earlierYears: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{1,2}$/, 'wholeNumber')
    .refine((v) => Number(v) <= GHANA_MAX_ANNUAL_RETURN_YEARS - 1, {
      message: 'earlierYears',
      params: { max: String(GHANA_MAX_ANNUAL_RETURN_YEARS - 1) },
    }),
});

const statements = z.object({
  financialStatements: uploadedFileField,
  earlierStatements: optionalFileField,
});

const finish = contactPackageConsent('GH', nameText(120));

/** What the answers file: how many years, and how many of them are overdue on `day`. */
export function ghanaAnnualReturnsInput(
  data: DraftData,
  day: string,
): QuoteOptions['ghanaAnnualReturns'] | null {
  const yearEnd = str(data.financialYearEnd).trim();
  const earlier = str(data.earlierYears).trim();
  if (!isIsoDate(yearEnd) || !/^\d{1,2}$/.test(earlier)) return null;
  const earlierYears = Number(earlier);
  if (earlierYears > GHANA_MAX_ANNUAL_RETURN_YEARS - 1) return null;
  // Every earlier year's return was due before this one's.
  const overdue = earlierYears + (ghanaAnnualReturnDueDate(yearEnd) < day ? 1 : 0);
  return { years: earlierYears + 1, overdueYears: overdue };
}

/** A notice once the year's return is past its due date: ORC's arrears fine applies. */
function overdueNotice(value: string): MessageRef | null {
  if (!isIsoDate(value) || value >= today()) return null;
  const due = ghanaAnnualReturnDueDate(value);
  return due < today() ? { key: 'ghanaReturnOverdue', values: { due } } : null;
}

/** The company's "File it for me" link (lib/wizards/company-link.ts) as the company step's answers. */
export function prefillGhanaAnnualReturns(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({
    companyName: company.name,
    registryNumber: company.number,
  });
}

export const ghanaAnnualReturns = defineWizard(
  'ghana-annual-returns',
  {
    company: {
      schema: company,
      fields: [
        { name: 'companyName', kind: 'text' },
        { name: 'registryNumber', kind: 'id', placeholder: 'CS160152013' },
        { name: 'financialYearEnd', kind: 'date', warn: overdueNotice },
        { name: 'earlierYears', kind: 'number' },
      ],
    },
    statements: {
      schema: statements,
      fields: [
        { name: 'financialStatements', kind: 'file' },
        // Optional: the earlier years' statements may follow by e-mail.
        { name: 'earlierStatements', kind: 'file', optional: true },
      ],
    },
    package: { schema: z.object(finish.schema), fields: [...finish.fields], quote: true },
  },
  {
    prefill: prefillGhanaAnnualReturns,
    // Each year's GH¢90 and, when any year is overdue on the day of the quote, ORC's arrears fine.
    quoteOptions: (data, day) => {
      const input = ghanaAnnualReturnsInput(data, day);
      return input ? { ghanaAnnualReturns: input } : {};
    },
  },
);
