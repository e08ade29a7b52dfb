import type { MessageRef, MessageValues } from '@/lib/validation/issues';

/**
 * What every server action answers, never an exception: the data, or what went wrong as message
 * references (a key of the calling form's `errors` namespace and its values), for the whole form
 * and by field (`'directors.0.nin'`). The original error is logged on the server, never sent.
 */
export type ActionFailure = {
  ok: false;
  formError?: MessageRef;
  fieldErrors?: Record<string, MessageRef[]>;
  /** With a rate limit's refusal: seconds until the caller may try again. */
  retryAfterSeconds?: number;
};
export type ActionResult<T = undefined> = { ok: true; data: T } | ActionFailure;

export function succeed(): ActionResult;
export function succeed<T>(data: T): ActionResult<T>;
export function succeed<T>(data?: T): ActionResult<T | undefined> {
  return { ok: true, data };
}

export function fail(
  key: string,
  values?: MessageValues,
  more: Omit<ActionFailure, 'ok' | 'formError'> = {},
): ActionFailure {
  return { ok: false, formError: values ? { key, values } : { key }, ...more };
}

/** The whole minutes a rate-limit message states: rounded up, at least 1. */
export function retryAfterMinutes(seconds: number | undefined): number {
  return Math.max(1, Math.ceil((Number.isFinite(seconds) ? (seconds as number) : 0) / 60));
}
