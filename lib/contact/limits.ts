import 'server-only';
import { createRateLimiter, type RateLimiter } from '@/lib/security/rate-limit';

const KEY = Symbol.for('registra.forms.limiters');
type Global = typeof globalThis & { [KEY]?: Map<string, RateLimiter> };

/**
 * Submissions per client address and form: 5 in 10 minutes. A person rarely sends more than
 * two; a failed attempt counts too, so a bot cannot probe without limit. Overridable with
 * FORMS_RATE_LIMIT (count) and FORMS_RATE_WINDOW_SECONDS.
 */
export function formLimiter(form: 'contact' | 'careers'): RateLimiter {
  const g = globalThis as Global;
  const limiters = (g[KEY] ??= new Map());
  let limiter = limiters.get(form);
  if (!limiter) {
    const limit = Number(process.env.FORMS_RATE_LIMIT) || 5;
    const windowSeconds = Number(process.env.FORMS_RATE_WINDOW_SECONDS) || 600;
    limiter = createRateLimiter({ limit, windowMs: windowSeconds * 1000 });
    limiters.set(form, limiter);
  }
  return limiter;
}
