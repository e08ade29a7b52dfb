/**
 * What a public form's server action answers. Never an exception: errors are translation keys
 * of the form's namespace (`errors.*`), by field or for the whole form.
 */
export type FormResult =
  | { ok: true }
  | {
      ok: false;
      formError?: FormErrorKey;
      fieldErrors?: Partial<Record<string, string[]>>;
      /** With `rateLimited`: seconds until the address may send again. */
      retryAfterSeconds?: number;
    };

export const formErrorKeys = [
  'invalidInput',
  'captchaMissing',
  'captchaInvalid',
  'captchaExpired',
  'captchaReplayed',
  'rateLimited',
  'serverError',
] as const;
export type FormErrorKey = (typeof formErrorKeys)[number];

/** Field messages from a failed zod parse, as `{ field: [key, ...] }`. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  const errors: Partial<Record<string, string[]>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!field) continue;
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** The whole minutes the rate-limit message states: rounded up, at least 1. */
export function retryAfterMinutes(seconds: number | undefined): number {
  return Math.max(1, Math.ceil((Number.isFinite(seconds) ? (seconds as number) : 0) / 60));
}
