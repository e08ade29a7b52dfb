import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed, type ActionFailure } from '@/lib/actions/result';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { Currency } from '@/lib/catalogue/money';
import { queryOne } from '@/lib/db/database';
import { frozenQuote, isQuoteExpired } from '@/lib/quotes/rules';
import { acceptQuoteSchema } from '@/lib/quotes/schemas';
import { isQuotedService } from '@/lib/quotes/services';
import { customersOnly, defineCommand } from '../run';

function pgConstraint(error: unknown): string | undefined {
  const e = error as { cause?: { constraint?: unknown; constraint_name?: unknown } };
  const name = e?.cause?.constraint ?? e?.cause?.constraint_name;
  return typeof name === 'string' ? name : undefined;
}

/** The database's refusals (a race with the clock or with staff) as the page's messages. */
function acceptRefusal(error: unknown): ActionFailure | null {
  const name = pgConstraint(error);
  if (name === 'application_quotes_expired') return fail('quoteExpired');
  if (name === 'application_quotes_not_open') return fail('quoteClosed');
  const code = (error as { cause?: { code?: unknown } })?.cause?.code;
  if (code === '42501') return fail('forbidden');
  return null;
}

/**
 * The customer accepts the quote sent to them, before its validity ends: it becomes the
 * application's frozen quote (the database's accept_application_quote checks the owner, the
 * state and the date again), so they pay it as any application.
 */
export const acceptQuote = defineCommand({
  name: 'quotes.accept',
  schema: acceptQuoteSchema,
  allowed: customersOnly,
  refusalOf: acceptRefusal,
  run: async (input, actor, tx) => {
    if (actor.kind !== 'customer') return fail('forbidden');
    // Row-level security: another customer's quote is not found.
    const row = await queryOne<{
      state: string;
      valid_until: string;
      currency: string;
      service_fee: string | number;
      authority_fee: string | number;
      total: string | number;
      service: string;
      jurisdiction_id: string | null;
      reference: string;
    }>(
      tx,
      sql`select q.state, q.valid_until::text as valid_until, q.currency, q.service_fee, q.authority_fee, q.total,
                 a.service, a.data->>'jurisdiction' as jurisdiction_id, a.reference
          from public.application_quotes q join public.applications a on a.id = q.application_id
          where q.id = ${input.quoteId} and a.owner_id = ${actor.user.id}`,
    );
    if (!row) return fail('notFound');
    if (row.state !== 'sent') return fail('quoteClosed');
    if (isQuoteExpired(row.valid_until, new Date())) return fail('quoteExpired');
    if (!isQuotedService(row.service) || !row.jurisdiction_id) return fail('quoteClosed');
    const frozen = frozenQuote(
      row.jurisdiction_id as JurisdictionId,
      row.service,
      row.currency as Currency,
      {
        serviceFee: Number(row.service_fee),
        authorityFee: Number(row.authority_fee),
        total: Number(row.total),
      },
    );
    await tx.execute(
      sql`select public.accept_application_quote(${input.quoteId}::uuid, ${JSON.stringify(frozen)}::jsonb)`,
    );
    return succeed({ reference: row.reference });
  },
});
