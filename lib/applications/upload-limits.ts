import 'server-only';
import type { Database } from '@/lib/db/database';
import { positiveInt } from '@/lib/config/env';
import { createSharedRateLimiter, type SharedRateLimiter } from '@/lib/security/shared-rate-limit';

/**
 * How many wizard uploads are accepted, counted in Postgres across instances and restarts
 * (issue 23, finding 3): per client address, 30 in 10 minutes (UPLOADS_PER_ADDRESS,
 * UPLOADS_ADDRESS_WINDOW_SECONDS), enough for a company with ten people's three documents; per
 * draft kept on the server (a signed-in customer's), 60 a day (UPLOADS_PER_DRAFT).
 */
export function uploadLimiters(database?: Database): {
  perAddress: SharedRateLimiter;
  perDraft: SharedRateLimiter;
} {
  return {
    perAddress: createSharedRateLimiter({
      name: 'upload-address',
      limit: positiveInt(process.env.UPLOADS_PER_ADDRESS, 30),
      windowMs: positiveInt(process.env.UPLOADS_ADDRESS_WINDOW_SECONDS, 600) * 1000,
      database,
    }),
    perDraft: createSharedRateLimiter({
      name: 'upload-draft',
      limit: positiveInt(process.env.UPLOADS_PER_DRAFT, 60),
      windowMs: 24 * 60 * 60 * 1000,
      database,
    }),
  };
}
