import type { z } from 'zod';
import { jurisdictions, type CountryCode, type JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { QuoteOptions } from '@/lib/catalogue/catalogue';
import type { Currency } from '@/lib/catalogue/money';
import type { ServiceId, UsEntity } from '@/lib/catalogue/services';
import type { AddressCountry } from '@/lib/validation/address';
import { issuesFrom, type Issue, type MessageRef } from '@/lib/validation/issues';
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
  /**
   * A sibling field (inside a group: a field of the same person), or with `root` an answer at
   * the top of the application (an earlier step's: a public company's directors). A field whose
   * sibling is itself hidden is hidden too.
   */
  field: string;
  equals?: string | boolean;
  notEquals?: string | boolean;
  root?: boolean;
}

export interface ScalarField {
  name: string;
  kind: ScalarKind;
  options?: readonly string[];
  /**
   * Option labels come from `<namespace>.options.<optionsKey ?? name>.<value>`, unless 'raw'
   * (shown as written) or 'country' (ISO codes shown by their names in the reader's language,
   * sorted by name; without `options`, every country of COUNTRY_CODES).
   */
  optionLabels?: 'translate' | 'raw' | 'country';
  optionsKey?: string;
  /** Money: the flow's currency unless another is named (a foreign investment in US dollars). */
  currency?: Currency;
  /** Money: an amount with decimals (a nominal value of £0.01), not whole units. */
  decimals?: boolean;
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
  /** Checkbox: what the extra adds to our fee, minor units of the flow's currency (shown "+R450"). */
  price?: number;
  /** Radio: the registry fee each option costs, minor units (shown beside the option). */
  optionPrices?: Readonly<Record<string, number>>;
  /** File: a document (PDF, JPEG or PNG, the default) or a photo (JPEG or PNG). */
  accept?: 'document' | 'image';
  /**
   * A notice about the value that does not stop the customer (a sensitive word in a company
   * name): a message key of the flow's errors, looked up like an error.
   */
  warn?: (value: string) => MessageRef | null;
}

export interface AddressField {
  name: string;
  kind: 'address';
  /** The flow's country unless another is named. */
  country?: AddressCountry;
  showIf?: ShowIf;
}

/** One choice of a searchable list: its stored value and what the reader sees and searches. */
export interface SearchChoice {
  value: string;
  label: string;
}

/**
 * Several choices from a long list found by typing (SIC codes, trade mark terms): stored as the
 * chosen values, in order.
 */
export interface SearchField {
  name: string;
  kind: 'search';
  choices: readonly SearchChoice[];
  min: number;
  max: number;
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
  /** Each person's fields; an address among them has the group's item as its prefix. */
  fields: (ScalarField | AddressField)[];
  /** Shown only while a sibling answer holds; its items are then not asked for. */
  showIf?: ShowIf;
  /** The items a new form starts with (a corporation's one class of common stock), instead of `min` empty ones. */
  initial?: readonly Record<string, string>[];
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

export type FieldDef = ScalarField | AddressField | ListField | GroupField | SearchField | GoodsField;

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
   * How many first steps come before "Step 1" and are shown without a number, so that the
   * numbers shown match routes numbered from the step after them (Ghana: business details,
   * then /step1 … /step4). None when absent.
   */
  unnumberedSteps?: number;
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
  extra: Pick<WizardDefinition, 'quoteOptions' | 'unnumberedSteps' | 'prefill'> = {},
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
        if (field.kind !== 'group' && field.kind !== 'list' && field.kind !== 'address' && field.kind !== 'search' && field.kind !== 'usptoGoods' && field.autoComplete === token) {
          const value = data[field.name];
          if (typeof value === 'string' && value.trim()) return value.trim();
        }
    return '';
  };
  return { fullName: find('name'), email: find('email') };
}

/** The answer a condition names: a field, or a part of one ('ownerAddress.country'). */
function valueAt(answers: Record<string, unknown>, path: string): unknown {
  // A form watching 'ownerAddress.country' hands its value under that very name.
  if (Object.hasOwn(answers, path)) return answers[path];
  return path.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), answers);
}

/** True when the condition holds for `value`. */
function holds(cond: ShowIf, value: unknown): boolean {
  if (cond.equals !== undefined) return value === cond.equals;
  if (cond.notEquals !== undefined) return value !== undefined && value !== null && value !== '' && value !== cond.notEquals;
  return true;
}

/**
 * Whether a field is asked, given the answers around it: `item` holds its siblings' values (a
 * person's, or the step's), `root` the whole application's. A field whose condition names a
 * sibling that is itself hidden is hidden (a corporate shareholder's NIN stays hidden even if a
 * nationality was chosen before switching). Shared by the form, the summary and the rules.
 */
export function isShown(
  field: Pick<ScalarField, 'name' | 'showIf'>,
  item: Record<string, unknown>,
  siblings: readonly Pick<ScalarField, 'name' | 'showIf'>[],
  root: Record<string, unknown> = item,
  depth = 0,
): boolean {
  const cond = field.showIf;
  if (!cond) return true;
  if (cond.root) return holds(cond, valueAt(root, cond.field));
  if (!holds(cond, valueAt(item, cond.field))) return false;
  const parent = siblings.find((f) => f.name === cond.field);
  return !parent || depth > 5 || isShown(parent, item, siblings, root, depth + 1);
}

/** The chain of sibling names a field's visibility depends on (its condition's, and theirs). */
export function showIfChain(field: Pick<ScalarField, 'showIf'>, siblings: readonly Pick<ScalarField, 'name' | 'showIf'>[]): string[] {
  const names: string[] = [];
  let cond = field.showIf;
  while (cond && !cond.root && !names.includes(cond.field) && names.length < 6) {
    names.push(cond.field);
    cond = siblings.find((f) => f.name === cond!.field)?.showIf;
  }
  return names;
}

/**
 * The items of a repeated answer (directors, shareholders) as objects, for the cross-step rules:
 * a draft saved by an older version of a form, or sent by hand, may hold anything, and an item
 * that is not an object reads as an empty one (positions stay those of the form).
 */
export function itemsOf<T extends object = Record<string, unknown>>(value: unknown): Partial<T>[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => (item !== null && typeof item === 'object' && !Array.isArray(item) ? item : {})) as Partial<T>[];
}

/** Where a step sits in the numbering shown ("Step 2 of 5"): null before step 1 (see `unnumberedSteps`). */
export function stepNumber(definition: Pick<WizardDefinition, 'steps' | 'unnumberedSteps'>, index: number): { n: number | null; total: number } {
  const before = definition.unnumberedSteps ?? 0;
  const total = definition.steps.length + 1 - before;
  const n = Math.min(index + 1 - before, total);
  return { n: n >= 1 ? n : null, total };
}
