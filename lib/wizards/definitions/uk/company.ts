import { z } from 'zod';
import { countryField, internationalAddress, ukAddress } from '@/lib/validation/address';
import { birthDate, birthDateOfAge } from '@/lib/validation/dates';
import { emailField } from '@/lib/validation/email';
import { formatPersonalCode, isValidPersonalCode } from '@/lib/validation/identity';
import { addIssuesOf, type Issue } from '@/lib/validation/issues';
import { NATIONALITIES } from '@/lib/validation/person';
import {
  ALWAYS,
  checkedBox,
  nameKey,
  optionalText,
  positiveIntegerField,
  requiredText,
  sameName,
  str,
} from '@/lib/validation/text';
import { optionalFileField } from '../../schemas';
import { defineWizard, type AddressField, type DraftData, type ScalarField } from '../../steps';
import { packageSubmitterConsent } from '../filer';
import { endsWithUkDesignator, sensitiveWordsIn } from './names';
import { isSicCode, SIC_CODES } from './sic-codes';

/**
 * United Kingdom: private company limited by shares, as Companies House's incorporation (IN01, or
 * the software filing an agent uses) asks for it since the Economic Crime and Corporate
 * Transparency Act 2023. Every rule cites docs/sources.md (notes §4.1 and updates 2026-11-25).
 */

export const UK_COMPANY_LIMITS = {
  /** A director is at least 16 (Companies Act 2006 s.157) [S79a] SECONDARY. */
  directorMinAge: 16,
  maxDirectors: 10,
  /** Up to four SIC codes describe the business [S79] SECONDARY; [S71] OFFICIAL for the codes. */
  maxSicCodes: 4,
  maxShareClasses: 5,
  maxSubscribers: 20,
  maxPsc: 10,
  /** A PSC holds more than 25% of the shares or votes [S64][S66] SECONDARY, 2025-11. */
  pscThresholdPercent: 25,
} as const;

/** Where the company is registered, which fixes where its registered office may be [S62]. */
export const UK_JURISDICTIONS = ['englandWales', 'wales', 'scotland', 'northernIreland'] as const;
export type UkJurisdiction = (typeof UK_JURISDICTIONS)[number];
const ARTICLES = ['model', 'bespoke'] as const;
/** Each director and PSC gives their Companies House personal code, or our agent verifies them. */
export const VERIFICATION = ['personalCode', 'agent'] as const;
/** The bands of shares and of votes a PSC's nature of control is filed in [S64][S66]. */
export const PSC_BANDS = ['none', 'over25to50', 'over50to75', 'from75'] as const;
export type PscBand = (typeof PSC_BANDS)[number];

/**
 * Postcode areas wholly in Scotland, and Northern Ireland's one (BT). TD and DG straddle the
 * border, so they are accepted on both sides. Royal Mail's areas (general knowledge, UNCONFIRMED).
 */
const SCOTTISH_AREAS = [
  'AB',
  'DD',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'ZE',
];
const BORDER_AREAS = ['TD', 'DG'];

/** The letters a postcode starts with: its area ("G" for G1 1AA, "EH" for EH1 1AA). */
export function postcodeArea(postcode: string): string {
  return /^[A-Z]{1,2}/i.exec(postcode.trim())?.[0]?.toUpperCase() ?? '';
}

/** Whether a postcode can be a registered office in the jurisdiction chosen [S62]. */
export function postcodeFitsJurisdiction(postcode: string, jurisdiction: UkJurisdiction): boolean {
  const area = postcodeArea(postcode);
  if (jurisdiction === 'northernIreland') return area === 'BT';
  if (area === 'BT') return false;
  if (jurisdiction === 'scotland')
    return SCOTTISH_AREAS.includes(area) || BORDER_AREAS.includes(area);
  return !SCOTTISH_AREAS.includes(area);
}

const company = z
  .object({
    companyName: requiredText(160),
    jurisdiction: z.enum(UK_JURISDICTIONS, { error: 'required' }),
    registeredOffice: ukAddress,
    // Mandatory for new companies since 4 Mar 2024; not on the public register [S67].
    registeredEmail: emailField(),
    // The subscribers confirm the company is formed for a lawful purpose [S67].
    lawfulPurpose: checkedBox,
  })
  .superRefine((v, ctx) => {
    const name = str(v.companyName);
    if (name && !endsWithUkDesignator(name, v.jurisdiction === 'wales'))
      ctx.addIssue({
        code: 'custom',
        path: ['companyName'],
        message: v.jurisdiction === 'wales' ? 'nameSuffixWelsh' : 'nameSuffixLimited',
      });
    const office = v.registeredOffice as { postcode?: unknown } | undefined;
    const postcode = str(office?.postcode);
    if (postcode && v.jurisdiction && !postcodeFitsJurisdiction(postcode, v.jurisdiction))
      ctx.addIssue({
        code: 'custom',
        path: ['registeredOffice', 'postcode'],
        message: `postcodeNot_${v.jurisdiction}`,
      });
  }, ALWAYS);

const activity = z
  .object({
    sicCodes: z
      .array(z.string().refine(isSicCode, 'sicUnknown'), { error: 'sicRequired' })
      .min(1, 'sicRequired')
      .max(UK_COMPANY_LIMITS.maxSicCodes, 'tooMany')
      .refine((codes) => new Set(codes).size === codes.length, 'sicRepeated'),
    // Model articles, or the company's own, uploaded; exactly one set [S63].
    articles: z.enum(ARTICLES, { error: 'required' }),
    articlesFile: optionalFileField,
  })
  .superRefine((v, ctx) => {
    if (v.articles === 'bespoke' && !v.articlesFile)
      ctx.addIssue({ code: 'custom', path: ['articlesFile'], message: 'fileRequired' });
  }, ALWAYS);

/** A decimal amount in pounds written with a dot: a share's nominal value or what is paid on it. */
const AMOUNT = /^\d{1,9}(\.\d{1,6})?$/;
const amountField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(AMOUNT, 'amount');
const nominalValueField = amountField.refine(
  (v) => !AMOUNT.test(v) || Number(v) > 0,
  'nominalValue',
);

const personalCodeField = z
  .string()
  .trim()
  .transform((v) => (isValidPersonalCode(v) ? formatPersonalCode(v) : v))
  .optional();

type PersonInput = {
  homeSameAsService?: unknown;
  homeAddress?: unknown;
  verification?: unknown;
  personalCode?: unknown;
  nationality?: unknown;
  otherNationality?: unknown;
};

/**
 * What directors and PSCs share: a home address unless it is the service address, a nationality
 * named when it is not in the list, and a valid personal code unless our agent verifies them.
 */
function refinePerson(v: PersonInput, ctx: z.RefinementCtx) {
  if (v.homeSameAsService !== true)
    addIssuesOf(ctx, internationalAddress, v.homeAddress ?? {}, ['homeAddress']);
  if (v.nationality === 'OTHER' && !str(v.otherNationality).trim())
    ctx.addIssue({ code: 'custom', path: ['otherNationality'], message: 'required' });
  if (v.verification === 'personalCode') {
    const code = str(v.personalCode);
    if (!code) ctx.addIssue({ code: 'custom', path: ['personalCode'], message: 'required' });
    else if (!isValidPersonalCode(code))
      ctx.addIssue({ code: 'custom', path: ['personalCode'], message: 'personalCode' });
  }
}

const personFields = {
  fullName: requiredText(120),
  nationality: z.enum(NATIONALITIES, { error: 'required' }),
  otherNationality: optionalText(60),
  countryOfResidence: countryField,
  serviceAddress: internationalAddress,
  homeSameAsService: z.boolean().optional(),
  homeAddress: z.unknown().optional(),
  verification: z.enum(VERIFICATION, { error: 'required' }),
  personalCode: personalCodeField,
};

const director = z
  .object({
    ...personFields,
    formerNames: optionalText(200),
    dateOfBirth: birthDateOfAge(UK_COMPANY_LIMITS.directorMinAge),
    occupation: requiredText(100),
    // Each director consents to act, as IN01 records [S63].
    consentToAct: checkedBox,
  })
  .superRefine(refinePerson, ALWAYS);

const directors = z.object({
  // At least one director, a natural person [S64]; this form takes natural persons only.
  directors: z
    .array(director, { error: 'atLeastOneDirector' })
    .min(1, 'atLeastOneDirector')
    .max(UK_COMPANY_LIMITS.maxDirectors, 'tooMany'),
});

const shareClass = z.object({
  className: requiredText(60),
  numberOfShares: positiveIntegerField,
  nominalValue: nominalValueField,
  // Paid on each share, any premium included; what is unpaid is the rest [S63].
  paidPerShare: amountField,
  // The prescribed particulars: voting, dividend, capital and redemption rights [S63].
  rights: requiredText(1000),
});

const subscriber = z.object({
  fullName: requiredText(120),
  shareClass: requiredText(60),
  shares: positiveIntegerField,
});

const shareCapital = z.object({
  shareClasses: z
    .array(shareClass, { error: 'required' })
    .min(1, 'required')
    .max(UK_COMPANY_LIMITS.maxShareClasses, 'tooMany'),
  // The subscribers take the first shares and sign the memorandum [S62][S63].
  subscribers: z
    .array(subscriber, { error: 'atLeastOneShareholder' })
    .min(1, 'atLeastOneShareholder')
    .max(UK_COMPANY_LIMITS.maxSubscribers, 'tooMany'),
});

type ClassInput = { className?: string; numberOfShares?: string; nominalValue?: string };
type SubscriberInput = { fullName?: string; shareClass?: string; shares?: string };

const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);

/** A decimal written with a dot as a whole number of millionths (exact: no floating point). */
function micros(value: string | undefined): bigint {
  if (!value || !AMOUNT.test(value)) return 0n;
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

/** Every class's subscribers take exactly its shares; each subscriber names a class that exists. */
export function shareCapitalIssues(all: DraftData): Issue[] {
  const classes = list<ClassInput>(all.shareClasses);
  const subscribers = list<SubscriberInput>(all.subscribers);
  const issues: Issue[] = [];
  classes.forEach((c, i) => {
    if (
      c.className &&
      classes.findIndex((other) => sameName(other.className ?? '', c.className!)) !== i
    )
      issues.push({ path: ['shareClasses', i, 'className'], key: 'shareClassRepeated' });
  });
  subscribers.forEach((s, i) => {
    if (s.shareClass && !classes.some((c) => sameName(c.className ?? '', s.shareClass!)))
      issues.push({
        path: ['subscribers', i, 'shareClass'],
        key: 'shareClassUnknown',
        values: { name: s.shareClass },
      });
  });
  for (const c of classes) {
    const total = Number(c.numberOfShares);
    if (!c.className || !Number.isSafeInteger(total) || total <= 0) continue;
    const allotted = subscribers
      .filter((s) => sameName(s.shareClass ?? '', c.className!))
      .reduce((sum, s) => sum + (Number(s.shares) || 0), 0);
    if (allotted !== total)
      issues.push({
        path: ['subscribers'],
        key: 'subscriberSharesTotal',
        values: { className: c.className, allotted, total },
      });
  }
  return issues;
}

/**
 * Each subscriber's share of the company's nominal capital, in hundredths of a per cent
 * (2550 is 25.5%): what decides whether they are a PSC by shares. Subscribers with the same name
 * are one person.
 */
export function subscriberHoldings(all: DraftData): { name: string; basisPoints: number }[] {
  const nominal = new Map(
    list<ClassInput>(all.shareClasses).map((c) => [
      nameKey(c.className ?? ''),
      micros(c.nominalValue),
    ]),
  );
  const held = new Map<string, { name: string; value: bigint }>();
  let total = 0n;
  for (const s of list<SubscriberInput>(all.subscribers)) {
    const per = nominal.get(nameKey(s.shareClass ?? '')) ?? 0n;
    const shares = /^\d{1,12}$/.test(s.shares ?? '') ? BigInt(s.shares!) : 0n;
    const value = per * shares;
    total += value;
    const key = nameKey(s.fullName ?? '');
    if (!key) continue;
    const entry = held.get(key) ?? { name: s.fullName!.trim(), value: 0n };
    entry.value += value;
    held.set(key, entry);
  }
  if (total === 0n) return [];
  return [...held.values()].map(({ name, value }) => ({
    name,
    basisPoints: Number((value * 10_000n) / total),
  }));
}

/** The band a holding falls in: more than 25% to 50%, more than 50% to under 75%, 75% or more [S64][S66]. */
export function pscBandFor(basisPoints: number): PscBand {
  if (basisPoints >= 7_500) return 'from75';
  if (basisPoints > 5_000) return 'over50to75';
  if (basisPoints > 2_500) return 'over25to50';
  return 'none';
}

const psc = z
  .object({
    ...personFields,
    dateOfBirth: birthDate,
    sharesBand: z.enum(PSC_BANDS, { error: 'required' }),
    votesBand: z.enum(PSC_BANDS, { error: 'required' }),
    appointsDirectors: z.boolean().optional(),
    significantInfluence: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    refinePerson(v, ctx);
    // A PSC is one by at least one of the conditions [S64][S66].
    if (
      v.sharesBand === 'none' &&
      v.votesBand === 'none' &&
      v.appointsDirectors !== true &&
      v.significantInfluence !== true
    )
      ctx.addIssue({ code: 'custom', path: ['sharesBand'], message: 'pscNature' });
  }, ALWAYS);

const pscStep = z.object({
  noPsc: z.boolean().optional(),
  psc: z.array(psc).max(UK_COMPANY_LIMITS.maxPsc, 'tooMany').default([]),
});

type PscInput = { fullName?: string; sharesBand?: string };

/**
 * People with significant control against the shares: someone listed, or none declared; every
 * subscriber with more than 25% of the nominal capital listed in the band their shares put them in.
 */
export function pscIssues(all: DraftData): Issue[] {
  const people = list<PscInput>(all.psc);
  const none = all.noPsc === true;
  const issues: Issue[] = [];
  if (none && people.length > 0) issues.push({ path: ['noPsc'], key: 'pscNoneButListed' });
  if (!none && people.length === 0) issues.push({ path: ['psc'], key: 'pscOrNone' });
  for (const { name, basisPoints } of subscriberHoldings(all)) {
    const band = pscBandFor(basisPoints);
    if (band === 'none') continue;
    const percent = Math.round(basisPoints) / 100;
    const index = people.findIndex((p) => sameName(p.fullName ?? '', name));
    if (index < 0)
      issues.push({
        path: [people.length ? 'psc' : 'noPsc'],
        key: 'subscriberIsPsc',
        values: { name, percent },
      });
    else if (people[index]!.sharesBand && people[index]!.sharesBand !== band)
      issues.push({
        path: ['psc', index, 'sharesBand'],
        key: 'pscBandMismatch',
        values: { name, percent },
      });
  }
  return issues;
}

type Verified = {
  fullName?: string;
  dateOfBirth?: string;
  verification?: string;
  personalCode?: string;
};

/**
 * How many people our authorised agent verifies: each once, whatever their roles (the same name
 * and date of birth is one person, verified by us if any of their cards asks for it).
 */
export function agentChecks(all: DraftData): number {
  const people: { person: Verified; agent: boolean }[] = [];
  for (const p of [...list<Verified>(all.directors), ...list<Verified>(all.psc)]) {
    if (!(p.fullName ?? '').trim()) continue;
    const known = people.find(
      (o) =>
        sameName(o.person.fullName ?? '', p.fullName ?? '') &&
        o.person.dateOfBirth === p.dateOfBirth,
    );
    if (known) known.agent ||= p.verification === 'agent';
    else people.push({ person: p, agent: p.verification === 'agent' });
  }
  return people.filter((p) => p.agent).length;
}

/**
 * One personal code is one person's: the same code under two names is a typing mistake. Reported
 * on the group being checked (`report`), against the directors before it.
 */
export function personalCodeIssues(all: DraftData, report: 'directors' | 'psc'): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, string>();
  for (const group of report === 'directors'
    ? (['directors'] as const)
    : (['directors', 'psc'] as const))
    list<Verified>(all[group]).forEach((p, i) => {
      if (
        p.verification !== 'personalCode' ||
        !p.personalCode ||
        !isValidPersonalCode(p.personalCode)
      )
        return;
      const code = formatPersonalCode(p.personalCode);
      const owner = seen.get(code);
      if (owner === undefined) seen.set(code, p.fullName ?? '');
      else if (group === report && !sameName(owner, p.fullName ?? ''))
        issues.push({
          path: [group, i, 'personalCode'],
          key: 'personalCodeRepeated',
          values: { name: owner },
        });
    });
  return issues;
}

const finish = packageSubmitterConsent('GB');

const PERSON_FIELDS = {
  nationality: {
    name: 'nationality',
    kind: 'select',
    options: NATIONALITIES,
    optionsKey: 'nationality',
  },
  otherNationality: {
    name: 'otherNationality',
    kind: 'text',
    optional: true,
    showIf: { field: 'nationality', equals: 'OTHER' },
  },
  countryOfResidence: {
    name: 'countryOfResidence',
    kind: 'select',
    optionLabels: 'country',
    autoComplete: 'off',
  },
} as const satisfies Record<string, ScalarField>;

const addressFields: (ScalarField | AddressField)[] = [
  { name: 'serviceAddress', kind: 'address', country: 'INTL' },
  { name: 'homeSameAsService', kind: 'checkbox', optional: true },
  {
    name: 'homeAddress',
    kind: 'address',
    country: 'INTL',
    showIf: { field: 'homeSameAsService', equals: false },
  },
];

const verificationFields: ScalarField[] = [
  { name: 'verification', kind: 'radio', options: VERIFICATION },
  {
    name: 'personalCode',
    kind: 'id',
    optional: true,
    placeholder: 'ABC-1234-5678',
    showIf: { field: 'verification', equals: 'personalCode' },
  },
];

/** The sensitive words in a name, as the name field's notice (Companies House may ask for approval). */
function sensitiveNotice(value: string) {
  const words = sensitiveWordsIn(value);
  return words.length
    ? { key: 'sensitiveWords', values: { words: words.map((w) => `“${w}”`).join(', ') } }
    : null;
}

export const ukCompany = defineWizard(
  'uk-company',
  {
    company: {
      schema: company,
      fields: [
        { name: 'companyName', kind: 'text', warn: sensitiveNotice, autoComplete: 'organization' },
        { name: 'jurisdiction', kind: 'radio', options: UK_JURISDICTIONS },
        { name: 'registeredOffice', kind: 'address', country: 'GB' },
        { name: 'registeredEmail', kind: 'email' },
        { name: 'lawfulPurpose', kind: 'checkbox' },
      ],
    },
    activity: {
      schema: activity,
      fields: [
        {
          name: 'sicCodes',
          kind: 'search',
          choices: SIC_CODES,
          min: 1,
          max: UK_COMPANY_LIMITS.maxSicCodes,
        },
        { name: 'articles', kind: 'radio', options: ARTICLES },
        {
          name: 'articlesFile',
          kind: 'file',
          optional: true,
          showIf: { field: 'articles', equals: 'bespoke' },
        },
      ],
    },
    directors: {
      schema: directors,
      cross: (all) => personalCodeIssues(all, 'directors'),
      fields: [
        {
          name: 'directors',
          kind: 'group',
          min: 1,
          max: UK_COMPANY_LIMITS.maxDirectors,
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'formerNames', kind: 'text', optional: true },
            { name: 'dateOfBirth', kind: 'date' },
            PERSON_FIELDS.nationality,
            PERSON_FIELDS.otherNationality,
            PERSON_FIELDS.countryOfResidence,
            { name: 'occupation', kind: 'text' },
            ...addressFields,
            ...verificationFields,
            { name: 'consentToAct', kind: 'checkbox' },
          ],
        },
      ],
    },
    'share-capital': {
      schema: shareCapital,
      cross: shareCapitalIssues,
      fields: [
        {
          name: 'shareClasses',
          kind: 'group',
          min: 1,
          max: UK_COMPANY_LIMITS.maxShareClasses,
          fields: [
            { name: 'className', kind: 'text', placeholder: 'Ordinary' },
            { name: 'numberOfShares', kind: 'number' },
            { name: 'nominalValue', kind: 'money', decimals: true },
            { name: 'paidPerShare', kind: 'money', decimals: true },
            { name: 'rights', kind: 'textarea' },
          ],
        },
        {
          name: 'subscribers',
          kind: 'group',
          min: 1,
          max: UK_COMPANY_LIMITS.maxSubscribers,
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'shareClass', kind: 'text', placeholder: 'Ordinary' },
            { name: 'shares', kind: 'number' },
          ],
        },
      ],
    },
    psc: {
      schema: pscStep,
      cross: (all) => [...pscIssues(all), ...personalCodeIssues(all, 'psc')],
      fields: [
        { name: 'noPsc', kind: 'checkbox', optional: true },
        {
          name: 'psc',
          kind: 'group',
          min: 0,
          max: UK_COMPANY_LIMITS.maxPsc,
          fields: [
            { name: 'fullName', kind: 'text' },
            { name: 'dateOfBirth', kind: 'date' },
            PERSON_FIELDS.nationality,
            PERSON_FIELDS.otherNationality,
            PERSON_FIELDS.countryOfResidence,
            ...addressFields,
            { name: 'sharesBand', kind: 'select', options: PSC_BANDS, optionsKey: 'band' },
            { name: 'votesBand', kind: 'select', options: PSC_BANDS, optionsKey: 'band' },
            { name: 'appointsDirectors', kind: 'checkbox', optional: true },
            { name: 'significantInfluence', kind: 'checkbox', optional: true },
            ...verificationFields,
          ],
        },
      ],
    },
    package: {
      schema: z.object(finish.schema),
      quote: true,
      fields: [...finish.fields],
    },
  },
  {
    // Our agent's identity checks are part of our fee, one per person verified.
    quoteOptions: (data) => ({ identityChecks: agentChecks(data) }),
  },
);
