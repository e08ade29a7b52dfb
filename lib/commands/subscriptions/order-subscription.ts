import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { queryOne } from '@/lib/db/database';
import type { ComplianceJurisdiction } from '@/lib/compliance/model';
import { createOrder, isOffered } from '@/lib/subscriptions/orders';
import { orderSubscriptionSchema } from '@/lib/subscriptions/schemas';
import { customersOnly, defineCommand } from '../run';

/**
 * A customer orders a yearly service for one of their companies (issue 34): the company must be
 * theirs (row-level security hides another's; the owner check stops staff ordering for a
 * customer through this command), the service sold in its country, and not already running
 * there (a running one renews). The order is submitted with its quote from the catalogue,
 * frozen; it is paid like any application (choosePaymentMethod, then confirmed), and paying it
 * starts the subscription (confirmPayment → applyPaidOrder).
 */
export const orderSubscription = defineCommand({
  name: 'subscriptions.order',
  schema: orderSubscriptionSchema,
  allowed: customersOnly,
  run: async (input, actor, tx) => {
    if (actor.kind !== 'customer') return fail('forbidden');
    const company = await queryOne<{ id: string; jurisdiction: ComplianceJurisdiction }>(
      tx,
      sql`select id, jurisdiction from public.companies
          where id = ${input.companyId} and owner_id = ${actor.user.id}`,
    );
    if (!company) return fail('notFound');
    if (!isOffered(company.jurisdiction, input.service)) return fail('notOffered');
    const running = await queryOne<{ id: string }>(
      tx,
      sql`select id from public.subscriptions where company_id = ${company.id} and service = ${input.service}
          and state in ('active', 'renewal_due')`,
    );
    if (running) return fail('alreadySubscribed');
    const order = await createOrder(tx, {
      ownerId: actor.user.id,
      company,
      service: input.service,
      package: input.package,
    });
    return succeed({ applicationId: order.id, reference: order.reference! });
  },
});
