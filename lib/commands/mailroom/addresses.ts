import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { queryOne } from '@/lib/db/database';
import { officeCountryOf } from '@/lib/mailroom/rules';
import {
  addAddressSchema,
  assignAddressSchema,
  retireAddressSchema,
  updateAddressSchema,
} from '@/lib/mailroom/schemas';
import { defineCommand, staffOnly } from '../run';

/** Staff add one of our addresses (issue 34): kept on /admin/virtual-office, never in code. */
export const addOfficeAddress = defineCommand({
  name: 'mailroom.addAddress',
  schema: addAddressSchema,
  allowed: staffOnly,
  run: async (input, actor, tx) => {
    const row = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.virtual_office_addresses (country, line1, line2, city, postcode, notes)
          values (${input.country}, ${input.line1}, ${input.line2}, ${input.city}, ${input.postcode}, ${input.notes})
          returning id`,
    );
    await recordAudit(tx, actor, {
      action: 'mailroom.address_added',
      targetType: 'virtual_office_address',
      targetId: row!.id,
      details: { country: input.country, city: input.city },
    });
    return succeed({ addressId: row!.id });
  },
});

/** Staff correct an address; those assigned it see the change on their company page. */
export const updateOfficeAddress = defineCommand({
  name: 'mailroom.updateAddress',
  schema: updateAddressSchema,
  allowed: staffOnly,
  run: async (input, actor, tx) => {
    const row = await queryOne<{ id: string }>(
      tx,
      sql`update public.virtual_office_addresses
          set country = ${input.country}, line1 = ${input.line1}, line2 = ${input.line2}, city = ${input.city},
              postcode = ${input.postcode}, notes = ${input.notes}, updated_at = now()
          where id = ${input.addressId} returning id`,
    );
    if (!row) return fail('notFound');
    await recordAudit(tx, actor, {
      action: 'mailroom.address_updated',
      targetType: 'virtual_office_address',
      targetId: row.id,
      details: { country: input.country, city: input.city },
    });
    return succeed();
  },
});

/** Staff retire an address: no new assignment; those who have it keep it until reassigned. */
export const retireOfficeAddress = defineCommand({
  name: 'mailroom.retireAddress',
  schema: retireAddressSchema,
  allowed: staffOnly,
  run: async ({ addressId }, actor, tx) => {
    const row = await queryOne<{ id: string }>(
      tx,
      sql`update public.virtual_office_addresses set retired_at = now(), updated_at = now()
          where id = ${addressId} and retired_at is null returning id`,
    );
    if (!row) return fail('notFound');
    await recordAudit(tx, actor, {
      action: 'mailroom.address_retired',
      targetType: 'virtual_office_address',
      targetId: row.id,
    });
    return succeed();
  },
});

/**
 * Staff assign one address of the company's country to a running virtual-office subscription
 * (or move it to another one): the company page then shows it with how to use it.
 */
export const assignOfficeAddress = defineCommand({
  name: 'mailroom.assignAddress',
  schema: assignAddressSchema,
  allowed: staffOnly,
  run: async ({ subscriptionId, addressId }, actor, tx) => {
    if (actor.kind !== 'staff') return fail('forbidden');
    const subscription = await queryOne<{ jurisdiction: string }>(
      tx,
      sql`select c.jurisdiction from public.subscriptions s join public.companies c on c.id = s.company_id
          where s.id = ${subscriptionId} and s.service = 'virtualOffice' and s.state in ('active', 'renewal_due')`,
    );
    if (!subscription) return fail('notRunning');
    const address = await queryOne<{ country: string }>(
      tx,
      sql`select country from public.virtual_office_addresses where id = ${addressId} and retired_at is null`,
    );
    if (!address)
      return fail('invalidRequest', undefined, {
        fieldErrors: { addressId: [{ key: 'chooseAddress' }] },
      });
    if (address.country !== officeCountryOf(subscription.jurisdiction))
      return fail('invalidRequest', undefined, {
        fieldErrors: { addressId: [{ key: 'wrongCountry' }] },
      });
    await tx.execute(
      sql`insert into public.virtual_office_assignments (subscription_id, address_id, assigned_by)
          values (${subscriptionId}, ${addressId}, ${actor.user.id})
          on conflict (subscription_id) do update
            set address_id = excluded.address_id, assigned_at = now(), assigned_by = excluded.assigned_by`,
    );
    await recordAudit(tx, actor, {
      action: 'mailroom.address_assigned',
      targetType: 'subscription',
      targetId: subscriptionId,
      details: { addressId },
    });
    return succeed();
  },
});
