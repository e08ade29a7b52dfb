import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { queryOne } from '@/lib/db/database';
import { obligationSchema } from '@/lib/companies/schemas';
import { customersOnly, defineCommand } from '../run';
import { companyObligation } from './obligation';
import { companyRefusal } from './shared';

/**
 * The owner takes back "filed elsewhere" (a click too fast): the state is computed from the dates
 * again, and the reminders still ahead go out. Only that state is undone, never an order or our filing.
 */
export const undoObligationFiledElsewhere = defineCommand({
  name: 'companies.undoObligationFiledElsewhere',
  schema: obligationSchema,
  allowed: customersOnly,
  refusalOf: companyRefusal,
  run: async ({ companyId, obligationKey }, actor, tx) => {
    const found = await companyObligation(tx, companyId, obligationKey);
    if ('ok' in found) return found;
    const row = await queryOne<{ obligation_key: string }>(
      tx,
      sql`update public.company_obligations set state = null
          where company_id = ${companyId} and obligation_key = ${obligationKey}
            and state = 'filed_elsewhere'
          returning obligation_key`,
    );
    if (!row) return fail('notFiledElsewhere');
    await recordAudit(tx, actor, {
      action: 'company.obligation_undone',
      targetType: 'company',
      targetId: companyId,
      details: { obligation: obligationKey },
    });
    return succeed();
  },
});
