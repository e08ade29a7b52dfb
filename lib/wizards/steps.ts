import type { z } from 'zod';
import { jurisdictions, type CountryCode, type JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { QuoteOptions } from '@/lib/catalogue/catalogue';
import type { Currency } from '@/lib/catalogue/money';
import type { ServiceId, UsEntity } from '@/lib/catalogue/services';
import type { AddressCountry } from '@/lib/validation/address';
import { issuesFrom, type Issue } from '@/lib/validation/issues';
import { FLOWS, type FlowId, type StepId, type WizardNamespace } from './flows';

/**
 * The shape of a wizard: a definition gives each step of its flow (lib/wizards/flows.ts holds
 * their order and routes) one zod schema and the fields that render it. Labels and help live in
 * messages/: `<namespace>.<section>.fields.<name>` and `<namespace>.<section>.help.<name>`,
 * falling back to `Wizard.fields.<name>` for shared fields.
 */

export type ScalarKind =
  | 'text'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'date'
  | 'money'
  | 'number'
  | 'percent'
  | 'phone'
  | 'email'
  | 'id'
  | 'checkbox'
  | 'file';

export interface ShowIf {
  /** A sibling field (inside a group: a field of the same person). */
  field: string;
  equals?: string | boolean;
  notEquals?: string | boolean;
}

export interface ScalarField {
  name: string;
  kind: ScalarKind;
  options?: readonly string[];
  /**
   * Option labels come from `<namespace>.options.<optionsKey ?? name>.<value>`, unless 'raw', or
   * 'country': ISO country codes shown by their names in the page's language.
   */
  optionLabels?: 'translate' | 'raw' | 'country';
  optionsKey?: string;
  /** Money: the flow's currency unless another is named (a foreign investment in US dollars). */
  currency?: Currency;
  /** Phone: the flow's country's numbering plan unless another is named. */
  country?: CountryCode;
  optional?: boolean;
  showIf?: ShowIf;
  /**
   * The HTML autocomplete token. At the top of a step, `name` and `email` mark the person filing
   * (the "who is filing" or contact fields): the review's inline sign-up is prefilled from them.
   */
  autoComplete?: string;
  placeholder?: string;
}

export interface AddressField {
  name: string;
  kind: 'address';
  /** The flow's country unless another is named. */
  country?: AddressCountry;
}

export interface ListField {
  name: string;
  kind: 'list';
  min: number;
  max: number;
}

export interface GroupField {
  name: string;
  kind: 'group';
  min: number;
  max: number;
  fields: ScalarField[];
}

/**
 * A US trade mark's goods and services, class by class: entries of the USPTO ID Manual or
 * free-form text (components/wizards/fields/uspto-goods-field.tsx; its value is a GoodsClass[]
 * of lib/wizards/definitions/usa/uspto-id-manual.ts).
 */
export interface GoodsField {
  name: string;
  kind: 'usptoGoods';
}

export type FieldDef = ScalarField | AddressField | ListField | GroupField | GoodsField;

export type DraftData = Record<string, unknown>;

/** What a step adds to its flow's route: the form. */
export interface StepForm {
  schema: z.ZodType;
  fields: FieldDef[];
  /** Rules that need earlier steps' answers; they run on this step and again on submit. */
  cross?: (all: DraftData) => Issue[];
  /** The package step shows the live quote. */
  quote?: boolean;
}

export interface StepDef extends StepForm {
  id: string;
  /** The step's route, without locale: '/nigeria-company-registration'. */
  path: string;
}

export interface WizardDefinition {
  id: FlowId;
  /** What it files, by the catalogue's keys. */
  jurisdiction: JurisdictionId;
  service: ServiceId;
  /** A US formation: the entity it forms. */
  entity?: UsEntity;
  /** From the catalogue: the jurisdiction's currency and country (phone plans, addresses). */
  currency: Currency;
  country: CountryCode;
  namespace: WizardNamespace;
  section: string;
  referencePrefix: string;
  steps: StepDef[];
  entryPath: string;
  reviewPath: string;
  /** What the quote depends on in the answers (share capital, classes, a computed state tax). */
  quoteOptions?: (data: DraftData) => QuoteOptions;
  /**
   * Answers a link may bring (a calculator's figures in its query string): the provider puts them
   * in a draft that has none of its own yet. They are answers like any other, checked at each step.
   */
  prefill?: (search: URLSearchParams) => DraftData;
}

/**
 * A wizard: its flow (jurisdiction, service, routes and step order, from lib/wizards/flows.ts)
 * with a form for each of its steps. Every step must have one, and only its steps.
 */
export function defineWizard<F extends FlowId>(
  id: F,
  forms: { [K in StepId<F>]: StepForm },
  extra: Pick<WizardDefinition, 'quoteOptions' | 'prefill'> = {},
): WizardDefinition {
  const flow = FLOWS[id];
  const { currency, countryCode } = jurisdictions[flow.jurisdiction];
  const entity = (flow as { entity?: UsEntity }).entity;
  return {
    id,
    jurisdiction: flow.jurisdiction,
    service: flow.service,
    ...(entity ? { entity } : {}),
    currency,
    country: countryCode,
    namespace: flow.namespace,
    section: flow.section,
    referencePrefix: flow.referencePrefix,
    entryPath: flow.entry,
    reviewPath: flow.review,
    ...extra,
    steps: Object.entries(flow.steps as Record<string, string>).map(([stepId, path]) => ({
      id: stepId,
      path,
      ...(forms as Record<string, StepForm>)[stepId]!,
    })),
  };
}

/** Validates one step's values against its schema and its cross-step rules. */
export function validateStep(step: StepDef, all: DraftData): { ok: true; data: DraftData } | { ok: false; issues: Issue[] } {
  const result = step.schema.safeParse(pickStep(step, all));
  const issues: Issue[] = result.success ? [] : issuesFrom(result.error);
  if (step.cross) issues.push(...step.cross(all));
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, data: result.success ? (result.data as DraftData) : {} };
}

/** The part of the draft that belongs to one step. */
export function pickStep(step: StepDef, all: DraftData): DraftData {
  const out: DraftData = {};
  for (const field of step.fields) if (field.name in all) out[field.name] = all[field.name];
  return out;
}

/** Validates a whole application: every step in order. The first failing step is reported. */
export function validateApplication(
  definition: WizardDefinition,
  all: DraftData,
): { ok: true; data: DraftData } | { ok: false; stepId: string; issues: Issue[] } {
  const data: DraftData = {};
  for (const step of definition.steps) {
    const result = validateStep(step, all);
    if (!result.ok) return { ok: false, stepId: step.id, issues: result.issues };
    Object.assign(data, result.data);
  }
  return { ok: true, data };
}

/**
 * The name and e-mail of the person filing, as typed: the top-level fields whose autocomplete
 * token is `name` / `email` (each flow's submitter or contact fields), '' when there is none.
 */
export function filerOf(definition: WizardDefinition, data: DraftData): { fullName: string; email: string } {
  const find = (token: string) => {
    for (const step of definition.steps)
      for (const field of step.fields)
        if (field.kind !== 'group' && field.kind !== 'list' && field.kind !== 'address' && field.kind !== 'usptoGoods' && field.autoComplete === token) {
          const value = data[field.name];
          if (typeof value === 'string' && value.trim()) return value.trim();
        }
    return '';
  };
  return { fullName: find('name'), email: find('email') };
}
