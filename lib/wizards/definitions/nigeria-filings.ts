import { z } from 'zod';
import {
  checkedBox,
  dateField,
  emailField,
  PACKAGES,
  phoneField,
  requiredText,
} from '../schemas';
import { isIsoDate } from '../validators';
import type { CrossIssue, DraftData, WizardDefinition } from '../steps';

/**
 * Nigeria: tax filing (NRS, formerly FIRS) and CAC annual returns, one-page forms.
 * Rules cite /work/shared/domain/jurisdictions.md §1.3 and §1.6 (compiled 2026-11-21).
 */

/** A CAC number: RC (company), BN (business name) or IT (incorporated trustees) and digits. */
export function isValidCacNumber(value: string): boolean {
  return /^(RC|BN|IT)\s?\d{1,8}$/i.test(value.trim());
}

const cacNumber = z.string({ error: 'required' }).trim().min(1, 'required').refine(isValidCacNumber, 'cacNumber');

// Companies' Tax ID is the CAC RC number under the NTAA from 2026-01 [S103][S104].
const TAX_TYPES = ['cit', 'vat', 'both'] as const;
// Turnover bands follow the small-company threshold (₦100m from 2026-01-01 [S98][S100],
// UNCONFIRMED: some reports say ₦50m [S99]).
const TURNOVER_BANDS = ['upTo25m', 'upTo100m', 'upTo500m', 'upTo1bn', 'over1bn'] as const;

const taxFiling = z.object({
  entityName: requiredText(150),
  cacNumber,
  taxType: z.enum(TAX_TYPES, { error: 'required' }),
  accountingYearEnd: dateField,
  turnoverBand: z.enum(TURNOVER_BANDS, { error: 'required' }),
  contactName: requiredText(120),
  contactEmail: emailField,
  contactPhone: phoneField('NG'),
  package: z.enum(PACKAGES, { error: 'required' }),
  consent: checkedBox,
});

export const nigeriaTaxFiling: WizardDefinition = {
  id: 'nigeria-tax-filing',
  jurisdiction: 'NG',
  service: 'taxFiling',
  currency: 'NGN',
  namespace: 'WizardNigeria',
  section: 'taxFiling',
  referencePrefix: 'NG-TX',
  country: 'NG',
  reviewPath: '/nigeria-tax-filing/review',
  paymentPath: () => '/nigeria-company-payment',
  steps: [
    {
      id: 'details',
      path: '/nigeria-tax-filing',
      schema: taxFiling,
      quote: true,
      fields: [
        { name: 'entityName', kind: 'text' },
        { name: 'cacNumber', kind: 'id' },
        { name: 'taxType', kind: 'radio', options: TAX_TYPES },
        { name: 'accountingYearEnd', kind: 'date' },
        { name: 'turnoverBand', kind: 'select', options: TURNOVER_BANDS },
        { name: 'contactName', kind: 'text', autoComplete: 'name' },
        { name: 'contactEmail', kind: 'email', autoComplete: 'email' },
        { name: 'contactPhone', kind: 'phone', country: 'NG', autoComplete: 'tel' },
        { name: 'package', kind: 'radio', options: PACKAGES, optionsKey: 'package' },
        { name: 'consent', kind: 'checkbox' },
      ],
    },
  ],
};

const ENTITY_TYPES = ['company', 'businessName', 'trustees'] as const;

/**
 * Annual returns: a company's first return is due 18 months after incorporation, then within 42
 * days of each AGM (CAMA 2020 s.421 [S96][S97]); business names by 30 June each year except the
 * year of registration (s.822 [S93], OFFICIAL); penalties are daily from 2024-01-01 [S94][S95].
 */
export const ANNUAL_RETURNS_RULES = {
  companyFirstReturnMonths: 18,
  daysAfterAgm: 42,
  businessNameDueDate: '30 June',
  penaltyPerDay: { small: 250, public: 1_000 },
  strikeOffYears: 10,
} as const;

const annualReturns = z.object({
  entityType: z.enum(ENTITY_TYPES, { error: 'required' }),
  entityName: requiredText(150),
  cacNumber,
  incorporationDate: dateField.refine((v) => !isIsoDate(v) || Date.parse(v) <= Date.now(), 'dateFuture'),
  yearsToFile: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{1,2}$/, 'wholeNumber')
    .refine((v) => Number(v) >= 1 && Number(v) <= 10, 'yearsToFile'),
  turnoverBand: z.enum(TURNOVER_BANDS, { error: 'required' }),
  contactName: requiredText(120),
  contactEmail: emailField,
  contactPhone: phoneField('NG'),
  package: z.enum(PACKAGES, { error: 'required' }),
  consent: checkedBox,
});

function annualReturnsCross(all: DraftData): CrossIssue[] {
  // The prefix matches the entity: RC for companies, BN for business names, IT for trustees.
  const prefix = { company: 'RC', businessName: 'BN', trustees: 'IT' }[all.entityType as string];
  const number = typeof all.cacNumber === 'string' ? all.cacNumber.trim().toUpperCase() : '';
  if (prefix && number && isValidCacNumber(number) && !number.startsWith(prefix))
    return [{ path: ['cacNumber'], message: 'cacNumberPrefix' }];
  return [];
}

export const nigeriaAnnualReturns: WizardDefinition = {
  id: 'nigeria-annual-returns',
  jurisdiction: 'NG',
  service: 'annualReturns',
  currency: 'NGN',
  namespace: 'WizardNigeria',
  section: 'annualReturns',
  referencePrefix: 'NG-AR',
  country: 'NG',
  reviewPath: '/annual-returns-filing/review',
  paymentPath: () => '/nigeria-company-payment',
  steps: [
    {
      id: 'details',
      path: '/annual-returns-filing/form',
      schema: annualReturns,
      cross: annualReturnsCross,
      quote: true,
      fields: [
        { name: 'entityType', kind: 'radio', options: ENTITY_TYPES },
        { name: 'entityName', kind: 'text' },
        { name: 'cacNumber', kind: 'id' },
        { name: 'incorporationDate', kind: 'date' },
        { name: 'yearsToFile', kind: 'number' },
        { name: 'turnoverBand', kind: 'select', options: TURNOVER_BANDS },
        { name: 'contactName', kind: 'text', autoComplete: 'name' },
        { name: 'contactEmail', kind: 'email', autoComplete: 'email' },
        { name: 'contactPhone', kind: 'phone', country: 'NG', autoComplete: 'tel' },
        { name: 'package', kind: 'radio', options: PACKAGES, optionsKey: 'package' },
        { name: 'consent', kind: 'checkbox' },
      ],
    },
  ],
};
