import 'server-only';
import { headers } from 'next/headers';
import type { z } from 'zod';
import type { Database } from '@/lib/db/database';
import { verifyCaptcha, type CaptchaOutcome } from '@/lib/security/captcha/captcha';
import { clientIp } from '@/lib/security/rate-limit';
import type { SharedRateLimiter } from '@/lib/security/shared-rate-limit';
import { fieldErrorsOf, issuesFrom, type MessageRef } from '@/lib/validation/issues';
import { fail, retryAfterMinutes, succeed, type ActionResult } from './result';

const captchaErrors: Record<Exclude<CaptchaOutcome, 'ok'>, string> = {
  missing: 'captchaMissing',
  malformed: 'captchaInvalid',
  invalid: 'captchaInvalid',
  expired: 'captchaExpired',
  replayed: 'captchaReplayed',
};

export interface PublicActionOptions<S extends z.ZodType, Extra> {
  /** For the logs. */
  name: string;
  schema: S;
  limiter: SharedRateLimiter;
  /** The captcha payload inside the parsed values. */
  captcha: (values: z.output<S>) => string;
  /** Extra checks after the rate limit (e.g. the CV's content): field errors, or what they prepared. */
  check?: (
    values: z.output<S>,
  ) => Promise<
    { ok: true; extra: Extra } | { ok: false; fieldErrors: Record<string, MessageRef[]> }
  >;
  /**
   * Stores the submission, and in the same transaction enqueues the mails it causes (jobs,
   * lib/jobs): sent after the commit, retried, never lost to a crash after the answer.
   */
  mutate: (values: z.output<S>, extra: Extra) => Promise<unknown>;
  /** Where the captcha's nonce is recorded; the process-wide database by default. */
  database?: Database;
}

/**
 * An action anyone may call (the contact and careers forms): no session, so the captcha and a
 * rate limit per client address stand in for authentication. The order is fixed:
 * parse → captcha (replay refused) → rate limit → extra checks → mutate (the mails are jobs it
 * enqueues). Parsing touches no state. The captcha comes before the rate limit so that only
 * attempts carrying a solved challenge we issued, never redeemed before, count: junk posts (no
 * captcha, a forged or replayed one) cannot use up the limit of an address that others share (a
 * carrier's NAT, an office), and checking one costs only HMACs. The rate limit comes before the
 * extra checks and the write, which are the expensive steps (the CV's bytes, storage). A captcha
 * refused by the limit is spent all the same; the form asks for a new one anyway. Anything
 * unexpected is logged and answered with `serverError`: never an exception or a 500.
 *
 * `context.ip` is the caller's address (the rate limit's key); by default it is read from the
 * request's headers behind the trusted proxies.
 */
export function publicAction<S extends z.ZodType, Extra = undefined>(
  options: PublicActionOptions<S, Extra>,
) {
  return async (input: unknown, context: { ip?: string } = {}): Promise<ActionResult> => {
    try {
      const parsed = options.schema.safeParse(input);
      if (!parsed.success)
        return fail('invalidInput', undefined, {
          fieldErrors: fieldErrorsOf(issuesFrom(parsed.error)),
        });
      const values = parsed.data;

      const captcha = await verifyCaptcha(options.captcha(values), { database: options.database });
      if (captcha !== 'ok') return fail(captchaErrors[captcha]);

      const decision = await options.limiter.consume(context.ip ?? clientIp(await headers()));
      if (!decision.allowed)
        return fail(
          'rateLimited',
          { minutes: retryAfterMinutes(decision.retryAfterSeconds) },
          { retryAfterSeconds: decision.retryAfterSeconds },
        );

      let extra = undefined as Extra;
      if (options.check) {
        const checked = await options.check(values);
        if (!checked.ok)
          return fail('invalidInput', undefined, { fieldErrors: checked.fieldErrors });
        extra = checked.extra;
      }

      await options.mutate(values, extra);
      return succeed();
    } catch (error) {
      console.error(`[forms] ${options.name} failed:`, error);
      return fail('serverError');
    }
  };
}
