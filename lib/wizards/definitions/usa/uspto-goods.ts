/**
 * The shape of a US trade mark's goods and services and what reading it needs, without the ID
 * Manual's data or its schema (./uspto-id-manual.ts): the answers' summary, which every wizard's
 * review and the staff console show, imports only this.
 */

/** One chosen entry: its wording in the Manual and what completes each of its `{…}` parts. */
export type GoodsEntry = { term: string; fills: string[] };

/** One class of the application. `description` is the free-form text (empty for ID Manual entries). */
export type GoodsClass = {
  classNumber: string;
  source: 'idManual' | 'freeForm';
  entries: GoodsEntry[];
  description: string;
};

export const GOODS_SOURCES = ['idManual', 'freeForm'] as const;

/** A class not chosen yet: the form starts with one. */
export function emptyGoodsClass(): GoodsClass {
  return { classNumber: '', source: 'idManual', entries: [], description: '' };
}

/** At most this many classes in one application through us (the USPTO allows all 45). */
export const MAX_GOODS_CLASSES = 10;
/** At most this many entries chosen in one class. */
export const MAX_ENTRIES_PER_CLASS = 20;
/** Free-form text: the USPTO charges for each further 1,000 characters beyond the first 1,000 [S51]. */
export const FREE_FORM_CHARACTERS_PER_GROUP = 1_000;
export const MAX_FREE_FORM_CHARACTERS = 10_000;
export const MAX_FILL_CHARACTERS = 200;

const PLACEHOLDER = /\{[^}]*\}/g;

/** The `{…}` parts of an entry, in order. */
export function placeholdersOf(term: string): string[] {
  return term.match(PLACEHOLDER) ?? [];
}

/** The entry as it is filed: each `{…}` replaced by what the applicant wrote. */
export function entryText({ term, fills }: GoodsEntry): string {
  let i = 0;
  return term.replace(PLACEHOLDER, () => fills[i++]?.trim() ?? '');
}

/** Groups of 1,000 characters beyond the first 1,000 in a free-form description: 2,400 characters → 2. */
export function extraCharacterGroups(description: string): number {
  const length = description.trim().length;
  return Math.max(0, Math.ceil(length / FREE_FORM_CHARACTERS_PER_GROUP) - 1);
}
