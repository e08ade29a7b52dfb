import { z } from 'zod';
import { packageIds } from '@/lib/catalogue/packages';
import { nigerianAddress } from '@/lib/validation/address';
import { emailField } from '@/lib/validation/email';
import type { Issue } from '@/lib/validation/issues';
import { NATIONALITIES, personCore, refineNigerianIdentity } from '@/lib/validation/person';
import { phoneField } from '@/lib/validation/phone';
import { ALWAYS, checkedBox, moneyField, optionalText, percentField, positiveIntegerField, requiredText, sameName, str } from '@/lib/validation/text';
import { endsWithLimited, packageStep } from '../../schemas';
import { defineWizard, type DraftData, type ScalarField } from '../../steps';

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
  /** PSC disclosure threshold, CAC PSC Regulations 2022 (5%, UNCONFIRMED) [S86]. */
  pscThresholdPercent: 5,
  maxDirectors: 20,
  maxShareholders: 50,
} as const;

const COMPANY_TYPES = ['private', 'public'] as const;
const YES_NO = ['yes', 'no'] as const;
const GENDERS = ['female', 'male'] as const;
const ID_FIELDS: ScalarField[] = [
  { name: 'nin', kind: 'id', showIf: { field: 'nationality', equals: 'NG' }, optional: true },
  { name: 'passportNumber', kind: 'id', showIf: { field: 'nationality', notEquals: 'NG' }, optional: true },
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
    if (!check(str(v.proposedName1))) ctx.addIssue({ code: 'custom', path: ['proposedName1'], message: key });
    if (!check(str(v.proposedName2))) ctx.addIssue({ code: 'custom', path: ['proposedName2'], message: key });
    // Two real options: CAC checks option 1 first, then option 2 [S88].
    if (sameName(str(v.proposedName1), str(v.proposedName2)))
      ctx.addIssue({ code: 'custom', path: ['proposedName2'], message: 'namesDiffer' });
  }, ALWAYS);

const objective = z.object({
  principalActivity: requiredText(120),
  businessDescription: requiredText(1000),
  // Each object of the memorandum is its own item [S87].
  objects: z.array(requiredText(300), { error: 'required' }).min(1, 'atLeastOneObject').max(10, 'tooMany'),
});

const shareCapital = z
  .object({
    issuedShareCapital: moneyField,
    numberOfShares: positiveIntegerField,
    foreignParticipation: z.enum(YES_NO, { error: 'required' }),
    smallCompany: z.enum(YES_NO, { error: 'required' }),
  })
  .superRefine((v, ctx) => {
    const shares = Number(v.numberOfShares);
    const capital = Number(v.issuedShareCapital);
    if (shares > capital)
      ctx.addIssue({ code: 'custom', path: ['numberOfShares'], message: 'sharesAboveCapital' });
  }, ALWAYS);

function shareCapitalCross(all: DraftData): Issue[] {
  const capital = Number(all.issuedShareCapital);
  if (!Number.isFinite(capital)) return [];
  const type = all.companyType === 'public' ? 'public' : 'private';
  const issues: Issue[] = [];
  const min = NIGERIA_COMPANY_LIMITS.minShareCapital[type];
  if (capital < min)
    issues.push({ path: ['issuedShareCapital'], key: `shareCapitalMin_${type}`, values: { min } });
  else if (all.foreignParticipation === 'yes' && capital < NIGERIA_COMPANY_LIMITS.minShareCapitalForeign)
    issues.push({
      path: ['issuedShareCapital'],
      key: 'shareCapitalMinForeign', values: { min: NIGERIA_COMPANY_LIMITS.minShareCapitalForeign },
    });
  // A small company is private with all members Nigerian [S84].
  if (all.smallCompany === 'yes' && (type === 'public' || all.foreignParticipation === 'yes'))
    issues.push({ path: ['smallCompany'], key: 'smallCompanyNotEligible' });
  return issues;
}

const personBase = personCore('NG').extend({
  gender: z.enum(GENDERS, { error: 'required' }),
  occupation: requiredText(100),
  residentialAddress: requiredText(300),
  nin: optionalText(11),
  passportNumber: optionalText(9),
});
const directorPerson = personBase.superRefine(refineNigerianIdentity, ALWAYS);

const directors = z.object({
  directors: z.array(directorPerson).min(1, 'atLeastOneDirector').max(NIGERIA_COMPANY_LIMITS.maxDirectors),
});

/** Small-company concessions apply when declared and eligible; the full rule is checked on shareholders. */
function isSmall(all: DraftData): boolean {
  return all.smallCompany === 'yes' && all.companyType !== 'public' && all.foreignParticipation !== 'yes';
}

function directorsCross(all: DraftData): Issue[] {
  const list = Array.isArray(all.directors) ? all.directors : [];
  const min = isSmall(all) ? NIGERIA_COMPANY_LIMITS.minDirectorsSmall : NIGERIA_COMPANY_LIMITS.minDirectors;
  if (list.length < min) return [{ path: ['directors'], key: 'minDirectors', values: { min } }];
  return [];
}

const shareholder = z
  .object({
    fullName: requiredText(120),
    nationality: z.enum(NATIONALITIES, { error: 'required' }),
    email: emailField(),
    phone: phoneField('NG'),
    nin: optionalText(11),
    passportNumber: optionalText(9),
    shares: positiveIntegerField,
  })
  .superRefine(refineNigerianIdentity, ALWAYS);

const shareholders = z.object({
  // At least 1 member: single-member companies are allowed, CAMA 2020 s.18(2) [S85].
  shareholders: z.array(shareholder).min(1, 'atLeastOneShareholder').max(NIGERIA_COMPANY_LIMITS.maxShareholders),
});

function shareholdersCross(all: DraftData): Issue[] {
  const list = (Array.isArray(all.shareholders) ? all.shareholders : []) as { fullName?: string; shares?: string; nationality?: string }[];
  const total = Number(all.numberOfShares);
  const issues: Issue[] = [];
  if (list.length === 0 || !Number.isFinite(total)) return issues;
  // Every subscriber's allotment adds up to the issued shares (100%) [S88].
  const allotted = list.reduce((sum, s) => sum + (Number(s.shares) || 0), 0);
  if (allotted !== total)
    issues.push({ path: ['shareholders'], key: 'sharesTotal', values: { total, allotted } });
  if (all.foreignParticipation === 'no') {
    list.forEach((s, i) => {
      if (s.nationality && s.nationality !== 'NG')
        issues.push({ path: ['shareholders', i, 'nationality'], key: 'foreignShareholderUndeclared' });
    });
  }
  // Small company: its directors hold the majority of the shares [S84].
  if (isSmall(all) && allotted === total) {
    const directorNames = ((Array.isArray(all.directors) ? all.directors : []) as { fullName?: string }[]).map(
      (d) => d.fullName ?? '',
    );
    const held = list
      .filter((s) => directorNames.some((d) => sameName(d, s.fullName ?? '')))
      .reduce((sum, s) => sum + (Number(s.shares) || 0), 0);
    if (held * 2 <= total) issues.push({ path: ['shareholders'], key: 'smallCompanyDirectorsMajority' });
  }
  return issues;
}

const CONTROL = ['shares', 'votes', 'appointDirectors', 'significantInfluence'] as const;
const psc = z.object({
  psc: z
    .array(
      z
        .object({
          fullName: requiredText(120),
          nationality: z.enum(NATIONALITIES, { error: 'required' }),
          natureOfControl: z.enum(CONTROL, { error: 'required' }),
          percentage: percentField.optional().or(z.literal('')),
          residentialAddress: requiredText(300),
        })
        .superRefine((v, ctx) => {
          if (v.natureOfControl !== 'shares' && v.natureOfControl !== 'votes') return;
          if (!v.percentage) ctx.addIssue({ code: 'custom', path: ['percentage'], message: 'required' });
          else if (Number(v.percentage) < NIGERIA_COMPANY_LIMITS.pscThresholdPercent)
            ctx.addIssue({
              code: 'custom',
              path: ['percentage'],
              message: 'pscThreshold', params: { min: NIGERIA_COMPANY_LIMITS.pscThresholdPercent },
            });
        }, ALWAYS),
    )
    .min(1, 'atLeastOnePsc')
    .max(20),
});

const SECRETARY_TYPES = ['individual', 'firm'] as const;
const secretary = z
  .object({
    hasSecretary: z.enum(YES_NO, { error: 'required' }),
    secretaryType: z.enum(SECRETARY_TYPES).optional().or(z.literal('')),
    secretaryName: optionalText(120),
    secretaryEmail: emailField().optional().or(z.literal('')),
    secretaryAddress: optionalText(300),
  })
  .superRefine((v, ctx) => {
    if (v.hasSecretary !== 'yes') return;
    for (const key of ['secretaryType', 'secretaryName', 'secretaryEmail', 'secretaryAddress'] as const)
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required' });
  }, ALWAYS);

function secretaryCross(all: DraftData): Issue[] {
  // A secretary is optional only for a small company; public companies must have one [S84][S86].
  if (all.hasSecretary === 'no' && !isSmall(all))
    return [{ path: ['hasSecretary'], key: 'secretaryRequired' }];
  return [];
}

const SUBMITTER_ROLES = ['director', 'shareholder', 'agent', 'other'] as const;
const submitter = z.object({
  submitterName: requiredText(120),
  submitterEmail: emailField(),
  submitterPhone: phoneField('NG'),
  submitterRole: z.enum(SUBMITTER_ROLES, { error: 'required' }),
  witnessName: requiredText(120),
  witnessOccupation: requiredText(100),
  witnessAddress: requiredText(300),
  consent: checkedBox,
});

function submitterCross(all: DraftData): Issue[] {
  // The witness must not be a subscriber [S87].
  const list = (Array.isArray(all.shareholders) ? all.shareholders : []) as { fullName?: string }[];
  const witness = typeof all.witnessName === 'string' ? all.witnessName : '';
  if (witness && list.some((s) => sameName(s.fullName ?? '', witness)))
    return [{ path: ['witnessName'], key: 'witnessIsSubscriber' }];
  return [];
}

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

export const nigeriaCompany = defineWizard('nigeria-company', {
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
    fields: [{ name: 'directors', kind: 'group', min: 1, max: NIGERIA_COMPANY_LIMITS.maxDirectors, fields: personFields() }],
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
        fields: [
          { name: 'fullName', kind: 'text' },
          { name: 'nationality', kind: 'select', options: NATIONALITIES, optionsKey: 'nationality' },
          ...ID_FIELDS,
          { name: 'email', kind: 'email' },
          { name: 'phone', kind: 'phone' },
          { name: 'shares', kind: 'number' },
        ],
      },
    ],
  },
  psc: {
    schema: psc,
    fields: [
      {
        name: 'psc',
        kind: 'group',
        min: 1,
        max: 20,
        fields: [
          { name: 'fullName', kind: 'text' },
          { name: 'nationality', kind: 'select', options: NATIONALITIES, optionsKey: 'nationality' },
          { name: 'natureOfControl', kind: 'select', options: CONTROL },
          { name: 'percentage', kind: 'percent', optional: true, showIf: { field: 'natureOfControl', notEquals: 'appointDirectors' } },
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
      { name: 'secretaryType', kind: 'select', options: SECRETARY_TYPES, optional: true, showIf: { field: 'hasSecretary', equals: 'yes' } },
      { name: 'secretaryName', kind: 'text', optional: true, showIf: { field: 'hasSecretary', equals: 'yes' } },
      { name: 'secretaryEmail', kind: 'email', optional: true, showIf: { field: 'hasSecretary', equals: 'yes' } },
      { name: 'secretaryAddress', kind: 'textarea', optional: true, showIf: { field: 'hasSecretary', equals: 'yes' } },
    ],
  },
  submitter: {
    schema: submitter,
    cross: submitterCross,
    fields: [
      { name: 'submitterName', kind: 'text', autoComplete: 'name' },
      { name: 'submitterEmail', kind: 'email', autoComplete: 'email' },
      { name: 'submitterPhone', kind: 'phone', autoComplete: 'tel' },
      { name: 'submitterRole', kind: 'select', options: SUBMITTER_ROLES },
      { name: 'witnessName', kind: 'text' },
      { name: 'witnessOccupation', kind: 'text' },
      { name: 'witnessAddress', kind: 'textarea' },
      { name: 'consent', kind: 'checkbox' },
    ],
  },
  package: {
    schema: packageStep,
    quote: true,
    fields: [{ name: 'package', kind: 'radio', options: packageIds, optionsKey: 'package' }],
  },
}, {
  // The CAC's filing fee and stamp duty follow the issued share capital.
  quoteOptions: (data) => {
    const capital = Number(data.issuedShareCapital);
    return Number.isFinite(capital) && capital > 0 ? { shareCapital: capital } : {};
  },
});

/** Fields of the person groups, shared with the other Nigerian flows. */
export const nigerianPersonFields = personFields;
export const nigerianPersonBase = personBase;
