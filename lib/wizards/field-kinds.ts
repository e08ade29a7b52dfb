import { formatMoney, type Currency } from '@/lib/catalogue/money';
import { emptyGoodsClass } from './definitions/usa/uspto-goods';
import type { DraftData, FieldDef, GroupField, ScalarField, ScalarKind } from './steps';
import { isShown } from './visibility';

/**
 * What each kind of wizard field means to the engine, one entry per kind: the value a form starts
 * with, where its issues are drawn, what of it counts as unanswered or hidden, the uploads it
 * holds, and how the review reads it as text. The engine (lib/wizards/steps.ts, drafts.ts) and
 * the wizard's components ask this table and never the kind itself; the React side of a kind is
 * its entry in components/wizards/fields/registry.tsx. A new kind is a member of FieldDef, one
 * entry here and one there: TypeScript refuses the build while either is missing. A kind whose
 * answer is no single text (summary: null) also needs its answer component in
 * components/wizards/answers-summary.tsx, which TypeScript asks for too.
 *
 * No schema is built here: each step's zod schema is written in its definition, since it checks
 * a field together with its siblings and earlier answers (a director's NIN with its nationality).
 */

export type FieldKind = FieldDef['kind'];

/** The definition of a field of kind K: every scalar kind shares ScalarField. */
export type FieldOf<K extends FieldKind> = K extends ScalarKind
  ? ScalarField
  : Extract<FieldDef, { kind: K }>;

/** A path below a field's own name: `[0, 'nin']` in a group, `['city']` in an address. */
export type SubPath = readonly (string | number)[];

/** What the review needs to read an answer: the reader's language and words, the flow's currency. */
export interface SummaryText {
  locale: string;
  /** The flow's currency: amounts in it are formatted. */
  currency: Currency;
  option: (key: string, value: string) => string;
  yes: string;
  no: string;
  fileAttached: string;
}

/** What the engine asks of a field's kind, for a field of definition F. */
export interface KindRules<F extends FieldDef> {
  /**
   * Holds one answer (a text, a choice, a date, a file): a `showIf` may name it, and the filer's
   * name and e-mail are read from such fields.
   */
  scalar: boolean;
  /** An issue about the whole of it (too few directors) is drawn on its `root` by the form. */
  collection: boolean;
  /** The value its form starts with, from what the draft holds (`undefined` when nothing). */
  initial: (field: F, existing: unknown) => unknown;
  /** True when the form draws an issue at `rest` (the path below its name) next to it. */
  placed: (field: F, rest: SubPath, value: unknown) => boolean;
  /**
   * True when an issue at `rest` is about a choice left unanswered (a select, a radio, an
   * address's state): it then reads "Choose an answer", whatever the schema said.
   */
  unansweredChoice: (field: F, value: unknown, rest: SubPath) => boolean;
  /** True when `rest` names an answer inside it that is not shown (a foreign director's NIN). */
  hiddenWithin: (field: F, value: unknown, rest: SubPath, all: DraftData) => boolean;
  /** Its value with the answers inside it that are not shown left out; the same value when none is. */
  shownWithin: (field: F, value: unknown, all: DraftData) => unknown;
  /** The uploaded files' keys it holds, each with the form field it answers (`directors.0.idScan`). */
  uploads: (field: F, value: unknown) => { field: string; key: string }[];
  /**
   * How the review, the staff console and the account read the answer: as one text, on a row of
   * its own in the summary (`wide`) or in a person's card (`wideInItem`); null when a component of
   * its own draws it (a group's people, a trade mark's classes: components/wizards/answers-summary.tsx).
   */
  summary: Summary<F> | null;
}

/** An answer read as text in the summary, and the room it takes. */
export interface Summary<F extends FieldDef> {
  text: (field: F, value: unknown, text: SummaryText) => string;
  wide: boolean;
  wideInItem: boolean;
}

/** A kind's entry: its rules, and `scalar` true exactly for the kinds of ScalarField. */
export type FieldKindRules<K extends FieldKind> = KindRules<FieldOf<K>> & {
  scalar: K extends ScalarKind ? true : false;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A country's name in the reader's language, from its ISO code. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The parts of an address in the order it is written. Stored answers come back from Postgres
 * (jsonb) with their keys reordered, so the order is the form's, not the object's.
 */
const ADDRESS_ORDER = [
  'street',
  'city',
  'lga',
  'state',
  'region',
  'province',
  'postalCode',
  'postcode',
  'zip',
  'digitalAddress',
  'country',
];

/** An address on one line, its country (an ISO code) by name. */
export function addressValue(value: unknown, locale: string): string {
  const entries = Object.entries((value as Record<string, unknown>) ?? {}).filter(
    ([, v]) => typeof v === 'string' && v,
  );
  const rank = (key: string) =>
    ADDRESS_ORDER.includes(key) ? ADDRESS_ORDER.indexOf(key) : ADDRESS_ORDER.length;
  const parts = entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([k, v]) => (k === 'country' ? countryName(v as string, locale) : (v as string)));
  return parts.join(', ') || '—';
}

/** The parts of an address chosen from a list (a state, a province, a Ghanaian region, a country). */
const ADDRESS_CHOICES = new Set(['state', 'province', 'region', 'country']);

const never = () => false;
const none = () => [];
const same = (_field: unknown, value: unknown) => value;

/**
 * A scalar kind: one value, its issue at its name. `read` turns an answered value into text after
 * the shared cases (a country by its name); `choice` marks a select or a radio.
 */
function scalarKind({
  choice = false,
  wide = false,
  initial = (_field, existing) => (typeof existing === 'string' ? existing : ''),
  read = (_field, value) => String(value),
  uploads = none,
  summary,
}: {
  choice?: boolean;
  /** A long answer (a textarea's): a row of its own in the summary, not in a person's card. */
  wide?: boolean;
  initial?: KindRules<ScalarField>['initial'];
  read?: (field: ScalarField, value: unknown, text: SummaryText) => string;
  uploads?: KindRules<ScalarField>['uploads'];
  /** Instead of the shared cases and `read`: a checkbox's yes or no, a file's "attached". */
  summary?: (field: ScalarField, value: unknown, text: SummaryText) => string;
} = {}): KindRules<ScalarField> & { scalar: true; summary: Summary<ScalarField> } {
  return {
    scalar: true,
    collection: false,
    initial,
    placed: (_field, rest) => rest.length === 0,
    unansweredChoice: (_field, value, rest) => choice && rest.length === 0 && isBlank(value),
    hiddenWithin: never,
    shownWithin: same,
    uploads,
    summary: {
      text: (field, value, text) => {
        if (isBlank(value)) return '—';
        if (summary) return summary(field, value, text);
        if (field.optionLabels === 'country') return countryName(String(value), text.locale);
        return read(field, value, text);
      },
      wide,
      wideInItem: false,
    },
  };
}

/** A choice's answer by its option's name, unless the options are shown as written. */
const readChoice = (field: ScalarField, value: unknown, text: SummaryText) =>
  field.optionLabels !== 'raw'
    ? text.option(field.optionsKey ?? field.name, String(value))
    : String(value);

/** An amount in the field's currency: formatted when whole, or with decimals as typed. */
function readMoney(field: ScalarField, value: unknown, text: SummaryText): string {
  const { locale, currency: flowCurrency } = text;
  const currency = field.currency ?? flowCurrency;
  // Amounts with decimals (a nominal value of £0.01) as typed, in the field's currency.
  if (field.decimals && /^\d+(\.\d+)?$/.test(String(value)))
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 6,
    }).format(Number(value));
  // Amounts in the flow's own currency are formatted (US dollars too in a US flow); a foreign
  // capital in US dollars in another country's flow stays as typed.
  if (/^\d+$/.test(String(value)) && (currency !== 'USD' || flowCurrency === 'USD'))
    return formatMoney(Number(value) * 100, currency, locale);
  return String(value);
}

/** A collection's issue sits on the whole of it or on one of its items. */
const collection = {
  collection: true,
  hiddenWithin: never,
  unansweredChoice: never,
  shownWithin: same,
  uploads: none,
} as const;

export const FIELD_KINDS = {
  text: scalarKind(),
  textarea: scalarKind({ wide: true }),
  select: scalarKind({ choice: true, read: readChoice }),
  radio: scalarKind({ choice: true, read: readChoice }),
  date: scalarKind(),
  money: scalarKind({ read: readMoney }),
  number: scalarKind(),
  percent: scalarKind({ read: (_field, value) => `${String(value)}%` }),
  phone: scalarKind(),
  email: scalarKind(),
  id: scalarKind(),
  checkbox: scalarKind({
    initial: (_field, existing) => existing === true,
    summary: (_field, value, text) => (value === true ? text.yes : text.no),
  }),
  file: scalarKind({
    uploads: (field, value) =>
      typeof value === 'string' && value !== '' ? [{ field: field.name, key: value }] : [],
    summary: (_field, _value, text) => text.fileAttached,
  }),
  address: {
    scalar: false,
    collection: false,
    initial: (_field, existing) => (typeof existing === 'object' && existing ? existing : {}),
    placed: (_field, rest) => rest.length === 1,
    unansweredChoice: (_field, value, rest) =>
      rest.length === 1 &&
      ADDRESS_CHOICES.has(String(rest[0])) &&
      isBlank(isRecord(value) ? value[String(rest[0])] : undefined),
    hiddenWithin: never,
    shownWithin: same,
    uploads: none,
    summary: {
      text: (_field, value, text) => addressValue(value, text.locale),
      wide: true,
      wideInItem: true,
    },
  },
  list: {
    ...collection,
    scalar: false,
    initial: (field, existing) =>
      Array.isArray(existing) && existing.length
        ? existing
        : Array.from({ length: field.min }, () => ''),
    placed: (_field, rest) => rest.length <= 1,
    summary: {
      text: (_field, value) => (Array.isArray(value) ? value : []).join('; ') || '—',
      wide: true,
      wideInItem: false,
    },
  },
  search: {
    ...collection,
    scalar: false,
    initial: (_field, existing) => (Array.isArray(existing) ? existing : []),
    placed: (_field, rest) => rest.length === 0,
    summary: {
      text: (field, value) => {
        const labels = new Map(field.choices.map((c) => [c.value, c.label]));
        return (
          (Array.isArray(value) ? value : [])
            .map((v) => labels.get(String(v)) ?? String(v))
            .join('\n') || '—'
        );
      },
      wide: true,
      wideInItem: false,
    },
  },
  usptoGoods: {
    ...collection,
    scalar: false,
    initial: (_field, existing) =>
      Array.isArray(existing) && existing.length ? existing : [emptyGoodsClass()],
    // Its classes and entries each draw their own errors (components/wizards/fields/uspto-goods-field.tsx).
    placed: () => true,
    summary: null,
  },
  group: {
    scalar: false,
    collection: true,
    initial: (field, existing) => {
      if (Array.isArray(existing) && existing.length)
        return existing.map((item) => ({ ...emptyItem(field), ...(item as object) }));
      if (field.initial) return field.initial.map((item) => ({ ...emptyItem(field), ...item }));
      return Array.from({ length: field.min }, () => emptyItem(field));
    },
    placed: (field, rest, value) => {
      if (rest.length === 0) return true;
      const index = Number(rest[0]);
      if (!Array.isArray(value) || !Number.isInteger(index) || index >= value.length) return false;
      const inner = field.fields.find((f) => f.name === String(rest[1]));
      if (!inner) return false;
      return kindOf(inner).placed(inner, rest.slice(2), undefined);
    },
    unansweredChoice: (field, value, rest) => {
      if (rest.length < 2) return false;
      const item = Array.isArray(value) ? (value as unknown[])[Number(rest[0])] : undefined;
      const inner = field.fields.find((f) => f.name === String(rest[1]));
      if (!inner || !isRecord(item)) return false;
      return kindOf(inner).unansweredChoice(inner, item[inner.name], rest.slice(2));
    },
    hiddenWithin: (field, value, rest, all) => {
      if (rest.length < 2) return false;
      const item = Array.isArray(value) ? (value as unknown[])[Number(rest[0])] : undefined;
      const inner = field.fields.find((f) => f.name === String(rest[1]));
      return !!inner && isRecord(item) && !isShown(inner, item, conditionFields(field.fields), all);
    },
    // Each person's answers that are not shown (a director's NIN once the nationality is not Nigerian).
    shownWithin: (field, value, all) => {
      if (!Array.isArray(value) || !field.fields.some((f) => f.showIf)) return value;
      const inner = conditionFields(field.fields);
      let changed = false;
      const kept = value.map((item) => {
        if (!isRecord(item)) return item;
        const hidden = field.fields.filter(
          (f) => Object.hasOwn(item, f.name) && !isShown(f, item, inner, all),
        );
        if (hidden.length === 0) return item;
        changed = true;
        const copy = { ...item };
        for (const f of hidden) delete copy[f.name];
        return copy;
      });
      return changed ? kept : value;
    },
    uploads: (field, value) =>
      (Array.isArray(value) ? (value as (Record<string, unknown> | null)[]) : []).flatMap(
        (item, i) =>
          field.fields.flatMap((inner) =>
            kindOf(inner)
              .uploads(inner, item?.[inner.name])
              .map(({ key }) => ({ field: `${field.name}.${i}.${inner.name}`, key })),
          ),
      ),
    summary: null,
  },
} satisfies { [K in FieldKind]: FieldKindRules<K> };

/** The rules of a field's kind. */
export function kindOf<F extends FieldDef>(field: F): KindRules<F> {
  return FIELD_KINDS[field.kind] as unknown as KindRules<F>;
}

/** True when the field holds one answer (a text, a choice, a date, a file). */
export const isScalar = (field: FieldDef): field is ScalarField => FIELD_KINDS[field.kind].scalar;

/** The fields a condition may name: those holding one value. */
export function conditionFields(fields: readonly FieldDef[]): ScalarField[] {
  return fields.filter(isScalar);
}

/** An empty person with every field of the group present (so each input is controlled from the start). */
export function emptyItem(group: GroupField): Record<string, unknown> {
  return Object.fromEntries(group.fields.map((f) => [f.name, kindOf(f).initial(f, undefined)]));
}
