import { z } from 'zod';
import type { CountryCode } from '@/lib/catalogue/jurisdictions';
import { packageIds } from '@/lib/catalogue/packages';
import { emailField } from '@/lib/validation/email';
import { phoneField } from '@/lib/validation/phone';
import { checkedBox, requiredText } from '@/lib/validation/text';
import { packageField, uploadedFileField } from '../schemas';
import type { FieldDef } from '../steps';

/**
 * The end of every flow: who files and how we reach them, the package, the consent. The name and
 * e-mail carry the autocomplete tokens the review's inline sign-up is prefilled from (`filerOf`,
 * lib/wizards/steps.ts). Labels are the shared `Wizard.fields.<name>`. A flow's `name` rule is
 * `nameText` where its registry wants a name of two letters or more (Nigeria, Ghana).
 */

type Part = { schema: z.ZodRawShape; fields: readonly FieldDef[] };

/** The package, one of the catalogue's (labels `Wizard.options.package.<id>`). */
export const packageChoice = {
  name: 'package',
  kind: 'radio',
  options: packageIds,
  optionsKey: 'package',
} as const satisfies FieldDef;

/** The declaration that the answers are true (message `mustAccept`). */
export const consentBox = { name: 'consent', kind: 'checkbox' } as const satisfies FieldDef;

/** The person filing a registration; a phone number in `country`'s plan, or any in international form. */
export function submitter(country: CountryCode, name: z.ZodType<string> = requiredText(120)) {
  return {
    schema: {
      submitterName: name,
      submitterEmail: emailField(),
      submitterPhone: phoneField(country),
    },
    fields: [
      { name: 'submitterName', kind: 'text', autoComplete: 'name' },
      { name: 'submitterEmail', kind: 'email', autoComplete: 'email' },
      { name: 'submitterPhone', kind: 'phone', autoComplete: 'tel' },
    ],
  } as const satisfies Part;
}

/** A registration's last answers: the package, who files it, the consent. */
export function packageSubmitterConsent(country: CountryCode, name?: z.ZodType<string>) {
  const who = submitter(country, name);
  return {
    schema: { package: packageField, ...who.schema, consent: checkedBox },
    fields: [packageChoice, ...who.fields, consentBox],
  } as const satisfies Part;
}

/** A filing's last answers (the US filings, the Nigerian one-page filings): whom we contact, the package, the consent. */
export function contactPackageConsent(
  country: CountryCode,
  name: z.ZodType<string> = requiredText(120),
) {
  return {
    schema: {
      contactName: name,
      contactEmail: emailField(),
      contactPhone: phoneField(country),
      package: packageField,
      consent: checkedBox,
    },
    fields: [
      { name: 'contactName', kind: 'text', autoComplete: 'name' },
      { name: 'contactEmail', kind: 'email', autoComplete: 'email' },
      { name: 'contactPhone', kind: 'phone', autoComplete: 'tel' },
      packageChoice,
      consentBox,
    ],
  } as const satisfies Part;
}

/**
 * A company tax return's documents: the financial statements and the bank statements (the GRA, the
 * ITR14 and the T2 orders ask for the same two uploads).
 */
export const taxReturnDocuments = {
  schema: z.object({ financialStatements: uploadedFileField, bankStatements: uploadedFileField }),
  fields: [
    { name: 'financialStatements', kind: 'file' },
    { name: 'bankStatements', kind: 'file' },
  ],
} as const satisfies { schema: z.ZodObject; fields: readonly FieldDef[] };
