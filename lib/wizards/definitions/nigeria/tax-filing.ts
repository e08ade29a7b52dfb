import { z } from 'zod';
import { pastDateField } from '@/lib/validation/dates';
import { companyCacNumberField } from '@/lib/validation/identity';
import { ALWAYS, nameText, requiredText } from '@/lib/validation/text';
import { optionalUpload, uploadedFileField } from '../../schemas';
import { defineWizard } from '../../steps';
import { contactPackageConsent } from '../filer';

/**
 * Nigeria: tax filing with the NRS (formerly FIRS), a one-page form. Rules cite docs/sources.md
 * (Nigeria, §1.6 of the research notes, compiled 2026-11-21).
 */

// Companies' Tax ID is the CAC RC number under the NTAA from 2026-01 [S103][S104].
const TAX_TYPES = ['cit', 'vat', 'both'] as const;
// Turnover bands follow the small-company threshold (₦100m from 2026-01-01 [S98][S100],
// UNCONFIRMED: some reports say ₦50m [S99]).
export const TURNOVER_BANDS = ['upTo25m', 'upTo100m', 'upTo500m', 'upTo1bn', 'over1bn'] as const;

/** The end of both one-page Nigerian filings: who we contact, the package and the consent. */
export const nigerianContactPackageConsent = contactPackageConsent('NG', nameText(120));

const taxFiling = z
  .object({
    entityName: requiredText(150),
    // "1234567" is the RC number too: stored as "RC 1234567".
    cacNumber: companyCacNumberField,
    taxType: z.enum(TAX_TYPES, { error: 'required' }),
    // A return is filed for a year that has ended.
    accountingYearEnd: pastDateField,
    turnoverBand: z.enum(TURNOVER_BANDS, { error: 'required' }),
    // The return is prepared from the year's accounts (company income tax) and the bank statements
    // (the VAT on sales and purchases); both are uploaded here.
    accountsFile: optionalUpload,
    bankStatementsFile: uploadedFileField,
    ...nigerianContactPackageConsent.schema,
  })
  .superRefine((v, ctx) => {
    // Company income tax is assessed on the accounts; VAT returns alone need the statements only.
    if (v.taxType !== 'vat' && !uploadedFileField.safeParse(v.accountsFile).success)
      ctx.addIssue({ code: 'custom', path: ['accountsFile'], message: 'fileRequired' });
  }, ALWAYS);

export const nigeriaTaxFiling = defineWizard('nigeria-tax-filing', {
  details: {
    schema: taxFiling,
    quote: true,
    fields: [
      { name: 'entityName', kind: 'text' },
      { name: 'cacNumber', kind: 'id' },
      { name: 'taxType', kind: 'radio', options: TAX_TYPES },
      { name: 'accountingYearEnd', kind: 'date' },
      { name: 'turnoverBand', kind: 'select', options: TURNOVER_BANDS },
      {
        name: 'accountsFile',
        kind: 'file',
        optional: true,
        showIf: { field: 'taxType', notEquals: 'vat' },
      },
      { name: 'bankStatementsFile', kind: 'file' },
      ...nigerianContactPackageConsent.fields,
    ],
  },
});
