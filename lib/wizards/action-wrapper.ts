import 'server-only';
import type { z } from 'zod';
import { getSignedInUser, type SignedInUser } from '@/lib/auth/current-user';

/**
 * Every wizard action goes through `defineAction`, which fixes the order:
 * parse → authenticate → authorise → mutate (→ the handler revalidates) → return.
 * Errors are message keys under `Wizard.errors`; the original error is logged, never shown.
 * A caller that needs to redirect does so after the action returns `ok` (redirect() must not
 * run inside the try/catch below).
 */
export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string[]> };

export function fieldErrorsFrom(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_form';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function defineAction<S extends z.ZodType, T>(options: {
  schema: S;
  /** Anonymous callers are refused unless this is false. */
  requireUser?: boolean;
  authorise?: (input: z.output<S>, user: SignedInUser) => boolean | Promise<boolean>;
  handler: (input: z.output<S>, user: SignedInUser) => Promise<ActionResult<T>>;
}): (raw: unknown) => Promise<ActionResult<T>> {
  return async (raw: unknown) => {
    const parsed = options.schema.safeParse(raw);
    if (!parsed.success) return { ok: false, formError: 'invalidRequest', fieldErrors: fieldErrorsFrom(parsed.error.issues) };
    let user: SignedInUser | null;
    try {
      // Without the role: every handler acts as the user under RLS, where the database decides.
      user = await getSignedInUser();
    } catch (error) {
      console.error('[wizards] authentication failed', error);
      return { ok: false, formError: 'unavailable' };
    }
    if (!user) return { ok: false, formError: 'signInRequired' };
    try {
      if (options.authorise && !(await options.authorise(parsed.data, user))) return { ok: false, formError: 'forbidden' };
      return await options.handler(parsed.data, user);
    } catch (error) {
      console.error('[wizards] action failed', error);
      return { ok: false, formError: 'unexpected' };
    }
  };
}
