import { z } from 'zod';
import type { UsEntity } from '@/lib/catalogue/services';
import { parseParValue, type ShareClass } from '@/lib/tax/delaware-franchise-tax';
import { delawareIncorporationTax } from '@/lib/tax/delaware-incorporation-tax';
import { internationalAddress, usStreetAddressIn, type UsState } from '@/lib/validation/address';
import { issuesFrom, type Issue } from '@/lib/validation/issues';
import { phoneField } from '@/lib/validation/phone';
import {
  ALWAYS,
  optionalText,
  percentField,
  positiveIntegerField,
  requiredText,
  sameName,
  str,
} from '@/lib/validation/text';
import { YES_NO } from '../../schemas';
import type { DraftData, FieldDef, StepForm } from '../../steps';
import { packageSubmitterConsent } from '../filer';
import {
  hasDesignator,
  hasOtherEntityDesignator,
  US_DESIGNATORS,
  type UsFormationState,
} from './names';

/**
 * A company formed in Delaware, Wyoming or Texas: an LLC (Certificate of Formation, Articles of
 * Organization, Form 205) or a C-Corporation (Certificate of Incorporation, Articles of
 * Incorporation, Form 201), with the EIN (Form SS-4) as an option. One set of steps per entity,
 * the state's rules read from the state. Sources in docs/sources.md (research notes §6, updates
 * 2026-11-25), checked 2026-11-26.
 */

export const US_STATE_CODES: Record<UsFormationState, UsState> = {
  delaware: 'DE',
  wyoming: 'WY',
  texas: 'TX',
};

export const US_FORMATION_LIMITS = {
  maxMembers: 25,
  maxManagers: 10,
  maxClasses: 5,
  maxDirectors: 15,
  maxOfficers: 10,
  maxIssuances: 20,
} as const;

/**
 * The authorised shares we suggest: 10,000,000 common shares at $0.00001. Under the Authorized
 * Shares Method that is $85,165 of Delaware franchise tax a year, but under the Assumed Par Value
 * Capital method a young company with modest gross assets pays the $400 minimum, and its authorised
 * capital ($100) keeps the §391 filing tax at its $15 minimum [S-del503][S-del391].
 */
export const SUGGESTED_SHARE_CLASS = {
  className: 'Common',
  authorisedShares: '10000000',
  parValue: '0.00001',
} as const;

const AGENTS = ['ours', 'own'] as const;
const MEMBER_TYPES = ['person', 'company'] as const;
const MANAGEMENT = ['member', 'manager'] as const;
const OFFICER_TITLES = [
  'president',
  'ceo',
  'secretary',
  'treasurer',
  'cfo',
  'vicePresident',
] as const;
const MONTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
const TAX_IDS = ['ssn', 'itin', 'none'] as const;
/** Form SS-4 line 16, the principal activity (Rev. 12/2025) [S45]. */
export const SS4_ACTIVITIES = [
  'construction',
  'rentalLeasing',
  'transportation',
  'healthCare',
  'accommodationFood',
  'wholesaleBroker',
  'wholesaleOther',
  'retail',
  'realEstate',
  'manufacturing',
  'financeInsurance',
  'other',
] as const;

/**
 * An answer the step parses only when another answer asks for it: its issues under its own name.
 * A part never filled in is read as empty, so each of its fields says what it needs.
 */
function checkWhen(ctx: z.RefinementCtx, schema: z.ZodType, value: unknown, name: string) {
  const result = schema.safeParse(value ?? {});
  if (result.success) return;
  for (const issue of issuesFrom(result.error))
    ctx.addIssue({
      code: 'custom',
      path: [name, ...issue.path],
      message: issue.key,
      ...(issue.values ? { params: issue.values } : {}),
    });
}

// ---------------------------------------------------------------------------------------------
// The company

function companyStep(state: UsFormationState, entity: UsEntity): StepForm {
  const schema = z
    .object({
      companyName: requiredText(120),
      // The purpose: "any lawful act or activity" is enough in each state (DGCL §102(a)(3) [S-del102]).
      purpose: requiredText(500),
      principalAddress: internationalAddress,
      mailingSame: z.enum(YES_NO, { error: 'required' }),
      mailingAddress: z.unknown().optional(),
    })
    .superRefine((v, ctx) => {
      const name = str(v.companyName);
      if (name && !hasDesignator(name, state, entity))
        ctx.addIssue({
          code: 'custom',
          path: ['companyName'],
          message: hasOtherEntityDesignator(name, state, entity)
            ? `usDesignatorOther_${entity}`
            : 'usDesignator',
          params: { designators: US_DESIGNATORS[state][entity].join(', ') },
        });
      if (v.mailingSame === 'no')
        checkWhen(ctx, internationalAddress, v.mailingAddress, 'mailingAddress');
    }, ALWAYS)
    .transform((v) => (v.mailingSame === 'yes' ? { ...v, mailingAddress: undefined } : v));
  return {
    schema,
    fields: [
      { name: 'companyName', kind: 'text' },
      { name: 'purpose', kind: 'textarea' },
      { name: 'principalAddress', kind: 'address', country: 'INTL' },
      { name: 'mailingSame', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
      {
        name: 'mailingAddress',
        kind: 'address',
        country: 'INTL',
        showIf: { field: 'mailingSame', equals: 'no' },
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// The registered agent: ours (in the package) or the customer's own, with a street address in the
// state (no PO box): DE [S-del102][S13], WY [S28a], TX [S34].

function agentStep(state: UsFormationState): StepForm {
  const address = usStreetAddressIn(US_STATE_CODES[state]);
  const schema = z
    .object({
      registeredAgent: z.enum(AGENTS, { error: 'required' }),
      agentName: optionalText(120),
      agentAddress: z.unknown().optional(),
    })
    .superRefine((v, ctx) => {
      if (v.registeredAgent !== 'own') return;
      if (!str(v.agentName).trim())
        ctx.addIssue({ code: 'custom', path: ['agentName'], message: 'required' });
      checkWhen(ctx, address, v.agentAddress, 'agentAddress');
    }, ALWAYS)
    .transform((v) =>
      v.registeredAgent === 'ours'
        ? { registeredAgent: v.registeredAgent, agentName: '', agentAddress: undefined }
        : v,
    );
  return {
    schema,
    fields: [
      { name: 'registeredAgent', kind: 'radio', options: AGENTS },
      {
        name: 'agentName',
        kind: 'text',
        optional: true,
        showIf: { field: 'registeredAgent', equals: 'own' },
      },
      {
        name: 'agentAddress',
        kind: 'address',
        country: 'US',
        showIf: { field: 'registeredAgent', equals: 'own' },
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// LLC: members, management, the organizer

const member = z.object({
  fullName: requiredText(120),
  memberType: z.enum(MEMBER_TYPES, { error: 'required' }),
  percentage: percentField,
  address: requiredText(300),
});

const governingPerson = z.object({ fullName: requiredText(120), address: requiredText(300) });

type MemberAnswer = { fullName?: string; memberType?: string; percentage?: string };

function listOf<T>(value: unknown): T[] {
  return (Array.isArray(value) ? value : []) as T[];
}

/** Ownership adds up to 100% exactly, in hundredths of a percent (33.33 + 33.33 + 33.34). */
export function llcMemberIssues(all: DraftData): Issue[] {
  const members = listOf<MemberAnswer>(all.members);
  if (members.length === 0) return [];
  const total = members.reduce((sum, m) => sum + Math.round((Number(m.percentage) || 0) * 100), 0);
  return total === 10_000
    ? []
    : [{ path: ['members'], key: 'percentTotal', values: { total: total / 100 } }];
}

function membersStep(): StepForm {
  const schema = z
    .object({
      members: z
        .array(member, { error: 'usAtLeastOneMember' })
        .min(1, 'usAtLeastOneMember')
        .max(US_FORMATION_LIMITS.maxMembers, 'tooMany'),
      // Member- or manager-managed; Texas Form 205 names the governing persons with their addresses [S34].
      management: z.enum(MANAGEMENT, { error: 'required' }),
      managers: z.array(z.unknown()).optional(),
      // The organizer signs the filing; they need not be a member or live in the state [S25].
      organizerName: requiredText(120),
      organizerAddress: requiredText(300),
    })
    .superRefine((v, ctx) => {
      if (v.management !== 'manager') return;
      const managers = listOf<unknown>(v.managers);
      if (managers.length === 0)
        ctx.addIssue({ code: 'custom', path: ['managers'], message: 'usAtLeastOneManager' });
      checkWhen(
        ctx,
        z.array(governingPerson).max(US_FORMATION_LIMITS.maxManagers, 'tooMany'),
        managers,
        'managers',
      );
    }, ALWAYS)
    .transform((v) => (v.management === 'member' ? { ...v, managers: [] } : v));
  return {
    schema,
    cross: llcMemberIssues,
    fields: [
      {
        name: 'members',
        kind: 'group',
        min: 1,
        max: US_FORMATION_LIMITS.maxMembers,
        fields: [
          { name: 'fullName', kind: 'text' },
          { name: 'memberType', kind: 'radio', options: MEMBER_TYPES },
          { name: 'percentage', kind: 'percent' },
          { name: 'address', kind: 'textarea' },
        ],
      },
      { name: 'management', kind: 'radio', options: MANAGEMENT },
      {
        name: 'managers',
        kind: 'group',
        min: 1,
        max: US_FORMATION_LIMITS.maxManagers,
        showIf: { field: 'management', equals: 'manager' },
        fields: [
          { name: 'fullName', kind: 'text' },
          { name: 'address', kind: 'textarea' },
        ],
      },
      { name: 'organizerName', kind: 'text' },
      { name: 'organizerAddress', kind: 'textarea' },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Corporation: authorised shares, directors and officers, the incorporator, founders' shares

const parValueField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine((v) => parseParValue(v.replace(/^\$/, '')) !== null, 'usParValue');

const shareClass = z.object({
  className: requiredText(40),
  authorisedShares: positiveIntegerField,
  // Dollars, up to 9 decimal places; 0 is stock without par value (DGCL §102(a)(4) [S-del102]).
  parValue: parValueField,
});

type ClassAnswer = { className?: string; authorisedShares?: string; parValue?: string };

/** The classes as the tax calculators read them (par in nano-dollars, 0 for no par); null if any is incomplete. */
export function shareClassesOf(all: DraftData): ShareClass[] | null {
  const classes = listOf<ClassAnswer>(all.shareClasses);
  if (classes.length === 0) return null;
  const out: ShareClass[] = [];
  for (const c of classes) {
    const shares = Number(c.authorisedShares);
    const par = parseParValue(str(c.parValue).trim().replace(/^\$/, ''));
    if (!Number.isSafeInteger(shares) || shares < 1 || par === null) return null;
    out.push({ shares, parNanoDollars: par });
  }
  return out;
}

function classIssues(all: DraftData): Issue[] {
  const classes = listOf<ClassAnswer>(all.shareClasses);
  const issues: Issue[] = [];
  classes.forEach((c, i) => {
    if (
      classes
        .slice(0, i)
        .some((earlier) => sameName(str(earlier.className), str(c.className)) && str(c.className))
    )
      issues.push({ path: ['shareClasses', i, 'className'], key: 'usDuplicateClass' });
  });
  return issues;
}

function sharesStep(): StepForm {
  return {
    schema: z.object({
      shareClasses: z
        .array(shareClass, { error: 'usAtLeastOneClass' })
        .min(1, 'usAtLeastOneClass')
        .max(US_FORMATION_LIMITS.maxClasses, 'tooMany'),
    }),
    cross: classIssues,
    fields: [
      {
        name: 'shareClasses',
        kind: 'group',
        min: 1,
        max: US_FORMATION_LIMITS.maxClasses,
        initial: [SUGGESTED_SHARE_CLASS],
        fields: [
          { name: 'className', kind: 'text' },
          { name: 'authorisedShares', kind: 'number' },
          { name: 'parValue', kind: 'text', placeholder: '0.00001' },
        ],
      },
    ],
  };
}

const director = z.object({ fullName: requiredText(120), address: requiredText(300) });
const officer = z.object({
  fullName: requiredText(120),
  officerTitle: z.enum(OFFICER_TITLES, { error: 'required' }),
});

function peopleStep(): StepForm {
  return {
    schema: z.object({
      // At least one director (DGCL §141(b); BOC §21.403; W.S. 17-16-803), general knowledge, UNCONFIRMED section numbers.
      directors: z
        .array(director, { error: 'atLeastOneDirector' })
        .min(1, 'atLeastOneDirector')
        .max(US_FORMATION_LIMITS.maxDirectors, 'tooMany'),
      officers: z
        .array(officer, { error: 'usAtLeastOneOfficer' })
        .min(1, 'usAtLeastOneOfficer')
        .max(US_FORMATION_LIMITS.maxOfficers, 'tooMany'),
      // The incorporator's name and mailing address are in the certificate (DGCL §102(a)(5) [S-del102]).
      incorporatorName: requiredText(120),
      incorporatorAddress: requiredText(300),
    }),
    fields: [
      {
        name: 'directors',
        kind: 'group',
        min: 1,
        max: US_FORMATION_LIMITS.maxDirectors,
        fields: [
          { name: 'fullName', kind: 'text' },
          { name: 'address', kind: 'textarea' },
        ],
      },
      {
        name: 'officers',
        kind: 'group',
        min: 1,
        max: US_FORMATION_LIMITS.maxOfficers,
        fields: [
          { name: 'fullName', kind: 'text' },
          { name: 'officerTitle', kind: 'select', options: OFFICER_TITLES },
        ],
      },
      { name: 'incorporatorName', kind: 'text' },
      { name: 'incorporatorAddress', kind: 'textarea' },
    ],
  };
}

const issuance = z.object({
  holderName: requiredText(120),
  holderType: z.enum(MEMBER_TYPES, { error: 'required' }),
  className: requiredText(40),
  shares: positiveIntegerField,
});

type IssuanceAnswer = { className?: string; shares?: string };

/** Each issuance names a class of the shares step, and no class issues more shares than it authorises. */
export function issuanceIssues(all: DraftData): Issue[] {
  const classes = listOf<ClassAnswer>(all.shareClasses);
  const issuances = listOf<IssuanceAnswer>(all.issuances);
  const issues: Issue[] = [];
  const issued = new Map<number, number>();
  issuances.forEach((entry, i) => {
    const name = str(entry.className);
    if (!name.trim()) return;
    const index = classes.findIndex((c) => sameName(str(c.className), name));
    if (index < 0) {
      issues.push({
        path: ['issuances', i, 'className'],
        key: 'usUnknownClass',
        values: { classes: classes.map((c) => str(c.className)).join(', ') },
      });
      return;
    }
    issued.set(index, (issued.get(index) ?? 0) + (Number(entry.shares) || 0));
  });
  for (const [index, count] of issued) {
    const authorised = Number(classes[index]!.authorisedShares);
    if (Number.isFinite(authorised) && count > authorised)
      issues.push({
        path: ['issuances'],
        key: 'usIssuedAboveAuthorised',
        values: { className: str(classes[index]!.className), issued: count, authorised },
      });
  }
  return issues;
}

function foundersStep(): StepForm {
  return {
    schema: z.object({
      issuances: z
        .array(issuance, { error: 'usAtLeastOneIssuance' })
        .min(1, 'usAtLeastOneIssuance')
        .max(US_FORMATION_LIMITS.maxIssuances, 'tooMany'),
    }),
    cross: issuanceIssues,
    fields: [
      {
        name: 'issuances',
        kind: 'group',
        min: 1,
        max: US_FORMATION_LIMITS.maxIssuances,
        fields: [
          { name: 'holderName', kind: 'text' },
          { name: 'holderType', kind: 'radio', options: MEMBER_TYPES },
          { name: 'className', kind: 'text', placeholder: SUGGESTED_SHARE_CLASS.className },
          { name: 'shares', kind: 'number' },
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// The EIN: Form SS-4's answers. The responsible party is an individual; without an SSN or ITIN the
// IRS's online application is closed, so we apply by fax or phone once the company is formed, and
// a faxed application is answered in about 4 business days [S45][S46][S47] (SS-4 instructions Rev. 12/2025).

/**
 * SSN: 9 digits, not area 000, 666 or 900–999, group 00 or serial 0000. ITIN: 9 digits starting
 * with 9, the 4th and 5th in 50–65, 70–88, 90–92 or 94–99. (IRS formats, general knowledge, UNCONFIRMED.)
 */
export function isValidSsn(value: string): boolean {
  const m = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(value.trim());
  if (!m) return false;
  const [area, group, serial] = [m[1]!, m[2]!, m[3]!];
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}

export function isValidItin(value: string): boolean {
  const m = /^(9\d{2})-?(\d{2})-?(\d{4})$/.exec(value.trim());
  if (!m) return false;
  const group = Number(m[2]);
  return (
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    group >= 94
  );
}

const einAnswers = z
  .object({
    responsiblePartyName: requiredText(120),
    responsiblePartyTaxId: z.enum(TAX_IDS, { error: 'required' }),
    responsiblePartyTaxIdNumber: optionalText(11),
    closingMonth: z.enum(MONTHS, { error: 'required' }),
    activity: z.enum(SS4_ACTIVITIES, { error: 'required' }),
    activityDetail: requiredText(120),
    employees: z.enum(YES_NO, { error: 'required' }),
    employeeCount: optionalText(6),
    einPhone: phoneField('US'),
  })
  .superRefine((v, ctx) => {
    const number = str(v.responsiblePartyTaxIdNumber).trim();
    if (v.responsiblePartyTaxId === 'ssn' || v.responsiblePartyTaxId === 'itin') {
      const valid = v.responsiblePartyTaxId === 'ssn' ? isValidSsn(number) : isValidItin(number);
      if (!valid)
        ctx.addIssue({
          code: 'custom',
          path: ['responsiblePartyTaxIdNumber'],
          message: number ? `us_${v.responsiblePartyTaxId}` : 'required',
        });
    }
    if (v.employees === 'yes' && !/^[1-9]\d{0,5}$/.test(str(v.employeeCount).trim()))
      ctx.addIssue({
        code: 'custom',
        path: ['employeeCount'],
        message: str(v.employeeCount).trim() ? 'positive' : 'required',
      });
  }, ALWAYS);

/** The responsible party must be an individual, never a member that is a company [S45]. */
export function einIssues(all: DraftData): Issue[] {
  if (all.wantEin !== 'yes') return [];
  const name = str(all.responsiblePartyName);
  const companies = [
    ...listOf<{ fullName?: string; memberType?: string }>(all.members),
    ...listOf<{ holderName?: string; holderType?: string }>(all.issuances).map((h) => ({
      fullName: h.holderName,
      memberType: h.holderType,
    })),
  ];
  if (name && companies.some((m) => m.memberType === 'company' && sameName(str(m.fullName), name)))
    return [{ path: ['responsiblePartyName'], key: 'usResponsiblePartyIndividual' }];
  return [];
}

function einStep(): StepForm {
  const schema = z
    .object({ wantEin: z.enum(YES_NO, { error: 'required' }) })
    .catchall(z.unknown())
    .superRefine((v, ctx) => {
      if (v.wantEin !== 'yes') return;
      const result = einAnswers.safeParse(v);
      if (!result.success)
        for (const issue of issuesFrom(result.error))
          ctx.addIssue({
            code: 'custom',
            path: issue.path,
            message: issue.key,
            ...(issue.values ? { params: issue.values } : {}),
          });
    }, ALWAYS)
    .transform((v) => {
      if (v.wantEin !== 'yes') return { wantEin: v.wantEin };
      const parsed = einAnswers.safeParse(v);
      return parsed.success ? { wantEin: v.wantEin, ...parsed.data } : v;
    });
  const shownIfWanted = { field: 'wantEin', equals: 'yes' } as const;
  const fields: FieldDef[] = [
    { name: 'wantEin', kind: 'radio', options: YES_NO, optionsKey: 'yesNo' },
    { name: 'responsiblePartyName', kind: 'text', optional: true, showIf: shownIfWanted },
    {
      name: 'responsiblePartyTaxId',
      kind: 'radio',
      options: TAX_IDS,
      optional: true,
      showIf: shownIfWanted,
    },
    {
      name: 'responsiblePartyTaxIdNumber',
      kind: 'id',
      optional: true,
      showIf: { field: 'responsiblePartyTaxId', notEquals: 'none' },
    },
    {
      name: 'closingMonth',
      kind: 'select',
      options: MONTHS,
      optionsKey: 'month',
      optional: true,
      showIf: shownIfWanted,
    },
    {
      name: 'activity',
      kind: 'select',
      options: SS4_ACTIVITIES,
      optional: true,
      showIf: shownIfWanted,
    },
    { name: 'activityDetail', kind: 'text', optional: true, showIf: shownIfWanted },
    {
      name: 'employees',
      kind: 'radio',
      options: YES_NO,
      optionsKey: 'yesNo',
      optional: true,
      showIf: shownIfWanted,
    },
    {
      name: 'employeeCount',
      kind: 'number',
      optional: true,
      showIf: { field: 'employees', equals: 'yes' },
    },
    { name: 'einPhone', kind: 'phone', optional: true, showIf: shownIfWanted, autoComplete: 'tel' },
  ];
  return { schema, cross: einIssues, fields };
}

// ---------------------------------------------------------------------------------------------
// The package and who files

function packageStep(): StepForm {
  // A founder abroad writes their number in international form (+234 …); a US number may be local.
  const finish = packageSubmitterConsent('US');
  return { schema: z.object(finish.schema), quote: true, fields: [...finish.fields] };
}

// ---------------------------------------------------------------------------------------------

export function usLlcForms(state: UsFormationState) {
  return {
    company: companyStep(state, 'llc'),
    agent: agentStep(state),
    members: membersStep(),
    ein: einStep(),
    package: packageStep(),
  };
}

export function usCorporationForms(state: UsFormationState) {
  return {
    company: companyStep(state, 'corporation'),
    agent: agentStep(state),
    shares: sharesStep(),
    people: peopleStep(),
    founders: foundersStep(),
    ein: einStep(),
    package: packageStep(),
  };
}

/**
 * What the quote reads from the answers: the EIN, and for a Delaware corporation the §391 tax on
 * its authorised shares (lib/tax/delaware-incorporation-tax.ts).
 */
export function usQuoteOptions(state: UsFormationState, entity: UsEntity) {
  return (data: DraftData) => {
    const options: { ein?: boolean; incorporationTax?: number } = {};
    if (data.wantEin === 'yes') options.ein = true;
    if (state === 'delaware' && entity === 'corporation') {
      const classes = shareClassesOf(data);
      const tax = classes ? delawareIncorporationTax(classes) : null;
      if (tax) options.incorporationTax = tax.taxCents;
    }
    return options;
  };
}
