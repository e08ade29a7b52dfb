/**
 * A page's error boundary recognises this digest (app/[locale]/error.tsx): Next passes a thrown
 * error's own digest to the browser, never its message.
 */
export const UNAVAILABLE_DIGEST = 'REGISTRA_TEMPORARILY_UNAVAILABLE';

/**
 * Who is calling cannot be checked right now (the auth server or the database does not answer):
 * not the same as "nobody is signed in". Pages show "temporarily unavailable" and the session
 * is kept; actions answer `unavailable`.
 */
export class SessionUncheckableError extends Error {
  readonly digest = UNAVAILABLE_DIGEST;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SessionUncheckableError';
  }
}

/**
 * Whether an auth or data call failed because the service could not answer (a network failure,
 * or a 5xx: supabase-js's AuthRetryableFetchError, PostgREST's status 0 or 5xx), as opposed to a
 * refusal (an invalid or expired session, a missing right).
 */
export function isServiceFailure(error: unknown, status?: number): boolean {
  if (status !== undefined && (status === 0 || status >= 500)) return true;
  if (!error || typeof error !== 'object') return false;
  const { name, status: errorStatus } = error as { name?: unknown; status?: unknown };
  if (name === 'AuthRetryableFetchError') return true;
  return typeof errorStatus === 'number' && (errorStatus === 0 || errorStatus >= 500);
}
