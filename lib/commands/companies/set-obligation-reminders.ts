import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { upsertObligationRecord } from '@/lib/companies/obligations';
import { obligationRemindersSchema } from '@/lib/companies/schemas';
import { customersOnly, defineCommand } from '../run';
import { companyObligation } from './obligation';
import { companyRefusal } from './shared';

/** The owner switches the e-mail reminders of one obligation instance off or on again. */
export const setObligationReminders = defineCommand({
  name: 'companies.setObligationReminders',
  schema: obligationRemindersSchema,
  allowed: customersOnly,
  refusalOf: companyRefusal,
  run: async ({ companyId, obligationKey, enabled }, actor, tx) => {
    const found = await companyObligation(tx, companyId, obligationKey);
    if ('ok' in found) return found;
    const record = await upsertObligationRecord(tx, companyId, found.instance, {
      remindersEnabled: enabled,
    });
    if (!record) return fail('notFound');
    await recordAudit(tx, actor, {
      action: 'company.obligation_reminders',
      targetType: 'company',
      targetId: companyId,
      details: { obligation: obligationKey, enabled },
    });
    return succeed();
  },
});
