import 'server-only';
import { fail, type ActionFailure } from '@/lib/actions/result';
import { todayIso } from '@/lib/config/clock';
import type { CompanyFields } from '@/lib/companies/schemas';

/** Postgres's error code behind Drizzle's wrapper. */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The database's refusals of a company write: a right the caller lacks, one company per application. */
export function companyRefusal(error: unknown): ActionFailure | null {
  const code = pgCode(error);
  if (code === '42501') return fail('forbidden');
  if (code === '23505') return fail('companyRecorded');
  if (code === '23514') return fail('invalidRequest');
  return null;
}

/**
 * What the form's schema cannot know: today. A company is not incorporated in the future (the
 * clock is the server's, E2E_TODAY in the browser tests).
 */
export function refuseFutureDate(fields: CompanyFields): ActionFailure | null {
  return fields.incorporatedOn > todayIso()
    ? fail('invalidRequest', undefined, {
        fieldErrors: { incorporatedOn: [{ key: 'dateFuture' }] },
      })
    : null;
}
