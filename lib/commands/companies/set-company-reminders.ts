import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { queryOne } from '@/lib/db/database';
import { companyRemindersSchema } from '@/lib/companies/schemas';
import { customersOnly, defineCommand } from '../run';
import { companyRefusal } from './shared';

/** The owner switches every e-mail reminder of a company off or on again (companies.reminders_enabled). */
export const setCompanyReminders = defineCommand({
  name: 'companies.setCompanyReminders',
  schema: companyRemindersSchema,
  allowed: customersOnly,
  refusalOf: companyRefusal,
  run: async ({ companyId, enabled }, actor, tx) => {
    if (actor.kind !== 'customer') return fail('forbidden');
    // Row-level security and the owner: another's company is not found, even for its reader.
    const row = await queryOne<{ id: string }>(
      tx,
      sql`update public.companies set reminders_enabled = ${enabled}
          where id = ${companyId} and owner_id = ${actor.user.id} returning id`,
    );
    if (!row) return fail('notFound');
    await recordAudit(tx, actor, {
      action: 'company.reminders',
      targetType: 'company',
      targetId: companyId,
      details: { enabled },
    });
    return succeed();
  },
});
