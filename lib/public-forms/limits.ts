import 'server-only';
import type { Database } from '@/lib/db/database';
import { createSharedRateLimiter, type SharedRateLimiter } from '@/lib/security/shared-rate-limit';
import { positiveInt } from '@/lib/config/env';

/**
 * Submissions per client address and form (each form counts apart): 5 in 10 minutes. A person
 * rarely sends more than two. Only attempts with a verified captcha count (see publicAction in lib/actions); a verified attempt that
 * then fails a check counts too, so a bot cannot probe without limit. Overridable with
 * FORMS_RATE_LIMIT (count) and FORMS_RATE_WINDOW_SECONDS. Kept in Postgres, shared by every
 * instance.
 */
export function formLimiter(
  form: 'contact' | 'careers' | 'serviceRequest',
  database?: Database,
): SharedRateLimiter {
  return createSharedRateLimiter({
    name: form,
    limit: positiveInt(process.env.FORMS_RATE_LIMIT, 5),
    windowMs: positiveInt(process.env.FORMS_RATE_WINDOW_SECONDS, 600) * 1000,
    database,
  });
}
