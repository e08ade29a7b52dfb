import { z } from 'zod';
import { canadaRegimes, type CanadaRegime, type QuoteOptions } from '@/lib/catalogue/catalogue';
import { checkIdentifier, type IdentifierKind } from '@/lib/companies/identifiers';
import {
  federalAnnualReturnWindow,
  ontarioAnnualReturnDueDate,
} from '@/lib/compliance/rules/canada';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import type { Issue, MessageRef } from '@/lib/validation/issues';
import { checkedBox, requiredText, str } from '@/lib/validation/text';
import { defineWizard, type DraftData } from '../../steps';
import { contactPackageConsent } from '../filer';
import { CANADA_LIMITS, CONTROL_BASES, iscPerson } from './company';
import { answersOf, companyLinkAnswers } from '../../company-link';

/**
 * Canada: a corporation's annual return, federal (Corporations Canada, CBCA) or Ontario (Ontario
 * Business Registry, Corporations Information Act) (issue 33). Sources (docs/sources.md):
 *   Federal window: from the anniversary of incorporation to 60 days after it, none for the year of
 *     incorporation [S204][S203][S205]; Ontario, THE RULE CHOSEN by the compliance calendar: six
 *     months after the financial year end [S207][S206] (an estimate, the sources conflict [S212]).
 *     Both dates come from lib/compliance/rules/canada.ts, not from here.
 *   Fee: federal $12 online [S321], UNCONFIRMED [S164] (governmentFees.canada.federalAnnualReturn); Ontario
 *     none: "there is currently no fee for filing" [S206][S235]. The catalogue prices both from
 *     `canadaRegime` (lib/catalogue/catalogue.ts).
 *   ISC: since 22 January 2024 a federal corporation files its individuals with significant control
 *     (25% or more of the votes or value, or control in fact) with each annual return [S162][S163]
 *     [S203]; an Ontario corporation keeps its register and does not file it [S320].
 * The corporation's name and number may come from the company record ("File it for me"): the query
 * string's `companyName`, `registryNumber` and `jurisdiction` (federal | ontario).
 */

const regimeOf = (all: DraftData): CanadaRegime =>
  all.regime === 'ontario' ? 'ontario' : 'federal';

/** The identifier the corporation's registry gives, as the company record checks it. */
export function corporationNumberKind(regime: CanadaRegime): IdentifierKind {
  return regime === 'ontario' ? 'ontarioCorporation' : 'canadaCorporation';
}

const today = () => new Date().toISOString().slice(0, 10);

const company = z
  .object({
    regime: z.enum(canadaRegimes, { error: 'required' }),
    companyName: requiredText(150),
    // Checked against the registry's format by companyCross, once the jurisdiction is known.
    registryNumber: requiredText(40),
    incorporationDate: dateField.refine((v) => !isIsoDate(v) || v <= today(), 'dateFuture'),
    // Federal: the year of the anniversary the return is for; Ontario: the end of the financial
    // year it is for. Each is hidden for the other jurisdiction, so companyCross requires it.
    returnYear: z.string().trim().optional(),
    financialYearEnd: z.string().trim().optional(),
  })
  // The number as the registry writes it (123456-7 is 1234567).
  .transform((v) => {
    const checked = checkIdentifier(corporationNumberKind(v.regime), v.registryNumber);
    return checked.ok ? { ...v, registryNumber: checked.value } : v;
  });

/** The due date and window of the return the answers describe, or null while they are incomplete. */
export function canadaAnnualReturnDates(
  data: DraftData,
): { regime: CanadaRegime; opens: string; due: string } | null {
  const regime = regimeOf(data);
  if (regime === 'ontario') {
    const end = str(data.financialYearEnd).trim();
    return isIsoDate(end) ? { regime, opens: end, due: ontarioAnnualReturnDueDate(end) } : null;
  }
  const formed = str(data.incorporationDate).trim();
  const year = str(data.returnYear).trim();
  if (!isIsoDate(formed) || !/^\d{4}$/.test(year) || Number(year) <= Number(formed.slice(0, 4)))
    return null;
  return { regime, ...federalAnnualReturnWindow(formed, Number(year)) };
}

function companyCross(all: DraftData): Issue[] {
  const issues: Issue[] = [];
  const regime = regimeOf(all);
  const number = str(all.registryNumber).trim();
  if (number && !checkIdentifier(corporationNumberKind(regime), number).ok)
    issues.push({
      path: ['registryNumber'],
      key: regime === 'ontario' ? 'ontarioCorporationNumber' : 'federalCorporationNumber',
    });
  const formed = str(all.incorporationDate).trim();
  if (regime === 'ontario') {
    const end = str(all.financialYearEnd).trim();
    if (!end) issues.push({ path: ['financialYearEnd'], key: 'required' });
    else if (!isIsoDate(end)) issues.push({ path: ['financialYearEnd'], key: 'date' });
    // The year filed has ended, and it ended after the corporation was formed.
    else if (end >= today()) issues.push({ path: ['financialYearEnd'], key: 'yearNotEnded' });
    else if (isIsoDate(formed) && end < formed)
      issues.push({ path: ['financialYearEnd'], key: 'yearEndBeforeIncorporation' });
    return issues;
  }
  const year = str(all.returnYear).trim();
  if (!year) return [...issues, { path: ['returnYear'], key: 'required' }];
  if (!/^\d{4}$/.test(year)) return [...issues, { path: ['returnYear'], key: 'year' }];
  if (!isIsoDate(formed)) return issues;
  // No return for the year of incorporation [S205]; none before the anniversary [S204].
  if (Number(year) <= Number(formed.slice(0, 4)))
    issues.push({
      path: ['returnYear'],
      key: 'returnBeforeFirstAnniversary',
      values: { first: String(Number(formed.slice(0, 4)) + 1) },
    });
  else {
    const { opens, due } = federalAnnualReturnWindow(formed, Number(year));
    if (opens > today())
      issues.push({ path: ['returnYear'], key: 'federalReturnNotOpenYet', values: { opens, due } });
  }
  return issues;
}

/** The return's due date as the form is filled in: within the window, or past it. */
function dueNotice(_value: string, answers: DraftData = {}): MessageRef | null {
  const dates = canadaAnnualReturnDates(answers);
  if (!dates || dates.opens > today()) return null;
  if (dates.due < today()) return { key: 'annualReturnOverdue', values: { due: dates.due } };
  return dates.regime === 'ontario'
    ? { key: 'ontarioReturnDue', values: { due: dates.due } }
    : { key: 'federalReturnDue', values: dates };
}

// Federal: every individual with significant control, and the confirmation [S162][S203]; Ontario:
// the confirmation that the register is kept [S320]. Each is hidden, so not asked, for the other.
const isc = z.object({
  isc: z
    .array(iscPerson, { error: 'iscRequired' })
    .min(1, 'iscRequired')
    .max(CANADA_LIMITS.maxIsc, 'tooMany'),
  iscConfirmed: checkedBox,
  iscRegisterKept: checkedBox,
});

const finish = contactPackageConsent('CA');

/**
 * The calendar's "File it for me" link (lib/wizards/company-link.ts) as the company step's answers:
 * federal or Ontario from the calendar's jurisdiction, the name, number and incorporation date, and
 * the period the obligation covers (the federal return's year; Ontario's financial year end).
 */
export function prefillCanadaAnnualReturn(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  const regime =
    company.jurisdiction === 'canada-federal'
      ? 'federal'
      : company.jurisdiction === 'ontario'
        ? 'ontario'
        : undefined;
  return answersOf({
    regime,
    companyName: company.name,
    registryNumber: company.number,
    incorporationDate: company.formed,
    returnYear: regime === 'federal' ? company.year : undefined,
    financialYearEnd: regime === 'ontario' ? company.periodEnd : undefined,
  });
}

/** What the quote depends on: the government fee is the federal $12 or Ontario's none. */
export function canadaAnnualReturnOptions(data: DraftData): QuoteOptions {
  return { canadaRegime: regimeOf(data) };
}

const federalOnly = { field: 'regime', equals: 'federal', root: true } as const;
const ontarioOnly = { field: 'regime', equals: 'ontario', root: true } as const;

export const canadaAnnualReturn = defineWizard(
  'canada-annual-return',
  {
    company: {
      schema: company,
      cross: companyCross,
      fields: [
        { name: 'regime', kind: 'radio', options: canadaRegimes },
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
        { name: 'registryNumber', kind: 'id', placeholder: '1234567' },
        { name: 'incorporationDate', kind: 'date' },
        {
          name: 'returnYear',
          kind: 'number',
          showIf: { field: 'regime', equals: 'federal' },
          warn: dueNotice,
        },
        {
          name: 'financialYearEnd',
          kind: 'date',
          showIf: { field: 'regime', equals: 'ontario' },
          warn: dueNotice,
        },
      ],
    },
    isc: {
      schema: isc,
      fields: [
        {
          name: 'isc',
          kind: 'group',
          min: 1,
          max: CANADA_LIMITS.maxIsc,
          showIf: federalOnly,
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'dateOfBirth', kind: 'date' },
            { name: 'address', kind: 'address', country: 'INTL' },
            { name: 'taxResidence', kind: 'select', optionLabels: 'country' },
            { name: 'controlBasis', kind: 'select', options: CONTROL_BASES },
            { name: 'controlDetails', kind: 'text' },
          ],
        },
        { name: 'iscConfirmed', kind: 'checkbox', showIf: federalOnly },
        { name: 'iscRegisterKept', kind: 'checkbox', showIf: ontarioOnly },
      ],
    },
    package: { schema: z.object(finish.schema), fields: [...finish.fields], quote: true },
  },
  {
    prefill: prefillCanadaAnnualReturn,
    quoteOptions: canadaAnnualReturnOptions,
  },
);
