import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fail, succeed, type ActionFailure } from '@/lib/actions/result';
import { notifyCustomer } from '@/lib/applications/notify';
import { recordAudit } from '@/lib/audit/audit';
import { isCountryCode } from '@/lib/catalogue/jurisdictions';
import type { Currency } from '@/lib/catalogue/money';
import { queryOne } from '@/lib/db/database';
import { currencyOfCountry } from '@/lib/quotes/queries';
import { quoteTotals, utcDay } from '@/lib/quotes/rules';
import { sendQuoteSchema } from '@/lib/quotes/schemas';
import { QUOTE_FLOW } from '@/lib/quotes/services';
import { defineCommand, staffOnly } from '../run';
import { applicationRefusal, lockApplication } from '../applications/staff-application';

/** The database's refusals of a quote as the form's message keys. */
function quoteRefusal(error: unknown): ActionFailure | null {
  const e = error as { cause?: { constraint?: unknown; constraint_name?: unknown } };
  const name = e?.cause?.constraint ?? e?.cause?.constraint_name;
  if (name === 'application_quotes_valid_until_future')
    return fail('invalidRequest', undefined, {
      fieldErrors: { validUntil: [{ key: 'validUntilPast' }] },
    });
  if (name === 'application_quotes_open_application') return fail('quoteClosed');
  return applicationRefusal(error);
}

/**
 * Staff send a quote on a quoted request: the lines (our fee and the authorities' apart) in the
 * country's currency, valid until a day after today; any quote sent before is withdrawn. The
 * customer is mailed through the queue. The clock is the schema's (`today`, UTC).
 */
export const sendQuote = defineCommand({
  name: 'quotes.send',
  // Parsed again with the day of the run: a validity date must be after today.
  schema: z.unknown(),
  allowed: staffOnly,
  refusalOf: quoteRefusal,
  run: async (raw, actor, tx) => {
    if (actor.kind !== 'staff') return fail('forbidden');
    const parsed = sendQuoteSchema(utcDay(new Date())).safeParse(raw);
    if (!parsed.success) return invalid(parsed.error);
    const input = parsed.data;
    const app = await lockApplication(tx, input.applicationId);
    if (!app) return fail('notFound');
    const row = await queryOne<{ flow: string; jurisdiction: string; quote: unknown }>(
      tx,
      sql`select flow, jurisdiction, quote from public.applications where id = ${app.id}`,
    );
    if (!row || row.flow !== QUOTE_FLOW || row.quote !== null || !isCountryCode(row.jurisdiction))
      return fail('quoteClosed');
    const currency: Currency = currencyOfCountry(row.jurisdiction);
    const totals = quoteTotals(input.lines);
    await tx.execute(
      sql`update public.application_quotes set state = 'withdrawn'
          where application_id = ${app.id} and state = 'sent'`,
    );
    const quote = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.application_quotes
            (application_id, currency, lines, service_fee, authority_fee, total, valid_until, note)
          values (${app.id}, ${currency}, ${JSON.stringify(input.lines)}::jsonb, ${totals.serviceFee},
                  ${totals.authorityFee}, ${totals.total}, ${input.validUntil}::date, ${input.note || null})
          returning id`,
    );
    await recordAudit(tx, actor, {
      action: 'application.quote_sent',
      targetType: 'application',
      targetId: app.id,
      applicationId: app.id,
      details: {
        quoteId: quote!.id,
        total: totals.total,
        currency,
        validUntil: input.validUntil,
        reference: app.reference,
      },
    });
    await notifyCustomer(tx, `mail:quote-sent:${quote!.id}`, app.id, {
      update: 'quoteSent',
      quoted: { minor: totals.total, currency },
    });
    return succeed({ quoteId: quote!.id });
  },
});

function invalid(error: z.ZodError) {
  const fieldErrors: Record<string, { key: string }[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || 'form';
    (fieldErrors[path] ??= []).push({ key: issue.message });
  }
  return fail('invalidRequest', undefined, { fieldErrors });
}
