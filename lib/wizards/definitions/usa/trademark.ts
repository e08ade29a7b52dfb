import { z } from 'zod';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import { emailField } from '@/lib/validation/email';
import { countryField, internationalAddress, US_STATES } from '@/lib/validation/address';
import { ALWAYS, checkedBox, optionalText, requiredText, str } from '@/lib/validation/text';
import { uploadedFileField, YES_NO } from '../../schemas';
import { defineWizard, type DraftData } from '../../steps';
import { consentBox } from '../filer';
import { todayIso, usContactPackageConsent } from './filings-shared';
import { goodsQuoteOptions, goodsSchema } from './uspto-id-manual';

/**
 * A US trade mark application with the USPTO (issue 20): the owner, the mark, goods and services
 * by class, the filing basis, the package. Fees: $350 per class, $200 per free-form class and $200
 * for each further 1,000 free-form characters, from 2025-01-18 (37 CFR 2.6(a)(1)(iii), (v), (vi)
 * [S51][S52]; lib/catalogue/government-fees.ts). An owner domiciled outside the United States
 * must be represented by a US-licensed attorney (37 CFR 2.11(a) [S53]): the quote adds ours.
 * Everything a base application needs (domicile, legal entity, translation, colour claim, signed
 * declaration; 37 CFR 2.22(a) [S52]) is asked, so the $100 insufficient-information surcharge
 * does not arise.
 */

export const OWNER_TYPES = ['person', 'company'] as const;
export const COMPANY_TYPES = [
  'corporation',
  'llc',
  'partnership',
  'soleProprietorship',
  'other',
] as const;
export const MARK_TYPES = ['standardCharacters', 'design'] as const;
export const FILING_BASES = ['use', 'intent'] as const;

/** An image of the mark: JPEG or PNG (the USPTO takes a JPG image of a design mark). */
const markImageField = uploadedFileField.refine((v) => /\.(jpg|png)$/.test(v), 'imageRequired');

const owner = z
  .object({
    ownerType: z.enum(OWNER_TYPES, { error: 'required' }),
    ownerName: requiredText(160),
    citizenship: z.string().optional(),
    companyType: z.string().optional(),
    organisationCountry: z.string().optional(),
    organisationState: z.string().optional(),
    domicile: internationalAddress,
    ownerEmail: emailField(),
  })
  .superRefine((v, ctx) => {
    const need = (
      field: 'citizenship' | 'companyType' | 'organisationCountry' | 'organisationState',
      ok: boolean,
    ) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    if (v.ownerType === 'person')
      need('citizenship', countryField.safeParse(v.citizenship).success);
    if (v.ownerType === 'company') {
      need('companyType', (COMPANY_TYPES as readonly string[]).includes(str(v.companyType)));
      need('organisationCountry', countryField.safeParse(v.organisationCountry).success);
      if (v.organisationCountry === 'US')
        need(
          'organisationState',
          (US_STATES as readonly string[]).includes(str(v.organisationState)),
        );
    }
  }, ALWAYS);

const mark = z
  .object({
    markType: z.enum(MARK_TYPES, { error: 'required' }),
    markText: z.string().trim().max(200, 'tooLong').optional(),
    markImage: z.string().optional(),
    markDescription: z.string().trim().max(1000, 'tooLong').optional(),
    colorClaim: z.string().optional(),
    colors: z.string().trim().max(200, 'tooLong').optional(),
    translation: optionalText(300),
  })
  .superRefine((v, ctx) => {
    if (v.markType === 'standardCharacters' && !str(v.markText).trim())
      ctx.addIssue({ code: 'custom', path: ['markText'], message: 'required' });
    if (v.markType === 'design') {
      const image = markImageField.safeParse(v.markImage);
      if (!image.success)
        ctx.addIssue({
          code: 'custom',
          path: ['markImage'],
          message: v.markImage ? 'imageRequired' : 'fileRequired',
        });
      if (!str(v.markDescription).trim())
        ctx.addIssue({ code: 'custom', path: ['markDescription'], message: 'required' });
      if (!(YES_NO as readonly string[]).includes(str(v.colorClaim)))
        ctx.addIssue({ code: 'custom', path: ['colorClaim'], message: 'required' });
      if (v.colorClaim === 'yes' && !str(v.colors).trim())
        ctx.addIssue({ code: 'custom', path: ['colors'], message: 'required' });
    }
  }, ALWAYS);

const basis = z
  .object({
    filingBasis: z.enum(FILING_BASES, { error: 'required' }),
    firstUseDate: z.string().optional(),
    firstUseInCommerceDate: z.string().optional(),
    specimen: z.string().optional(),
    specimenDescription: z.string().trim().max(300, 'tooLong').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.filingBasis !== 'use') return;
    for (const field of ['firstUseDate', 'firstUseInCommerceDate'] as const) {
      const date = dateField.safeParse(v[field]);
      if (!date.success)
        ctx.addIssue({ code: 'custom', path: [field], message: v[field] ? 'date' : 'required' });
      else if (date.data > todayIso())
        ctx.addIssue({ code: 'custom', path: [field], message: 'dateFuture' });
    }
    const anywhere = str(v.firstUseDate);
    const commerce = str(v.firstUseInCommerceDate);
    // Use in commerce cannot come before first use anywhere.
    if (isIsoDate(anywhere) && isIsoDate(commerce) && commerce < anywhere)
      ctx.addIssue({
        code: 'custom',
        path: ['firstUseInCommerceDate'],
        message: 'useInCommerceBeforeFirstUse',
      });
    if (!uploadedFileField.safeParse(v.specimen).success)
      ctx.addIssue({ code: 'custom', path: ['specimen'], message: 'fileRequired' });
    if (!str(v.specimenDescription).trim())
      ctx.addIssue({ code: 'custom', path: ['specimenDescription'], message: 'required' });
  }, ALWAYS);

const packageStep = z.object({ ...usContactPackageConsent.schema, declaration: checkedBox });

/** The applicant is domiciled abroad: 37 CFR 2.11(a) [S53] requires a US-licensed attorney. */
export function needsUsAttorney(data: DraftData): boolean {
  const domicile = data.domicile as { country?: unknown } | undefined;
  return (
    typeof domicile?.country === 'string' && domicile.country !== '' && domicile.country !== 'US'
  );
}

export const usaTrademark = defineWizard(
  'usa-trademark',
  {
    owner: {
      schema: owner,
      fields: [
        { name: 'ownerType', kind: 'radio', options: OWNER_TYPES },
        { name: 'ownerName', kind: 'text' },
        {
          name: 'citizenship',
          kind: 'select',
          optionLabels: 'country',
          showIf: { field: 'ownerType', equals: 'person' },
        },
        {
          name: 'companyType',
          kind: 'select',
          options: COMPANY_TYPES,
          showIf: { field: 'ownerType', equals: 'company' },
        },
        {
          name: 'organisationCountry',
          kind: 'select',
          optionLabels: 'country',
          showIf: { field: 'ownerType', equals: 'company' },
        },
        {
          name: 'organisationState',
          kind: 'select',
          options: US_STATES,
          optionLabels: 'raw',
          showIf: { field: 'organisationCountry', equals: 'US' },
        },
        { name: 'domicile', kind: 'address', country: 'INTL' },
        { name: 'ownerEmail', kind: 'email', autoComplete: 'section-owner email' },
      ],
    },
    mark: {
      schema: mark,
      fields: [
        { name: 'markType', kind: 'radio', options: MARK_TYPES },
        {
          name: 'markText',
          kind: 'text',
          showIf: { field: 'markType', equals: 'standardCharacters' },
        },
        // The USPTO takes a JPG or PNG drawing: a PDF is refused before it is sent.
        {
          name: 'markImage',
          kind: 'file',
          accept: 'image',
          showIf: { field: 'markType', equals: 'design' },
        },
        {
          name: 'markDescription',
          kind: 'textarea',
          showIf: { field: 'markType', equals: 'design' },
        },
        {
          name: 'colorClaim',
          kind: 'radio',
          options: YES_NO,
          optionsKey: 'yesNo',
          showIf: { field: 'markType', equals: 'design' },
        },
        { name: 'colors', kind: 'text', showIf: { field: 'colorClaim', equals: 'yes' } },
        { name: 'translation', kind: 'text', optional: true },
      ],
    },
    goods: {
      schema: z.object({ goods: goodsSchema }),
      fields: [{ name: 'goods', kind: 'usptoGoods' }],
    },
    basis: {
      schema: basis,
      fields: [
        { name: 'filingBasis', kind: 'radio', options: FILING_BASES },
        { name: 'firstUseDate', kind: 'date', showIf: { field: 'filingBasis', equals: 'use' } },
        {
          name: 'firstUseInCommerceDate',
          kind: 'date',
          showIf: { field: 'filingBasis', equals: 'use' },
        },
        { name: 'specimen', kind: 'file', showIf: { field: 'filingBasis', equals: 'use' } },
        {
          name: 'specimenDescription',
          kind: 'text',
          showIf: { field: 'filingBasis', equals: 'use' },
        },
      ],
    },
    package: {
      schema: packageStep,
      quote: true,
      // This filing's own declaration goes just before the consent.
      fields: [
        ...usContactPackageConsent.fields.filter((f) => f !== consentBox),
        { name: 'declaration', kind: 'checkbox' },
        consentBox,
      ],
    },
  },
  {
    // USPTO fees by the classes and their wording; our US attorney when the owner lives abroad.
    quoteOptions: (data) => ({
      ...(goodsQuoteOptions(data.goods) ?? {}),
      usAttorney: needsUsAttorney(data),
    }),
  },
);
