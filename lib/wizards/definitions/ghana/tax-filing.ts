import { z } from 'zod';
import { checkIdentifier } from '@/lib/companies/identifiers';
import { ghanaTaxReturnDueDate } from '@/lib/compliance/rules/ghana';
import {
  GHANA_CIT_RATES,
  GHANA_CIT_SECTORS,
  ghanaCorporateIncomeTax,
  type GhanaCitSector,
} from '@/lib/tax/ghana-corporate-income-tax';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import type { MessageRef } from '@/lib/validation/issues';
import { amountOf, moneyField, nameText, requiredText, str } from '@/lib/validation/text';
import { defineWizard, type DraftData } from '../../steps';
import { contactPackageConsent, taxReturnDocuments } from '../filer';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { ghanaCompanyNumberField } from './annual-returns';

/**
 * Ghana: the company's return of income (corporate income tax) to the Ghana Revenue Authority
 * (issue 33). Sources (docs/sources.md), checked 2026-11-28:
 *   Due: four months after the end of the basis period (the company's accounting year), 30 April
 *     for a 31 December year end [S346][S347] (ghanaTaxReturnDueDate, lib/compliance/rules/ghana.ts,
 *     which the compliance calendar shares).
 *   Tax: 25% standard, 22% hotels, 35% mining and upstream petroleum, 8% non-traditional exports
 *     [S340][S341][S342] (lib/tax/ghana-corporate-income-tax.ts), shown as an estimate only; the
 *     figures filed are the audited statements'.
 *   Our fee: the catalogue's Ghana tax filing by package (GH¢900 / 1,500 / 2,400, SERVICE_FEES);
 *     the GRA charges no filing fee, so the quote has no government line.
 * The company's name, number and TIN may come from the company record ("File it for me"), and the
 * basis period from the obligation's period.
 */

/** The GRA TIN, as the company record checks it (lib/companies/identifiers.ts). */
export const ghanaTinField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v) => {
    const checked = checkIdentifier('ghanaTin', v);
    return checked.ok ? checked.value : v;
  })
  .refine((v) => checkIdentifier('ghanaTin', v).ok, 'ghanaCompanyTin');

const today = () => new Date().toISOString().slice(0, 10);

const company = z.object({
  companyName: requiredText(150),
  registryNumber: ghanaCompanyNumberField,
  tin: ghanaTinField,
  // The return is for a basis period that has ended.
  basisPeriodEnd: dateField.refine((v) => !isIsoDate(v) || v < today(), 'yearNotEnded'),
});

const figures = z.object({
  sector: z.enum(GHANA_CIT_SECTORS, { error: 'required' }),
  turnover: moneyField,
  chargeableIncome: moneyField,
});

const finish = contactPackageConsent('GH', nameText(120));

/** The due date and the year of assessment, or an overdue notice, once the period end is a date. */
function dueNotice(value: string): MessageRef | null {
  if (!isIsoDate(value)) return null;
  const due = ghanaTaxReturnDueDate(value);
  if (due < today()) return { key: 'ghanaTaxReturnOverdue', values: { due } };
  return { key: 'ghanaTaxReturnDue', values: { due, year: value.slice(0, 4) } };
}

/** The tax at the sector's rate on the chargeable income, in whole cedis; null when not estimated. */
export function ghanaTaxEstimate(data: DraftData): { tax: number; rate: number } | null {
  const income = amountOf(str(data.chargeableIncome));
  const sector = str(data.sector) as GhanaCitSector;
  if (!Number.isFinite(income) || !GHANA_CIT_SECTORS.includes(sector) || sector === 'other')
    return null;
  const tax = ghanaCorporateIncomeTax(income * 100, sector);
  return tax === null ? null : { tax: Math.round(tax / 100), rate: GHANA_CIT_RATES[sector] / 100 };
}

function estimateNotice(_value: string, answers: DraftData = {}): MessageRef | null {
  if (answers.sector === 'other') return { key: 'ghanaTaxNoEstimate' };
  const estimate = ghanaTaxEstimate(answers);
  return estimate ? { key: 'ghanaTaxEstimate', values: estimate } : null;
}

/** The company's "File it for me" link (lib/wizards/company-link.ts) as the company step's answers. */
export function prefillGhanaTaxFiling(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({
    companyName: company.name,
    registryNumber: company.number,
    tin: company.taxId,
    // The obligation's basis period (lib/compliance/rules/ghana.ts).
    basisPeriodEnd: company.periodEnd,
  });
}

export const ghanaTaxFiling = defineWizard(
  'ghana-tax-filing',
  {
    company: {
      schema: company,
      fields: [
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
        { name: 'registryNumber', kind: 'id', placeholder: 'CS160152013' },
        { name: 'tin', kind: 'id', placeholder: 'C0012345678' },
        { name: 'basisPeriodEnd', kind: 'date', warn: dueNotice },
      ],
    },
    figures: {
      schema: figures,
      fields: [
        { name: 'sector', kind: 'radio', options: GHANA_CIT_SECTORS },
        { name: 'turnover', kind: 'money' },
        { name: 'chargeableIncome', kind: 'money', warn: estimateNotice },
      ],
    },
    documents: { ...taxReturnDocuments, fields: [...taxReturnDocuments.fields] },
    package: { schema: z.object(finish.schema), fields: [...finish.fields], quote: true },
  },
  { prefill: prefillGhanaTaxFiling },
);
