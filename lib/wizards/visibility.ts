import type { ScalarField, ShowIf } from './steps';

/**
 * When a field is asked: its `showIf` condition read on the answers around it. The form
 * (components/wizards/fields/visibility.ts), the server's rules and the summary share it.
 */

/** The answer a condition names: a field, or a part of one ('ownerAddress.country'). */
function valueAt(answers: Record<string, unknown>, path: string): unknown {
  // A form watching 'ownerAddress.country' hands its value under that very name.
  if (Object.hasOwn(answers, path)) return answers[path];
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[part]
          : undefined,
      answers,
    );
}

/** True when the condition holds for `value`. */
function holds(cond: ShowIf, value: unknown): boolean {
  if (cond.equals !== undefined) return value === cond.equals;
  if (cond.notEquals !== undefined)
    return value !== undefined && value !== null && value !== '' && value !== cond.notEquals;
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
export function showIfChain(
  field: Pick<ScalarField, 'showIf'>,
  siblings: readonly Pick<ScalarField, 'name' | 'showIf'>[],
): string[] {
  const names: string[] = [];
  let cond = field.showIf;
  while (cond && !cond.root && !names.includes(cond.field) && names.length < 6) {
    names.push(cond.field);
    cond = siblings.find((f) => f.name === cond!.field)?.showIf;
  }
  return names;
}
