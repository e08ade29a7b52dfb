import type { z } from 'zod';

/**
 * What validation and actions say when something is wrong: a message key and the values it
 * needs, never a sentence. The caller's UI looks the key up in its messages namespace
 * (`Wizard.errors.<key>`, `Contact.errors.<key>`) in the reader's language.
 */
export type MessageValues = Record<string, string | number>;
export type MessageRef = { key: string; values?: MessageValues };

/** A message about one answer: where it is (`['directors', 0, 'nin']`) and what is wrong. */
export type Issue = MessageRef & { path: (string | number)[] };

/**
 * A zod issue as a message reference. Schemas write the key as the issue's message; its values
 * come from the issue itself: a refinement's `params` (`{ message: 'phone', params: { country } }`),
 * or the upper bound of a length or size check (`.max(120, 'tooLong')` gives `{ max: 120 }`).
 * Lower bounds are not carried: every message about one ('required', 'messageTooShort') states it.
 */
export function issueFrom(issue: z.core.$ZodIssue): Issue {
  const path = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
  const values =
    issue.code === 'custom' && issue.params
      ? (issue.params as MessageValues)
      : issue.code === 'too_big'
        ? { max: Number(issue.maximum) }
        : undefined;
  return values ? { path, key: issue.message, values } : { path, key: issue.message };
}

export function issuesFrom(error: z.ZodError): Issue[] {
  return error.issues.map(issueFrom);
}

/** Issues by field, as `{ 'directors.0.nin': [ref, ...] }` (`_form` for the whole input). */
export function fieldErrorsOf(issues: readonly Issue[]): Record<string, MessageRef[]> {
  const out: Record<string, MessageRef[]> = {};
  for (const { path, ...ref } of issues) (out[path.join('.') || '_form'] ??= []).push(ref);
  return out;
}

/** The issues of `fieldErrorsOf`'s shape again (an action's answer), the first of each field. */
export function issuesOfFieldErrors(
  fieldErrors: Record<string, MessageRef[]> | undefined,
): Issue[] {
  return Object.entries(fieldErrors ?? {}).map(([path, refs]) => ({
    path: path === '_form' ? [] : path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    ...refs[0]!,
  }));
}

/**
 * Checks `value` against `schema` and adds its issues to the object being refined, under `prefix`,
 * with their values (a length's `{ max }`, a refinement's params): for a part that is checked only
 * when another answer asks for it.
 */
export function addIssuesOf(
  ctx: z.RefinementCtx,
  schema: z.ZodType,
  value: unknown,
  prefix: readonly (string | number)[] = [],
): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of issuesFrom(result.error))
    ctx.addIssue({
      code: 'custom',
      path: [...prefix, ...issue.path],
      message: issue.key,
      ...(issue.values ? { params: issue.values } : {}),
    });
}
