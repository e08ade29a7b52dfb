import 'server-only';
import { after } from 'next/server';
import type { z } from 'zod';
import { verifyCaptcha, type CaptchaOutcome } from '@/lib/captcha/captcha';
import { fieldErrorsOf, type FormErrorKey, type FormResult } from '@/lib/contact/form-result';
import type { Database } from '@/lib/db/database';
import type { SharedRateLimiter } from '@/lib/security/shared-rate-limit';

const captchaErrors: Record<Exclude<CaptchaOutcome, 'ok'>, FormErrorKey> = {
  missing: 'captchaMissing',
  malformed: 'captchaInvalid',
  invalid: 'captchaInvalid',
  expired: 'captchaExpired',
  replayed: 'captchaReplayed',
};

export interface PublicFormSteps<S extends z.ZodType, Extra, Stored> {
  /** For the logs. */
  name: string;
  limiter: SharedRateLimiter;
  /** The caller's address (the rate limit's key). */
  ip: string;
  schema: S;
  input: unknown;
  /** The captcha payload inside the parsed values. */
  captcha: (values: z.output<S>) => string;
  /** Extra checks after the rate limit (e.g. the CV's content); a field error or the prepared data. */
  check?: (
    values: z.output<S>,
  ) => Promise<{ ok: true; extra: Extra } | { ok: false; fieldErrors: Record<string, string[]> }>;
  /** Stores the submission; what it returns is handed to `notify`. */
  mutate: (values: z.output<S>, extra: Extra) => Promise<Stored>;
  /** Tells staff, once the response has gone: a failure is logged, never shown to the visitor. */
  notify?: (values: z.output<S>, stored: Stored) => Promise<void>;
  /** Where the captcha's nonce is recorded; the process-wide database by default. */
  database?: Database;
  /** Runs a task after the response is sent: Next's `after` by default. */
  afterResponse?: (task: () => Promise<void>) => void;
}

/**
 * The one path every public (anonymous) form action takes, in this order:
 * parse → captcha (replay refused) → rate limit → extra checks → mutate, then `notify` after
 * the response. Parsing touches no state. The captcha comes before the rate limit so that only
 * attempts carrying a solved challenge we issued, never redeemed before, count: junk posts
 * (no captcha, a forged or replayed one) cannot use up the limit of an address that others
 * share (a carrier's NAT, an office), and checking one costs only HMACs. The rate limit comes
 * before the extra checks and the write, which are the expensive steps (the CV's bytes, storage).
 * A captcha refused by the limit is spent all the same; the form asks for a new one anyway.
 * Anything unexpected is logged and answered with `serverError`: never an exception or a 500.
 */
export async function runPublicForm<S extends z.ZodType, Extra = undefined, Stored = void>(
  steps: PublicFormSteps<S, Extra, Stored>,
): Promise<FormResult> {
  try {
    const parsed = steps.schema.safeParse(steps.input);
    if (!parsed.success) {
      return {
        ok: false,
        formError: 'invalidInput',
        fieldErrors: fieldErrorsOf(parsed.error.issues),
      };
    }
    const values = parsed.data;

    const captcha = await verifyCaptcha(steps.captcha(values), { database: steps.database });
    if (captcha !== 'ok') return { ok: false, formError: captchaErrors[captcha] };

    const decision = await steps.limiter.consume(steps.ip);
    if (!decision.allowed)
      return {
        ok: false,
        formError: 'rateLimited',
        retryAfterSeconds: decision.retryAfterSeconds,
      };

    let extra = undefined as Extra;
    if (steps.check) {
      const checked = await steps.check(values);
      if (!checked.ok)
        return { ok: false, formError: 'invalidInput', fieldErrors: checked.fieldErrors };
      extra = checked.extra;
    }

    const stored = await steps.mutate(values, extra);
    const { notify } = steps;
    if (notify) {
      // After the response: a slow mail server must not hold the visitor, and since the
      // submission is stored, a failure here must not invite a retry that would store it twice.
      (steps.afterResponse ?? after)(() =>
        notify(values, stored).catch((error: unknown) => {
          console.error(`[forms] ${steps.name} notification mail failed:`, error);
        }),
      );
    }
    return { ok: true };
  } catch (error) {
    console.error(`[forms] ${steps.name} failed:`, error);
    return { ok: false, formError: 'serverError' };
  }
}
