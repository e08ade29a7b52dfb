import { z } from 'zod';
import { countryField, isCountryCode, nigerianAddress } from '@/lib/validation/address';
import { adultBirthDate } from '@/lib/validation/dates';
import { emailField } from '@/lib/validation/email';
import { addIssuesOf, type Issue } from '@/lib/validation/issues';
import { NATIONALITIES, personCore, refineNigerianIdentity } from '@/lib/validation/person';
import { phoneField } from '@/lib/validation/phone';
import {
  addressText,
  ALWAYS,
  amountOf,
  checkedBox,
  moneyField,
  nameText,
  optionalText,
  percentField,
  positiveIntegerField,
  requiredText,
  sameName,
  str,
} from '@/lib/validation/text';
import {
  endsWithLimited,
  optionalUpload,
  packageStep,
  uploadedFileField,
  uploadedImageField,
  YES_NO,
} from '../../schemas';
import { defineWizard, itemsOf, type DraftData, type ScalarField } from '../../steps';
import { consentBox, packageChoice, submitter } from '../filer';

/**
 * Nigeria: private or public company limited by shares, CAMA 2020, as filed on the CAC portal.
 * Every rule cites docs/sources.md (research notes §1.1) (compiled 2026-11-21).
 */

/**
 * Minimum issued share capital, CAMA 2020: ₦100,000 private, ₦2,000,000 public [S84], as of
 * 2020-08. With any foreign shareholder the business permit needs ₦100,000,000 issued and fully
 * paid (2022 Expatriate Quota Handbook [S106], as of 2022). Configurable: the notes are SECONDARY.
 */
export const NIGERIA_COMPANY_LIMITS = {
  minShareCapital: { private: 100_000, public: 2_000_000 },
  minShareCapitalForeign: 100_000_000,
  /** At least 2 directors; a small company may have 1 (CAMA 2020 s.271 [S84], UNCONFIRMED section). */
  minDirectors: 2,
  minDirectorsSmall: 1,
  /**
   * A person with significant control holds at least 5% of the shares or votes (CAMA 2020 s.868,
   * as the CAC's notice on ss.119 and 791 quotes it [S115], OFFICIAL; PSC Regulations 2022 [S86]).
   */
  pscThresholdPercent: 5,
  /**
   * A public company: at least two members (a one-member company is private only, CAMA 2020
   * s.18(2) [S85], updates 2026-11-25) and at least one third of its directors independent
   * (s.275(1) as amended by the Business Facilitation Act 2023 s.14; it said "at least three"
   * before 14 Feb 2023 [S116], SECONDARY).
   */
  minPublicMembers: 2,
  independentDirectorsShare: 1 / 3,
  maxDirectors: 20,
  maxShareholders: 50,
} as const;

const COMPANY_TYPES = ['private', 'public'] as const;
const GENDERS = ['female', 'male'] as const;
const ID_FIELDS: ScalarField[] = [
  { name: 'nin', kind: 'id', showIf: { field: 'nationality', equals: 'NG' }, optional: true },
  {
    name: 'passportNumber',
    kind: 'id',
    showIf: { field: 'nationality', notEquals: 'NG' },
    optional: true,
  },
];

/** Public company names end "Plc" or "Public Limited Company" (CAMA 2020; general knowledge, UNCONFIRMED). */
function endsWithPlc(name: string): boolean {
  return /\b(plc|public limited company)$/i.test(name.trim());
}

const registration = z
  .object({
    proposedName1: requiredText(120),
    proposedName2: requiredText(120),
    companyType: z.enum(COMPANY_TYPES, { error: 'required' }),
    registeredOffice: nigerianAddress,
    companyEmail: emailField(),
    companyPhone: phoneField('NG'),
  })
  .superRefine((v, ctx) => {
    // The approved name must end with "Limited"/"Ltd" [S88][S107]; a public company "Plc".
    const check = v.companyType === 'public' ? endsWithPlc : endsWithLimited;
    const key = v.companyType === 'public' ? 'nameSuffixPlc' : 'nameSuffixLimited';
    if (!check(str(v.proposedName1)))
      ctx.addIssue({ code: 'custom', path: ['proposedName1'], message: key });
    if (!check(str(v.proposedName2)))
      ctx.addIssue({ code: 'custom', path: ['proposedName2'], message: key });
    // Two real options: CAC checks option 1 first, then option 2 [S88].
    if (sameName(str(v.proposedName1), str(v.proposedName2)))
      ctx.addIssue({ code: 'custom', path: ['proposedName2'], message: 'namesDiffer' });
  }, ALWAYS);

const objective = z.object({
  principalActivity: requiredText(120),
  businessDescription: requiredText(1000),
  // Each object of the memorandum is its own item [S87].
  objects: z
    .array(requiredText(300), { error: 'required' })
    .min(1, 'atLeastOneObject')
    .max(10, 'tooMany'),
});

const shareCapital = z
  .object({
    issuedShareCapital: moneyField,
    numberOfShares: positiveIntegerField,
    foreignParticipation: z.enum(YES_NO, { error: 'required' }),
    smallCompany: z.enum(YES_NO, { error: 'required' }),
  })
  .superRefine((v, ctx) => {
    const shares = amountOf(v.numberOfShares);
    const capital = amountOf(v.issuedShareCapital);
    if (shares > capital)
      ctx.addIssue({ code: 'custom', path: ['numberOfShares'], message: 'sharesAboveCapital' });
  }, ALWAYS);

function shareCapitalCross(all: DraftData): Issue[] {
  const capital = amountOf(all.issuedShareCapital);
  if (!Number.isFinite(capital)) return [];
  const type = all.companyType === 'public' ? 'public' : 'private';
  const issues: Issue[] = [];
  const min = NIGERIA_COMPANY_LIMITS.minShareCapital[type];
  if (capital < min)
    issues.push({ path: ['issuedShareCapital'], key: `shareCapitalMin_${type}`, values: { min } });
  else if (
    all.foreignParticipation === 'yes' &&
    capital < NIGERIA_COMPANY_LIMITS.minShareCapitalForeign
  )
    issues.push({
      path: ['issuedShareCapital'],
      key: 'shareCapitalMinForeign',
      values: { min: NIGERIA_COMPANY_LIMITS.minShareCapitalForeign },
    });
  // A small company is private with all members Nigerian [S84].
  if (all.smallCompany === 'yes' && (type === 'public' || all.foreignParticipation === 'yes'))
    issues.push({ path: ['smallCompany'], key: 'smallCompanyNotEligible' });
  return issues;
}

const personBase = personCore('NG').extend({
  gender: z.enum(GENDERS, { error: 'required' }),
  occupation: requiredText(100),
  residentialAddress: addressText(300),
  nin: optionalText(11),
  passportNumber: optionalText(9),
});

/**
 * What the CAC asks of each director and each subscriber who is a person, besides the identity
 * every Nigerian flow asks: an address for service, an identity document, a passport photograph
 * and a signature, uploaded [S87][S88] (updates 2026-11-25).
 */
const cacParticulars = {
  serviceAddress: addressText(300),
  idDocument: uploadedFileField,
  passportPhoto: uploadedImageField,
  signature: uploadedImageField,
};

const directorPerson = personBase
  .extend({ ...cacParticulars, independent: z.boolean().optional() })
  .superRefine(refineNigerianIdentity, ALWAYS);

const directors = z.object({
  directors: z
    .array(directorPerson, { error: 'atLeastOneDirector' })
    .min(1, 'atLeastOneDirector')
    .max(NIGERIA_COMPANY_LIMITS.maxDirectors),
});

/** The independent directors a public company needs: a third of the board, rounded up [S116]. */
export function minIndependentDirectors(directorCount: number): number {
  return Math.ceil(directorCount * NIGERIA_COMPANY_LIMITS.independentDirectorsShare);
}

/** Small-company concessions apply when declared and eligible; the full rule is checked on shareholders. */
function isSmall(all: DraftData): boolean {
  return (
    all.smallCompany === 'yes' && all.companyType !== 'public' && all.foreignParticipation !== 'yes'
  );
}

function directorsCross(all: DraftData): Issue[] {
  const list = itemsOf<{ independent: unknown }>(all.directors);
  const min = isSmall(all)
    ? NIGERIA_COMPANY_LIMITS.minDirectorsSmall
    : NIGERIA_COMPANY_LIMITS.minDirectors;
  if (list.length < min) return [{ path: ['directors'], key: 'minDirectors', values: { min } }];
  if (all.companyType === 'public') {
    const needed = minIndependentDirectors(list.length);
    if (list.filter((d) => d.independent === true).length < needed)
      return [{ path: ['directors'], key: 'independentDirectors', values: { min: needed } }];
  }
  return [];
}

const HOLDER_TYPES = ['individual', 'corporate'] as const;

/** A subscriber who is a person and not one of the directors gives what a director gives. */
const subscriberParticulars = z
  .object({
    nationality: z.enum(NATIONALITIES, { error: 'required' }),
    nin: optionalText(11),
    passportNumber: optionalText(9),
    dateOfBirth: adultBirthDate,
    gender: z.enum(GENDERS, { error: 'required' }),
    occupation: requiredText(100),
    residentialAddress: addressText(300),
    ...cacParticulars,
  })
  .superRefine(refineNigerianIdentity, ALWAYS);

/** A corporate subscriber: its name (in fullName), registration number and country [S88]. */
const corporateParticulars = z.object({
  registrationNumber: requiredText(40),
  countryOfIncorporation: countryField,
});

const shareholder = z
  .object({
    holderType: z.enum(HOLDER_TYPES, { error: 'required' }),
    // A person's full name, or a company's registered name.
    fullName: nameText(150),
    isDirector: z.enum(YES_NO).optional().or(z.literal('')),
    email: emailField(),
    phone: phoneField('NG'),
    shares: positiveIntegerField,
    // Asked as the answers above require (see the refinement); kept as typed otherwise.
    nationality: z.enum(NATIONALITIES).optional().or(z.literal('')),
    nin: optionalText(11),
    passportNumber: optionalText(9),
    dateOfBirth: optionalText(10),
    gender: z.enum(GENDERS).optional().or(z.literal('')),
    occupation: optionalText(100),
    residentialAddress: optionalText(300),
    serviceAddress: optionalText(300),
    idDocument: optionalUpload,
    passportPhoto: optionalUpload,
    signature: optionalUpload,
    registrationNumber: optionalText(40),
    countryOfIncorporation: optionalText(2),
  })
  .superRefine((v, ctx) => {
    if (v.holderType === 'corporate') addIssuesOf(ctx, corporateParticulars, v);
    if (v.holderType !== 'individual') return;
    if (!v.isDirector) ctx.addIssue({ code: 'custom', path: ['isDirector'], message: 'required' });
    // A director's particulars are on the directors step already: one person, given once.
    if (v.isDirector === 'no') addIssuesOf(ctx, subscriberParticulars, v);
  }, ALWAYS);

const shareholders = z.object({
  // At least 1 member: single-member companies are allowed, CAMA 2020 s.18(2) [S85].
  shareholders: z
    .array(shareholder, { error: 'atLeastOneShareholder' })
    .min(1, 'atLeastOneShareholder')
    .max(NIGERIA_COMPANY_LIMITS.maxShareholders),
});

type Holder = {
  holderType?: string;
  fullName?: string;
  isDirector?: string;
  shares?: string;
  nationality?: string;
  countryOfIncorporation?: string;
};
type Director = { fullName?: string; nationality?: string };

const holdersOf = (all: DraftData) => itemsOf<Holder>(all.shareholders);
const directorsOf = (all: DraftData) => itemsOf<Director>(all.directors);

/** The director a shareholder says they are, by name. */
function directorNamed(all: DraftData, name: string | undefined): Director | undefined {
  return directorsOf(all).find((d) => sameName(str(d.fullName), str(name)));
}

function shareholdersCross(all: DraftData): Issue[] {
  const list = holdersOf(all);
  const total = amountOf(all.numberOfShares);
  const issues: Issue[] = [];
  if (list.length === 0) return issues;
  // A public company has at least two members; a one-member company is private [S85].
  if (all.companyType === 'public' && list.length < NIGERIA_COMPANY_LIMITS.minPublicMembers)
    issues.push({
      path: ['shareholders'],
      key: 'publicTwoMembers',
      values: { min: NIGERIA_COMPANY_LIMITS.minPublicMembers },
    });
  list.forEach((s, i) => {
    if (s.holderType === 'individual' && s.isDirector === 'yes' && !directorNamed(all, s.fullName))
      issues.push({ path: ['shareholders', i, 'fullName'], key: 'shareholderNotADirector' });
  });
  if (all.foreignParticipation === 'no') {
    list.forEach((s, i) => {
      // Who is foreign: a person's nationality (a director's, given on that step), a company's country.
      if (s.holderType === 'corporate') {
        if (
          s.countryOfIncorporation &&
          s.countryOfIncorporation !== 'NG' &&
          isCountryCode(s.countryOfIncorporation)
        )
          issues.push({
            path: ['shareholders', i, 'countryOfIncorporation'],
            key: 'foreignShareholderUndeclared',
          });
        return;
      }
      const nationality =
        s.isDirector === 'yes' ? directorNamed(all, s.fullName)?.nationality : s.nationality;
      if (nationality && nationality !== 'NG')
        issues.push({
          path: ['shareholders', i, s.isDirector === 'yes' ? 'fullName' : 'nationality'],
          key: 'foreignShareholderUndeclared',
        });
    });
  }
  if (!Number.isFinite(total)) return issues;
  // Every subscriber's allotment adds up to the issued shares (100%) [S88].
  const allotted = list.reduce((sum, s) => sum + (amountOf(s.shares) || 0), 0);
  if (allotted !== total)
    issues.push({ path: ['shareholders'], key: 'sharesTotal', values: { total, allotted } });
  // Small company: its directors hold the majority of the shares [S84].
  if (isSmall(all) && allotted === total) {
    const held = list
      .filter((s) => s.holderType !== 'corporate' && directorNamed(all, s.fullName))
      .reduce((sum, s) => sum + (amountOf(s.shares) || 0), 0);
    if (held * 2 <= total)
      issues.push({ path: ['shareholders'], key: 'smallCompanyDirectorsMajority' });
  }
  return issues;
}

/**
 * Every shareholder who is a person holding at least the threshold (5%) is a person with
 * significant control and is named among them (CAMA 2020 s.868 [S115]). A company holding 5%
 * or more is not a PSC itself: the people who own or control it are, and the step's help asks
 * for them (no name here can be matched to it).
 */
export function pscCross(all: DraftData): Issue[] {
  const total = amountOf(all.numberOfShares);
  if (!Number.isFinite(total) || total <= 0) return [];
  const named = itemsOf<{ fullName: string }>(all.psc);
  const missing = holdersOf(all)
    .filter(
      (s) =>
        s.holderType !== 'corporate' &&
        typeof s.fullName === 'string' &&
        s.fullName.trim() &&
        (amountOf(s.shares) || 0) * 100 >= total * NIGERIA_COMPANY_LIMITS.pscThresholdPercent,
    )
    .filter((s) => !named.some((p) => sameName(str(p.fullName), s.fullName!)))
    .map((s) => s.fullName!.trim());
  if (missing.length === 0) return [];
  return [
    {
      path: ['psc'],
      key: 'pscMissing',
      values: { names: missing.join(', '), min: NIGERIA_COMPANY_LIMITS.pscThresholdPercent },
    },
  ];
}

const CONTROL = ['shares', 'votes', 'appointDirectors', 'significantInfluence'] as const;
const psc = z.object({
  psc: z
    .array(
      z
        .object({
          fullName: nameText(120),
          nationality: z.enum(NATIONALITIES, { error: 'required' }),
          natureOfControl: z.enum(CONTROL, { error: 'required' }),
          percentage: percentField.optional().or(z.literal('')),
          residentialAddress: addressText(300),
        })
        .superRefine((v, ctx) => {
          if (v.natureOfControl !== 'shares' && v.natureOfControl !== 'votes') return;
          if (!v.percentage)
            ctx.addIssue({ code: 'custom', path: ['percentage'], message: 'required' });
          else if (Number(v.percentage) < NIGERIA_COMPANY_LIMITS.pscThresholdPercent)
            ctx.addIssue({
              code: 'custom',
              path: ['percentage'],
              message: 'pscThreshold',
              params: { min: NIGERIA_COMPANY_LIMITS.pscThresholdPercent },
            });
        }, ALWAYS),
      { error: 'atLeastOnePsc' },
    )
    .min(1, 'atLeastOnePsc')
    .max(20),
});

const SECRETARY_TYPES = ['individual', 'firm'] as const;
const secretary = z
  .object({
    hasSecretary: z.enum(YES_NO, { error: 'required' }),
    secretaryType: z.enum(SECRETARY_TYPES).optional().or(z.literal('')),
    secretaryName: nameText(120).optional().or(z.literal('')),
    secretaryEmail: emailField().optional().or(z.literal('')),
    secretaryAddress: addressText(300).optional().or(z.literal('')),
  })
  .superRefine((v, ctx) => {
    if (v.hasSecretary !== 'yes') return;
    for (const key of [
      'secretaryType',
      'secretaryName',
      'secretaryEmail',
      'secretaryAddress',
    ] as const)
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required' });
  }, ALWAYS);

function secretaryCross(all: DraftData): Issue[] {
  // A secretary is optional only for a small company; public companies must have one [S84][S86].
  if (all.hasSecretary === 'no' && !isSmall(all))
    return [{ path: ['hasSecretary'], key: 'secretaryRequired' }];
  return [];
}

const SUBMITTER_ROLES = ['director', 'shareholder', 'agent', 'other'] as const;
const filer = submitter('NG', nameText(120));
const submitterStep = z.object({
  ...filer.schema,
  submitterRole: z.enum(SUBMITTER_ROLES, { error: 'required' }),
  witnessName: nameText(120),
  witnessOccupation: requiredText(100),
  witnessAddress: addressText(300),
  consent: checkedBox,
});

function submitterCross(all: DraftData): Issue[] {
  // The witness must not be a subscriber [S87].
  const list = itemsOf<{ fullName: string }>(all.shareholders);
  const witness = typeof all.witnessName === 'string' ? all.witnessName : '';
  if (witness && list.some((s) => sameName(str(s.fullName), witness)))
    return [{ path: ['witnessName'], key: 'witnessIsSubscriber' }];
  return [];
}

/** The uploads and the address for service the CAC asks of directors and subscribers. */
const CAC_FIELDS = (showIf?: ScalarField['showIf']): ScalarField[] => [
  { name: 'serviceAddress', kind: 'textarea', ...(showIf ? { showIf, optional: true } : {}) },
  { name: 'idDocument', kind: 'file', ...(showIf ? { showIf, optional: true } : {}) },
  {
    name: 'passportPhoto',
    kind: 'file',
    accept: 'image',
    ...(showIf ? { showIf, optional: true } : {}),
  },
  {
    name: 'signature',
    kind: 'file',
    accept: 'image',
    ...(showIf ? { showIf, optional: true } : {}),
  },
];

const DIRECTOR_EXTRA: ScalarField[] = [
  ...CAC_FIELDS(),
  // Asked of a public company only (s.275 [S116]).
  {
    name: 'independent',
    kind: 'checkbox',
    optional: true,
    showIf: { field: 'companyType', equals: 'public', root: true },
  },
];

/**
 * A subscriber: a person (a director already described, or someone who gives the same
 * particulars here) or a company (its name, number and country).
 */
const NOT_A_DIRECTOR = { field: 'isDirector', equals: 'no' } as const;
const SHAREHOLDER_FIELDS: ScalarField[] = [
  { name: 'holderType', kind: 'radio', options: HOLDER_TYPES },
  { name: 'fullName', kind: 'text' },
  {
    name: 'isDirector',
    kind: 'radio',
    options: YES_NO,
    optionsKey: 'yesNo',
    optional: true,
    showIf: { field: 'holderType', equals: 'individual' },
  },
  {
    name: 'registrationNumber',
    kind: 'id',
    optional: true,
    showIf: { field: 'holderType', equals: 'corporate' },
  },
  {
    name: 'countryOfIncorporation',
    kind: 'select',
    optionLabels: 'country',
    optional: true,
    showIf: { field: 'holderType', equals: 'corporate' },
  },
  {
    name: 'nationality',
    kind: 'select',
    options: NATIONALITIES,
    optionsKey: 'nationality',
    optional: true,
    showIf: NOT_A_DIRECTOR,
  },
  ...ID_FIELDS,
  { name: 'dateOfBirth', kind: 'date', optional: true, showIf: NOT_A_DIRECTOR },
  { name: 'gender', kind: 'select', options: GENDERS, optional: true, showIf: NOT_A_DIRECTOR },
  { name: 'occupation', kind: 'text', optional: true, showIf: NOT_A_DIRECTOR },
  { name: 'residentialAddress', kind: 'textarea', optional: true, showIf: NOT_A_DIRECTOR },
  ...CAC_FIELDS(NOT_A_DIRECTOR),
  { name: 'email', kind: 'email' },
  { name: 'phone', kind: 'phone' },
  { name: 'shares', kind: 'number' },
];

const personFields = (extra: ScalarField[] = []): ScalarField[] => [
  { name: 'fullName', kind: 'text', autoComplete: 'off' },
  { name: 'dateOfBirth', kind: 'date' },
  { name: 'gender', kind: 'select', options: GENDERS },
  { name: 'nationality', kind: 'select', options: NATIONALITIES, optionsKey: 'nationality' },
  ...ID_FIELDS,
  { name: 'occupation', kind: 'text' },
  { name: 'email', kind: 'email' },
  { name: 'phone', kind: 'phone' },
  { name: 'residentialAddress', kind: 'textarea' },
  ...extra,
];

export const nigeriaCompany = defineWizard(
  'nigeria-company',
  {
    registration: {
      schema: registration,
      fields: [
        { name: 'proposedName1', kind: 'text' },
        { name: 'proposedName2', kind: 'text' },
        { name: 'companyType', kind: 'radio', options: COMPANY_TYPES },
        { name: 'registeredOffice', kind: 'address' },
        { name: 'companyEmail', kind: 'email' },
        { name: 'companyPhone', kind: 'phone' },
      ],
    },
    objective: {
      schema: objective,
      fields: [
        { name: 'principalActivity', kind: 'text' },
        { name: 'businessDescription', kind: 'textarea' },
        { name: 'objects', kind: 'list', min: 1, max: 10 },
      ],
    },
    'share-capital': {
      schema: shareCapital,
      cross: shareCapitalCross,
      fields: [
        { name: 'issuedShareCapital', kind: 'money' },
        { name: 'numberOfShares', kind: 'number' },
        { name: 'foreignParticipation', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
        { name: 'smallCompany', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
      ],
    },
    directors: {
      schema: directors,
      cross: directorsCross,
      fields: [
        {
          name: 'directors',
          kind: 'group',
          min: 1,
          max: NIGERIA_COMPANY_LIMITS.maxDirectors,
          fields: personFields(DIRECTOR_EXTRA),
        },
      ],
    },
    shareholders: {
      schema: shareholders,
      cross: shareholdersCross,
      fields: [
        {
          name: 'shareholders',
          kind: 'group',
          min: 1,
          max: NIGERIA_COMPANY_LIMITS.maxShareholders,
          fields: SHAREHOLDER_FIELDS,
        },
      ],
    },
    psc: {
      schema: psc,
      cross: pscCross,
      fields: [
        {
          name: 'psc',
          kind: 'group',
          min: 1,
          max: 20,
          fields: [
            { name: 'fullName', kind: 'text' },
            {
              name: 'nationality',
              kind: 'select',
              options: NATIONALITIES,
              optionsKey: 'nationality',
            },
            { name: 'natureOfControl', kind: 'select', options: CONTROL },
            {
              name: 'percentage',
              kind: 'percent',
              optional: true,
              showIf: { field: 'natureOfControl', notEquals: 'appointDirectors' },
            },
            { name: 'residentialAddress', kind: 'textarea' },
          ],
        },
      ],
    },
    secretary: {
      schema: secretary,
      cross: secretaryCross,
      fields: [
        { name: 'hasSecretary', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
        {
          name: 'secretaryType',
          kind: 'select',
          options: SECRETARY_TYPES,
          optional: true,
          showIf: { field: 'hasSecretary', equals: 'yes' },
        },
        {
          name: 'secretaryName',
          kind: 'text',
          optional: true,
          showIf: { field: 'hasSecretary', equals: 'yes' },
        },
        {
          name: 'secretaryEmail',
          kind: 'email',
          optional: true,
          showIf: { field: 'hasSecretary', equals: 'yes' },
        },
        {
          name: 'secretaryAddress',
          kind: 'textarea',
          optional: true,
          showIf: { field: 'hasSecretary', equals: 'yes' },
        },
      ],
    },
    submitter: {
      schema: submitterStep,
      cross: submitterCross,
      fields: [
        ...filer.fields,
        { name: 'submitterRole', kind: 'select', options: SUBMITTER_ROLES },
        { name: 'witnessName', kind: 'text' },
        { name: 'witnessOccupation', kind: 'text' },
        { name: 'witnessAddress', kind: 'textarea' },
        consentBox,
      ],
    },
    package: {
      schema: packageStep,
      quote: true,
      fields: [packageChoice],
    },
  },
  {
    // The CAC's filing fee and stamp duty follow the issued share capital.
    quoteOptions: (data) => {
      const capital = amountOf(data.issuedShareCapital);
      return Number.isFinite(capital) && capital > 0 ? { shareCapital: capital } : {};
    },
  },
);

/** Fields of the person groups, shared with the other Nigerian flows. */
export const nigerianPersonFields = personFields;
export const nigerianPersonBase = personBase;
