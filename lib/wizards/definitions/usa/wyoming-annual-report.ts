import { z } from 'zod';
import { internationalAddress } from '@/lib/validation/address';
import { dateField } from '@/lib/validation/dates';
import { requiredText, str } from '@/lib/validation/text';
import { wyomingLicenseTax } from '@/lib/tax/wyoming-annual-report';
import { answersOf, companyLinkAnswers } from '../../company-link';
import { defineWizard, type DraftData } from '../../steps';
import { dollarsField, dollarsToCents, todayIso, usPackageStep } from './filings-shared';

/**
 * A Wyoming annual report, ordered from /wyoming-annual-report (issue 20): due on the first day
 * of the anniversary month (W.S. 17-29-209 [S20]), with the license tax, the greater of $60 and
 * $0.0002 × the assets located and employed in Wyoming [S20][S21], computed from the answers by
 * lib/tax for the quote; above $500 of tax the report is mailed [S22], which we do.
 */

export const WYOMING_ENTITIES = ['llc', 'corporation'] as const;

/** A Wyoming filing ID as the Secretary of State writes it: the year, a dash and the number (2021-001012345). */
const filingIdField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{4}-\d{6,9}$/, 'wyomingFilingId');

const company = z.object({
  entity: z.enum(WYOMING_ENTITIES, { error: 'required' }),
  companyName: requiredText(150),
  filingId: filingIdField,
  formationDate: dateField.refine((v) => v <= todayIso(), 'dateFuture'),
  wyomingAssets: dollarsField,
  principalAddress: internationalAddress,
});

/** The license tax the answers give, in cents; null while the assets are not a whole amount. */
export function wyomingTaxFromAnswers(data: DraftData): number | null {
  if (!/^\d{1,13}$/.test(str(data.wyomingAssets).trim())) return null;
  const outcome = wyomingLicenseTax(dollarsToCents(data.wyomingAssets));
  return outcome.ok ? outcome.result.taxCents : null;
}

/**
 * A company's "File it for me" link (lib/wizards/company-link.ts): the entity, the name, the
 * Secretary of State's filing ID and the formation date. The assets are the customer's to give.
 */
export function prefillFromCompany(search: URLSearchParams): DraftData {
  const company = companyLinkAnswers(search);
  return answersOf({
    entity: (WYOMING_ENTITIES as readonly string[]).includes(company.entity ?? '')
      ? company.entity
      : undefined,
    companyName: company.name,
    filingId: company.number,
    formationDate: company.formed,
  });
}

export const wyomingAnnualReport = defineWizard(
  'wyoming-annual-report',
  {
    company: {
      schema: company,
      fields: [
        { name: 'entity', kind: 'radio', options: WYOMING_ENTITIES },
        { name: 'companyName', kind: 'text' },
        { name: 'filingId', kind: 'id', placeholder: '2021-001012345' },
        { name: 'formationDate', kind: 'date' },
        { name: 'wyomingAssets', kind: 'money' },
        { name: 'principalAddress', kind: 'address', country: 'INTL' },
      ],
    },
    package: usPackageStep,
  },
  {
    prefill: prefillFromCompany,
    quoteOptions: (data) => {
      const tax = wyomingTaxFromAnswers(data);
      const entity = data.entity === 'corporation' ? 'corporation' : 'llc';
      return tax === null ? { entity } : { entity, stateTax: tax };
    },
  },
);
