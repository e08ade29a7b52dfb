import 'server-only';
import type { z } from 'zod';
import {
  getCurrentUser,
  getSignedInUser,
  type CurrentUser,
  type SignedInUser,
} from '@/lib/auth/current-user';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { fieldErrorsOf, issuesFrom } from '@/lib/validation/issues';
import { fail, type ActionResult } from './result';

interface CallerActionOptions<S extends z.ZodType, T, Caller> {
  /** For the logs. */
  name: string;
  schema: S;
  /** A further check on this caller and input (e.g. that they own the record): false → `forbidden`. */
  authorise?: (input: z.output<S>, caller: Caller) => boolean | Promise<boolean>;
  handler: (input: z.output<S>, caller: Caller) => Promise<ActionResult<T>>;
  /** Who is calling; the request's verified session by default (tests pass their own). */
  identify?: () => Promise<Caller | null>;
}

/**
 * The one path of an action a signed-in caller makes: parse → authenticate → authorise → mutate
 * (the handler, which revalidates what it changed) → return. Errors are message keys (Wizard.errors
 * and the like): `invalidRequest` with the field errors, `unavailable` when the session cannot be
 * checked or the database does not answer, `signInRequired`, `forbidden`, and `unexpected` for
 * anything else thrown (logged, never shown). A caller that redirects does so after the action returns: redirect() must not run inside
 * the try/catch below.
 */
function callerAction<S extends z.ZodType, T, Caller>(
  options: CallerActionOptions<S, T, Caller> & {
    identify: () => Promise<Caller | null>;
    permitted: (caller: Caller) => boolean;
  },
) {
  return async (raw: unknown): Promise<ActionResult<T>> => {
    const parsed = options.schema.safeParse(raw);
    if (!parsed.success)
      return fail('invalidRequest', undefined, {
        fieldErrors: fieldErrorsOf(issuesFrom(parsed.error)),
      });
    let caller: Caller | null;
    try {
      caller = await options.identify();
    } catch (error) {
      console.error(`[actions] ${options.name}: authentication failed`, error);
      return fail('unavailable');
    }
    if (!caller) return fail('signInRequired');
    if (!options.permitted(caller)) return fail('forbidden');
    try {
      if (options.authorise && !(await options.authorise(parsed.data, caller)))
        return fail('forbidden');
      return await options.handler(parsed.data, caller);
    } catch (error) {
      console.error(`[actions] ${options.name} failed`, error);
      // The database did not answer: nothing was stored, and the caller may try again shortly.
      return fail(isDatabaseUnavailable(error) ? 'unavailable' : 'unexpected');
    }
  };
}

/**
 * An action of a signed-in customer. It acts as them under row-level security, so the database
 * decides what they may read and write; the role is not looked up (one transaction less).
 */
export function userAction<S extends z.ZodType, T>(
  options: CallerActionOptions<S, T, SignedInUser>,
) {
  return callerAction({
    ...options,
    identify: options.identify ?? getSignedInUser,
    permitted: () => true,
  });
}

/**
 * An action of staff: the caller's role is read from the database inside the action (a server
 * action is a public endpoint; the proxy's gate and the admin layout do not protect it), and
 * anyone but an admin is refused with `forbidden`.
 */
export function adminAction<S extends z.ZodType, T>(
  options: CallerActionOptions<S, T, CurrentUser>,
) {
  return callerAction({
    ...options,
    identify: options.identify ?? getCurrentUser,
    permitted: (user) => user.isAdmin,
  });
}
