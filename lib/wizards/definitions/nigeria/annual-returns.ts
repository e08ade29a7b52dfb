import { z } from 'zod';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import { cacNumberField, isValidCacNumber } from '@/lib/validation/identity';
import type { Issue } from '@/lib/validation/issues';
import { requiredText } from '@/lib/validation/text';
import { defineWizard, type DraftData } from '../../steps';
import { contactPackageConsent, TURNOVER_BANDS } from './tax-filing';

/**
 * Nigeria: CAC annual returns, a one-page form. Rules cite docs/sources.md (Nigeria, §1.3 of the
 * research notes, compiled 2026-11-21): a company's first return is due 18 months after
 * incorporation, then within 42 days of each AGM (CAMA 2020 s.421 [S96][S97]); business names by
 * 30 June each year except the year of registration (s.822 [S93]); penalties are daily from
 * 2024-01-01 [S94][S95]. The explainer page (messages WizardNigeria.annualReturns.explainer) says so.
 */

const ENTITY_TYPES = ['company', 'businessName', 'trustees'] as const;

const annualReturns = z.object({
  entityType: z.enum(ENTITY_TYPES, { error: 'required' }),
  entityName: requiredText(150),
  cacNumber: cacNumberField,
  incorporationDate: dateField.refine((v) => !isIsoDate(v) || Date.parse(v) <= Date.now(), 'dateFuture'),
  yearsToFile: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{1,2}$/, 'wholeNumber')
    .refine((v) => Number(v) >= 1 && Number(v) <= 10, 'yearsToFile'),
  turnoverBand: z.enum(TURNOVER_BANDS, { error: 'required' }),
  ...contactPackageConsent.schema,
});

function annualReturnsCross(all: DraftData): Issue[] {
  // The prefix matches the entity: RC for companies, BN for business names, IT for trustees.
  const prefix = { company: 'RC', businessName: 'BN', trustees: 'IT' }[all.entityType as string];
  const number = typeof all.cacNumber === 'string' ? all.cacNumber.trim().toUpperCase() : '';
  if (prefix && number && isValidCacNumber(number) && !number.startsWith(prefix))
    return [{ path: ['cacNumber'], key: 'cacNumberPrefix' }];
  return [];
}

export const nigeriaAnnualReturns = defineWizard('nigeria-annual-returns', {
  details: {
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
      ...contactPackageConsent.fields,
    ],
  },
});
