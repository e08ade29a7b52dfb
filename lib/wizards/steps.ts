import type { z } from 'zod';
import {
  jurisdictions,
  type CountryCode,
  type JurisdictionId,
} from '@/lib/catalogue/jurisdictions';
import type { QuoteOptions } from '@/lib/catalogue/catalogue';
import type { Currency } from '@/lib/catalogue/money';
import type { ServiceId, UsEntity } from '@/lib/catalogue/services';
import type { AddressCountry } from '@/lib/validation/address';
import { issuesFrom, type Issue, type MessageRef } from '@/lib/validation/issues';
import { conditionFields, isScalar, kindOf } from './field-kinds';
import { FLOWS, type FlowId, type StepId, type WizardNamespace } from './flows';
import { isShown } from './visibility';

export { conditionFields } from './field-kinds';
export { isShown, showIfChain } from './visibility';

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
   * name): a message key of the flow's errors, looked up like an error. `answers` holds the step's
   * other answers as the form has them (a due date read from the year and the incorporation date).
   */
  warn?: (value: string, answers?: DraftData) => MessageRef | null;
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

export type FieldDef =
  ScalarField | AddressField | ListField | GroupField | SearchField | GoodsField;

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
  /**
   * What the quote depends on in the answers (share capital, classes, a computed state tax), and on
   * the day it is priced (`today`, YYYY-MM-DD UTC: a late report's penalties), so tests pin the date.
   */
  quoteOptions?: (data: DraftData, today: string) => QuoteOptions;
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

/**
 * Validates one step's values against its schema and its cross-step rules. A field that is not
 * shown never blocks: its value is dropped before the schema reads the step (so it is neither
 * checked nor kept), and an issue about it (from a rule that reads the raw answers) is ignored.
 * `all` is the whole application; the rules read it with every hidden answer dropped.
 */
export function validateStep(
  step: Pick<StepDef, 'fields' | 'schema' | 'cross'>,
  all: DraftData,
): { ok: true; data: DraftData } | { ok: false; issues: Issue[] } {
  const shown = shownAnswers(step.fields, all);
  const input = pickStep(step, shown);
  const result = step.schema.safeParse(input);
  const issues: Issue[] = result.success ? [] : issuesFrom(result.error);
  if (step.cross) issues.push(...step.cross(shown));
  const seen = new Set<string>();
  // A rule may repeat a schema's issue (a band required twice): each is said once.
  const blocking = issues
    .map((issue) =>
      isUnansweredChoice(step.fields, all, issue.path)
        ? { path: issue.path, key: 'chooseAnswer' }
        : issue,
    )
    .filter((issue) => {
      const id = JSON.stringify([issue.path, issue.key]);
      if (seen.has(id)) return false;
      seen.add(id);
      return !isHiddenPath(step.fields, all, issue.path);
    });
  if (blocking.length > 0) return { ok: false, issues: blocking };
  // Only issues about hidden answers (a schema that still wants one): the shown ones passed, as given.
  return { ok: true, data: result.success ? (result.data as DraftData) : input };
}

/** The part of the draft that belongs to one step. */
export function pickStep(step: Pick<StepDef, 'fields'>, all: DraftData): DraftData {
  const out: DraftData = {};
  for (const field of step.fields) if (field.name in all) out[field.name] = all[field.name];
  return out;
}

/** Validates a whole application: every step in order. The first failing step is reported. */
export function validateApplication(
  definition: WizardDefinition,
  all: DraftData,
): { ok: true; data: DraftData } | { ok: false; stepId: string; issues: Issue[] } {
  // Every step's hidden answers go first: a later step's rules never read an earlier one's.
  const shown = definition.steps.reduce((data, step) => shownAnswers(step.fields, data), all);
  const data: DraftData = {};
  for (const step of definition.steps) {
    const result = validateStep(step, shown);
    if (!result.ok) return { ok: false, stepId: step.id, issues: result.issues };
    Object.assign(data, result.data);
  }
  return { ok: true, data };
}

/**
 * The answers with every field of `fields` that is not shown left out, at the top and in each
 * item of a group (a director's NIN once the nationality is not Nigerian). The form, the server
 * and the summary share this rule (isShown): what the customer cannot see is never checked,
 * never blocks and never stored. Answers of other steps are kept as they are.
 */
export function shownAnswers(fields: readonly FieldDef[], all: DraftData): DraftData {
  const top = conditionFields(fields);
  let out: DraftData | null = null;
  const set = (name: string, value: unknown) => {
    out ??= { ...all };
    if (value === undefined) delete out[name];
    else out[name] = value;
  };
  for (const field of fields) {
    if (!Object.hasOwn(all, field.name)) continue;
    if ('showIf' in field && field.showIf && !isShown(field, all, top, all)) {
      set(field.name, undefined);
      continue;
    }
    // What is not shown inside it: a group's people's hidden answers.
    const value = all[field.name];
    const kept = kindOf(field).shownWithin(field, value, all);
    if (kept !== value) set(field.name, kept);
  }
  return out ?? all;
}

/**
 * True when an issue is about a choice left unanswered: a select or a radio (at the top of the
 * step or a person's), or an address's list part. Whatever its schema says, such an issue reads
 * "Choose an answer" (`chooseAnswer`), not that the answer is invalid or a field required.
 */
function isUnansweredChoice(
  fields: readonly FieldDef[],
  all: DraftData,
  path: readonly (string | number)[],
): boolean {
  const field = fields.find((f) => f.name === String(path[0]));
  return !!field && kindOf(field).unansweredChoice(field, all[field.name], path.slice(1));
}

/**
 * True when an issue's path ends in a field that is not shown (`['turnoverBand']` for a business
 * name, `['directors', 0, 'nin']` for a foreign director): such an issue is never shown nor blocks.
 */
export function isHiddenPath(
  fields: readonly FieldDef[],
  all: DraftData,
  path: readonly (string | number)[],
): boolean {
  const field = fields.find((f) => f.name === String(path[0]));
  if (!field) return false;
  if ('showIf' in field && field.showIf && !isShown(field, all, conditionFields(fields), all))
    return true;
  return kindOf(field).hiddenWithin(field, all[field.name], path.slice(1), all);
}

/**
 * True when the step's form shows an issue next to a field: a field of the step that is shown,
 * at a place its component draws an error (a person's answer, an address's part, a line of a
 * list, the whole of a group or list). Any other issue (about another step's answer, a hidden
 * field, or the application as a whole) must be named in the form's own message instead.
 */
export function isPlacedIssue(
  fields: readonly FieldDef[],
  values: DraftData,
  path: readonly (string | number)[],
): boolean {
  const field = fields.find((f) => f.name === String(path[0]));
  if (!field || isHiddenPath(fields, values, path)) return false;
  return kindOf(field).placed(field, path.slice(1), values[field.name]);
}

/** Issues split by where the form shows them: next to a visible field, or in its message. */
export function placeIssues(
  issues: readonly Issue[],
  fields: readonly FieldDef[],
  values: DraftData,
): { placed: Issue[]; unplaced: Issue[] } {
  const placed: Issue[] = [];
  const unplaced: Issue[] = [];
  for (const issue of issues)
    (isPlacedIssue(fields, values, issue.path) ? placed : unplaced).push(issue);
  return { placed, unplaced };
}

/**
 * The name and e-mail of the person filing, as typed: the top-level fields whose autocomplete
 * token is `name` / `email` (each flow's submitter or contact fields), '' when there is none.
 */
export function filerOf(
  definition: WizardDefinition,
  data: DraftData,
): { fullName: string; email: string } {
  const find = (token: string) => {
    for (const step of definition.steps)
      for (const field of step.fields)
        if (isScalar(field) && field.autoComplete === token) {
          const value = data[field.name];
          if (typeof value === 'string' && value.trim()) return value.trim();
        }
    return '';
  };
  return { fullName: find('name'), email: find('email') };
}

/**
 * The items of a repeated answer (directors, shareholders) as objects, for the cross-step rules:
 * a draft saved by an older version of a form, or sent by hand, may hold anything, and an item
 * that is not an object reads as an empty one (positions stay those of the form).
 */
export function itemsOf<T extends object = Record<string, unknown>>(value: unknown): Partial<T>[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) =>
    item !== null && typeof item === 'object' && !Array.isArray(item) ? item : {},
  ) as Partial<T>[];
}

/** Where a step sits in the numbering shown ("Step 2 of 5"): null before step 1 (see `unnumberedSteps`). */
export function stepNumber(
  definition: Pick<WizardDefinition, 'steps' | 'unnumberedSteps'>,
  index: number,
): { n: number | null; total: number } {
  const before = definition.unnumberedSteps ?? 0;
  const total = definition.steps.length + 1 - before;
  const n = Math.min(index + 1 - before, total);
  return { n: n >= 1 ? n : null, total };
}
