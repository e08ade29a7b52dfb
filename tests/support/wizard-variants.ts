import { WIZARDS } from '@/lib/wizards/registry';
import {
  isShown,
  type DraftData,
  type FieldDef,
  type ShowIf,
  type StepDef,
  type WizardDefinition,
} from '@/lib/wizards/steps';
import type { FlowId } from '@/lib/wizards/flows';
import { NIGERIA_COMPANY_LIMITS } from '@/lib/wizards/definitions/nigeria/company';
import { upload, validApplications } from '../fixtures/applications';

/**
 * Complete applications of every flow for each value of each answer a show-condition reads
 * (a director's nationality, a trade mark's type, an LLC's management): the fields it shows
 * filled with valid samples, the ones it hides with junk. Shared by the tests of hidden fields
 * (tests/unit/wizards/hidden-fields.test.ts) and of the steps' texts (steps-render.test.tsx).
 */

/** A value no schema accepts for any kind of answer: too long, no option, no date, no file. */
export const JUNK = `junk ${'?'.repeat(2000)}`;

function junkFor(field: FieldDef): unknown {
  switch (field.kind) {
    case 'address':
      return { street: JUNK, city: JUNK, country: 'ZZ', postcode: JUNK, zip: JUNK };
    case 'group':
      return [{ fullName: JUNK }, 'not a person'];
    case 'checkbox':
      return JUNK;
    default:
      return JUNK;
  }
}

/**
 * Valid answers for a field once a condition shows it, when the fixture leaves it empty (a
 * foreign director's passport number); by flow where the country decides the format.
 */
const SAMPLES: Record<string, unknown> = {
  nin: '62345678901',
  passportNumber: 'A12345678',
  ghanaCardPin: 'GHA-123456789-1',
  tin: 'P0012345678',
  saIdNumber: '8001015009087',
  isDirector: 'yes',
  nationality: 'NG',
  dateOfBirth: '1980-01-01',
  gender: 'female',
  occupation: 'Trader',
  residentialAddress: '3 Broad Street, Lagos Island',
  serviceAddress: '3 Broad Street, Lagos Island',
  idDocument: upload(60, 'pdf'),
  passportPhoto: upload(61, 'jpg'),
  signature: upload(62, 'png'),
  certifiedIdCopy: upload(63, 'pdf'),
  accountsFile: upload(64, 'pdf'),
  articlesFile: upload(65, 'pdf'),
  markImage: upload(66, 'png'),
  specimen: upload(67, 'jpg'),
  percentage: '30',
  registrationNumber: 'RC 7654321',
  countryOfIncorporation: 'GB',
  secretaryType: 'individual',
  secretaryName: 'Ngozi Eze',
  secretaryEmail: 'ngozi@example.com',
  secretaryAddress: '3 Broad Street, Lagos Island',
  turnoverBand: 'upTo25m',
  foreignCapitalUsd: '1000000',
  blackOwnership: 'full',
  mailingAddress: {
    street: '1 Market Street',
    city: 'London',
    region: '',
    postalCode: 'EC1A 1BB',
    country: 'GB',
  },
  agentName: 'Lone Star Agents LLC',
  managers: [{ fullName: 'Adaeze Okafor', address: '4 Bourdillon Road, Ikoyi, Lagos, Nigeria' }],
  responsiblePartyName: 'Adaeze Okafor',
  responsiblePartyTaxId: 'none',
  responsiblePartyTaxIdNumber: '123-45-6789',
  closingMonth: '12',
  activity: 'other',
  activityDetail: 'Software development',
  employees: 'no',
  employeeCount: '3',
  einPhone: '+2348031234567',
  otherNationality: 'Nigerian',
  homeAddress: {
    street: '4 Bourdillon Road',
    city: 'Lagos',
    region: 'Lagos',
    postalCode: '',
    country: 'NG',
  },
  personalCode: 'AB3-12CD-4EF5',
  addressForService: { street: '10 Fleet Street', city: 'London', postcode: 'EC4Y 1AA' },
  markText: 'ADAEZE KITCHEN',
  markDescription: 'A green leaf above the word ADAEZE.',
  colorClaim: 'no',
  colors: 'Green and white',
  priorityCountry: 'FR',
  priorityDate: '2026-09-01',
  priorityNumber: 'FR4567890',
  proposedName: 'Maple Leaf Software Inc.',
  transferRestrictionsText: 'No share may be transferred without the approval of the directors.',
  citizenship: 'NG',
  companyType: 'llc',
  organisationCountry: 'US',
  organisationState: 'DE',
  firstUseDate: '2024-01-10',
  firstUseInCommerceDate: '2024-02-10',
  specimenDescription: 'A photograph of the label on the product.',
};

const BY_FLOW: Partial<Record<FlowId, Record<string, unknown>>> = {
  'nigeria-company': { countryOfIncorporation: 'NG' },
  'south-africa-company': { registrationNumber: '2020/123456/07', nationality: 'ZA' },
  'ghana-company': { nationality: 'GH' },
  'texas-corporation': {
    agentAddress: { street: '700 Lavaca Street', city: 'Austin', state: 'TX', zip: '78701' },
  },
  'texas-llc': {
    agentAddress: { street: '700 Lavaca Street', city: 'Austin', state: 'TX', zip: '78701' },
  },
  'delaware-llc': {
    agentAddress: { street: '8 The Green', city: 'Dover', state: 'DE', zip: '19901' },
  },
  'delaware-corporation': {
    agentAddress: { street: '8 The Green', city: 'Dover', state: 'DE', zip: '19901' },
  },
  'wyoming-llc': {
    agentAddress: { street: '30 N Gould Street', city: 'Sheridan', state: 'WY', zip: '82801' },
  },
  'wyoming-corporation': {
    agentAddress: { street: '30 N Gould Street', city: 'Sheridan', state: 'WY', zip: '82801' },
  },
  'uk-confirmation-statement': {
    shareholders: [{ fullName: 'Amelia Hart', shareClass: 'Ordinary', shares: '100' }],
    shareClasses: [
      {
        className: 'Ordinary',
        numberOfShares: '100',
        nominalValue: '1',
        unpaidTotal: '0',
        rights: 'One vote per share; full rights to dividends and to capital; not redeemable.',
      },
    ],
    psc: [
      {
        fullName: 'Amelia Hart',
        dateOfBirth: '1986-05-14',
        sharesBand: 'from75',
        votesBand: 'from75',
        significantInfluence: false,
      },
    ],
  },
  // An Ontario corporation's return: the year end filed and its kept ISC register.
  'canada-annual-return': { financialYearEnd: '2025-12-31', iscRegisterKept: true },
};

const sample = (flow: FlowId, name: string) => BY_FLOW[flow]?.[name] ?? SAMPLES[name];

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && Object.keys(v).length === 0);

/** A condition's answer: where it lives and the values it can take. */
type Controller = {
  step: StepDef;
  /** The group whose items the condition reads, or none (a top-level answer). */
  group?: Extract<FieldDef, { kind: 'group' }>;
  cond: ShowIf;
  values: readonly (string | boolean)[];
};

function allFields(definition: WizardDefinition): FieldDef[] {
  return definition.steps.flatMap((s) => s.fields);
}

function valuesOf(definition: WizardDefinition, cond: ShowIf, scope: readonly FieldDef[]) {
  const own = (cond.root ? allFields(definition) : scope).find((f) => f.name === cond.field);
  const expected = cond.equals ?? cond.notEquals!;
  if (own && 'options' in own && own.options) return own.options;
  if (own?.kind === 'checkbox') return [true, false];
  // A country (a select of every country, or an address's country): the one named and another.
  return [expected, expected === 'FR' ? 'DE' : 'FR'];
}

export function controllersOf(definition: WizardDefinition): Controller[] {
  const out = new Map<string, Controller>();
  for (const step of definition.steps)
    for (const field of step.fields) {
      if ('showIf' in field && field.showIf) {
        const cond = field.showIf;
        out.set(`${step.id}:${cond.field}`, {
          step,
          cond,
          values: valuesOf(definition, cond, step.fields),
        });
      }
      if (field.kind === 'group')
        for (const inner of field.fields)
          if (inner.showIf) {
            const cond = inner.showIf;
            out.set(`${step.id}:${field.name}.${cond.field}`, {
              step,
              group: cond.root ? undefined : field,
              cond,
              values: valuesOf(definition, cond, field.fields),
            });
          }
    }
  return [...out.values()];
}

/** Sets `path` ('ownerAddress.country' or a name) in `target`. */
function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] = { ...((node[part] as Record<string, unknown>) ?? {}) };
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}

/**
 * Fills the fields a scope shows with samples where empty, and the ones it hides with junk;
 * returns the names it hid.
 */
function fillScope(
  flow: FlowId,
  fields: readonly FieldDef[],
  item: Record<string, unknown>,
  root: DraftData,
): string[] {
  const scalars = fields.filter(
    (f): f is Extract<FieldDef, { kind: 'text' }> =>
      !['group', 'list', 'address', 'search', 'usptoGoods'].includes(f.kind),
  );
  const hidden: string[] = [];
  // Twice: a field shown by a sample (a nationality) may show another (its NIN).
  for (let pass = 0; pass < 2; pass++)
    for (const field of fields) {
      if (!('showIf' in field) || !field.showIf) continue;
      if (isShown(field, item, scalars, root)) {
        if (isEmpty(item[field.name]) || item[field.name] === JUNK) {
          const value = sample(flow, field.name);
          if (value === undefined) throw new Error(`${flow}: no sample for ${field.name}`);
          item[field.name] = structuredClone(value);
        }
      } else if (pass === 1) {
        item[field.name] = junkFor(field);
        hidden.push(field.name);
      }
    }
  return hidden;
}

export type Case = {
  name: string;
  flow: FlowId;
  step: StepDef;
  data: DraftData;
  /** Where junk was left: `turnoverBand`, `directors.0.nin`. */
  hidden: string[];
};

type Item = Record<string, unknown>;
const itemsAt = (data: DraftData, name: string) => data[name] as Item[];

/**
 * Per case (`<flow> <case name>`, matched), what a rule of the flow needs besides the fields the
 * answer shows: a foreign director makes the company one with foreign participation, with its
 * share capital; a public company's names end with "Plc".
 */
const ADJUST: [RegExp, (data: DraftData) => void][] = [
  [
    /^nigeria-company directors: directors\[0\]\.nationality = (?!NG)/,
    (data) => {
      data.foreignParticipation = 'yes';
      data.issuedShareCapital = String(NIGERIA_COMPANY_LIMITS.minShareCapitalForeign);
    },
  ],
  [
    /^nigeria-company directors: companyType = public/,
    (data) => {
      data.proposedName1 = 'Adaeze Foods Plc';
      data.proposedName2 = 'Adaeze Kitchen Plc';
      data.issuedShareCapital = String(NIGERIA_COMPANY_LIMITS.minShareCapital.public);
      itemsAt(data, 'directors').forEach((d) => (d.independent = true));
    },
  ],
  [/^nigeria-company secretary: hasSecretary = no/, (data) => (data.smallCompany = 'yes')],
  [
    /^nigeria-annual-returns details: entityType = businessName/,
    (d) => (d.cacNumber = 'BN 1234567'),
  ],
  [/^nigeria-annual-returns details: entityType = trustees/, (d) => (d.cacNumber = 'IT 123456')],
  [
    /^ghana-company step3: shareholders\[0\]\.nationality = (?!GH)/,
    (data) => {
      data.foreignParticipation = 'jointVenture';
      data.foreignCapitalUsd = '1000000';
    },
  ],
  [
    / ein: responsiblePartyTaxId = itin/,
    (data) => (data.responsiblePartyTaxIdNumber = '912-70-1234'),
  ],
  // The jurisdiction shows fields on two steps: an Ontario return has its year end and its register.
  [
    /^canada-annual-return \w+: regime = ontario/,
    (data) => {
      data.financialYearEnd = '2025-12-31';
      data.iscRegisterKept = true;
    },
  ],
];

export function casesOf(flow: FlowId): Case[] {
  const definition = WIZARDS[flow];
  const cases: Case[] = [];
  for (const controller of controllersOf(definition))
    for (const value of controller.values) {
      const data = structuredClone(validApplications[flow]) as DraftData;
      const name = `${controller.step.id}: ${controller.group ? `${controller.group.name}[0].` : ''}${controller.cond.field} = ${String(value)}`;
      const hidden: string[] = [];
      if (controller.group) {
        const items = data[controller.group.name] as Record<string, unknown>[];
        const item = items[0]!;
        setAt(item, controller.cond.field, value);
        hidden.push(
          ...fillScope(flow, controller.group.fields, item, data).map(
            (n) => `${controller.group!.name}.0.${n}`,
          ),
        );
      } else {
        setAt(data, controller.cond.field, value);
        // A root answer (a public company) changes what each item of the steps' groups shows.
        for (const step of definition.steps)
          for (const field of step.fields)
            if (field.kind === 'group' && Array.isArray(data[field.name]))
              (data[field.name] as Record<string, unknown>[]).forEach((item, i) =>
                hidden.push(
                  ...fillScope(flow, field.fields, item, data).map(
                    (n) => `${field.name}.${i}.${n}`,
                  ),
                ),
              );
        hidden.push(...fillScope(flow, controller.step.fields, data, data));
      }
      for (const [pattern, adjust] of ADJUST) if (pattern.test(`${flow} ${name}`)) adjust(data);
      cases.push({ name, flow, step: controller.step, data, hidden: [...new Set(hidden)] });
    }
  return cases;
}
