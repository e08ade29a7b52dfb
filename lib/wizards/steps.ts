import type { z } from 'zod';
import type { PackageId } from './schemas';

/**
 * The shape of a wizard: a definition lists its steps in order (that list alone drives the
 * progress indicator, back/next and the server's no-skipping rule), and each step has one zod
 * schema and the fields that render it. Labels and help live in messages/: `<namespace>.fields.<name>`
 * and `<namespace>.help.<name>`, falling back to `Wizard.fields.<name>` for shared fields.
 */
export type FlowId =
  | 'nigeria-company'
  | 'nigeria-enterprise'
  | 'nigeria-nonprofit'
  | 'nigeria-tax-filing'
  | 'nigeria-annual-returns'
  | 'ghana-company'
  | 'south-africa-company';

export type Jurisdiction = 'NG' | 'GH' | 'ZA';

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
  /** Option labels come from `<namespace>.options.<optionsKey ?? name>.<value>`, unless 'raw'. */
  optionLabels?: 'translate' | 'raw';
  optionsKey?: string;
  currency?: string;
  country?: Jurisdiction | 'GB';
  optional?: boolean;
  showIf?: ShowIf;
  autoComplete?: string;
  placeholder?: string;
}

export interface AddressField {
  name: string;
  kind: 'address';
  country: Jurisdiction | 'GB';
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

export type FieldDef = ScalarField | AddressField | ListField | GroupField;

export type DraftData = Record<string, unknown>;

export interface CrossIssue {
  path: (string | number)[];
  message: string;
}

export interface StepDef {
  id: string;
  /** The step's route, without locale: '/nigeria-company-registration'. */
  path: string;
  schema: z.ZodType;
  fields: FieldDef[];
  /** Rules that need earlier steps' answers; they run on this step and again on submit. */
  cross?: (all: DraftData) => CrossIssue[];
  /** The package step shows the live quote. */
  quote?: boolean;
}

export interface WizardDefinition {
  id: FlowId;
  /** Catalogue keys: jurisdiction and service. */
  jurisdiction: Jurisdiction;
  service: string;
  currency: 'NGN' | 'GHS' | 'ZAR';
  /** The messages namespace holding this flow's labels. */
  namespace: 'WizardNigeria' | 'WizardGhana' | 'WizardSouthAfrica';
  /** The sub-key of the namespace for this flow's labels: `WizardNigeria.company`. */
  section: string;
  /** Reference prefix: NG-CO-2026-000123. */
  referencePrefix: string;
  steps: StepDef[];
  reviewPath: string;
  /** Where payment instructions live after submission (by package, e.g. the Basic route). */
  paymentPath?: (pkg: PackageId) => string;
  /** The phone numbering plan for the flow's contact fields. */
  country: Jurisdiction;
}

/** The step index for a path, or -1. */
export function stepIndex(definition: WizardDefinition, stepId: string): number {
  return definition.steps.findIndex((s) => s.id === stepId);
}

/** Validates one step's values against its schema and its cross-step rules. */
export function validateStep(
  step: StepDef,
  all: DraftData,
): { ok: true; data: DraftData } | { ok: false; issues: CrossIssue[] } {
  const result = step.schema.safeParse(pickStep(step, all));
  const issues: CrossIssue[] = result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message }));
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
): { ok: true; data: DraftData } | { ok: false; stepId: string; issues: CrossIssue[] } {
  const data: DraftData = {};
  for (const step of definition.steps) {
    const result = validateStep(step, all);
    if (!result.ok) return { ok: false, stepId: step.id, issues: result.issues };
    Object.assign(data, result.data);
  }
  return { ok: true, data };
}
