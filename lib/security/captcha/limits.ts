import 'server-only';
import type { Database } from '@/lib/db/database';
import { createSharedRateLimiter, type SharedRateLimiter } from '@/lib/security/shared-rate-limit';

/**
 * Challenges per client address: 60 a minute is far above any person and caps cheap flooding.
 * Counted in public.form_rate_limits with the forms' own windows (not in the auth server's
 * table): the captcha guards the forms whichever backend runs, hosted Supabase included, and
 * so it must hold across instances and restarts wherever the forms do.
 */
export function captchaLimiter(database?: Database): SharedRateLimiter {
  return createSharedRateLimiter({
    name: 'captcha-challenge',
    limit: 60,
    windowMs: 60_000,
    database,
  });
}
