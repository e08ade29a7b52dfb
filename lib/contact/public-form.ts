import 'server-only';
import type { z } from 'zod';
import { verifyCaptcha, type CaptchaOutcome } from '@/lib/captcha/captcha';
import { fieldErrorsOf, type FormErrorKey, type FormResult } from '@/lib/contact/form-result';
import type { RateLimiter } from '@/lib/security/rate-limit';

const captchaErrors: Record<Exclude<CaptchaOutcome, 'ok'>, FormErrorKey> = {
  missing: 'captchaMissing',
  malformed: 'captchaInvalid',
  invalid: 'captchaInvalid',
  expired: 'captchaExpired',
  replayed: 'captchaReplayed',
};

export interface PublicFormSteps<S extends z.ZodType, Extra> {
  /** For the logs. */
  name: string;
  limiter: RateLimiter;
  /** The caller's address (the rate limit's key). */
  ip: string;
  schema: S;
  input: unknown;
  /** The captcha payload inside the parsed values. */
  captcha: (values: z.output<S>) => string;
  /** Extra checks after the captcha (e.g. the CV's content); a field error or the prepared data. */
  check?: (
    values: z.output<S>,
  ) => Promise<{ ok: true; extra: Extra } | { ok: false; fieldErrors: Record<string, string[]> }>;
  mutate: (values: z.output<S>, extra: Extra) => Promise<void>;
}

/**
 * The one path every public (anonymous) form action takes, in this order: rate limit → parse
 * → captcha (replay refused) → extra checks → mutate. Anything unexpected is logged and
 * answered with `serverError`: the visitor never sees an exception or a 500.
 */
export async function runPublicForm<S extends z.ZodType, Extra = undefined>(
  steps: PublicFormSteps<S, Extra>,
): Promise<FormResult> {
  try {
    if (!steps.limiter.consume(steps.ip).allowed) return { ok: false, formError: 'rateLimited' };

    const parsed = steps.schema.safeParse(steps.input);
    if (!parsed.success) {
      return {
        ok: false,
        formError: 'invalidInput',
        fieldErrors: fieldErrorsOf(parsed.error.issues),
      };
    }
    const values = parsed.data;

    const captcha = await verifyCaptcha(steps.captcha(values));
    if (captcha !== 'ok') return { ok: false, formError: captchaErrors[captcha] };

    let extra = undefined as Extra;
    if (steps.check) {
      const checked = await steps.check(values);
      if (!checked.ok)
        return { ok: false, formError: 'invalidInput', fieldErrors: checked.fieldErrors };
      extra = checked.extra;
    }

    await steps.mutate(values, extra);
    return { ok: true };
  } catch (error) {
    console.error(`[forms] ${steps.name} failed:`, error);
    return { ok: false, formError: 'serverError' };
  }
}
