import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { insertDraft } from '@/lib/applications/queries';
import { jurisdictions } from '@/lib/catalogue/jurisdictions';
import { findCompany } from '@/lib/companies/queries';
import { queryOne } from '@/lib/db/database';
import { asServiceRole } from '@/lib/db/rls';
import { requestQuoteSchema } from '@/lib/quotes/schemas';
import { QUOTE_FLOW, QUOTED_SERVICE_CODES } from '@/lib/quotes/services';
import { customersOnly, defineCommand } from '../run';

/**
 * A customer asks for a quote (issue 35): an application of the flow 'quoted-service', submitted
 * at once with no quote. It gets its reference and timeline like any other; nothing is payable
 * until the customer accepts the quote staff send (migration 20261128590100).
 */
export const requestQuote = defineCommand({
  name: 'quotes.request',
  schema: requestQuoteSchema,
  allowed: customersOnly,
  run: async (input, actor, tx) => {
    if (actor.kind !== 'customer') return fail('forbidden');
    // Only one of their own companies (row-level security: another's is not found).
    if (input.companyId && !(await findCompany(tx, input.companyId)))
      return fail('invalidRequest', undefined, {
        fieldErrors: { companyId: [{ key: 'chooseCompany' }] },
      });
    const country = jurisdictions[input.jurisdiction as keyof typeof jurisdictions].countryCode;
    const data = {
      jurisdiction: input.jurisdiction,
      sector: input.sector,
      state: input.state,
      city: input.city,
      needs: input.needs,
      ...(input.companyId ? { companyId: input.companyId } : {}),
    };
    const draft = await insertDraft(tx, {
      ownerId: actor.user.id,
      flow: QUOTE_FLOW,
      country,
      service: input.service,
      referencePrefix: `${country}-${QUOTED_SERVICE_CODES[input.service]}`,
      data,
      lastCompletedStep: 0,
      package: null,
    });
    // A customer moves only their draft's answers (migration 20261121001500); the request was
    // validated above, so the server submits it, in the same transaction, with no quote.
    const submitted = await asServiceRole(tx, () =>
      queryOne<{ reference: string }>(
        tx,
        sql`update public.applications set status = 'submitted'
            where id = ${draft.id} and owner_id = ${actor.user.id} and status = 'draft'
            returning reference`,
      ),
    );
    if (!submitted) return fail('unexpected');
    return succeed({ id: draft.id, reference: submitted.reference });
  },
});
