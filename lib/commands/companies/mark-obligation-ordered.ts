import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { upsertObligationRecord } from '@/lib/companies/obligations';
import { obligationSchema } from '@/lib/companies/schemas';
import { customersOnly, defineCommand } from '../run';
import { companyObligation, storedState } from './obligation';
import { companyRefusal } from './shared';

/**
 * "File it for me" on the company page: the obligation is recorded as ordered before the browser
 * goes to the order's form, so its reminders stop. The order's application is linked when it is
 * submitted (the link travels with the draft: ../companies/link-order.ts); one never submitted
 * stops counting after UNLINKED_ORDER_DAYS. Not over a filing already recorded.
 */
export const markObligationOrdered = defineCommand({
  name: 'companies.markObligationOrdered',
  schema: obligationSchema,
  allowed: customersOnly,
  refusalOf: companyRefusal,
  run: async ({ companyId, obligationKey }, actor, tx) => {
    const found = await companyObligation(tx, companyId, obligationKey);
    if ('ok' in found) return found;
    if (!found.instance.filer) return fail('notFileable');
    const state = await storedState(tx, companyId, obligationKey);
    if (state === 'filed_by_us' || state === 'filed_elsewhere') return fail('alreadyFiled');
    const record = await upsertObligationRecord(tx, companyId, found.instance, {
      state: 'ordered',
    });
    if (!record) return fail('notFound');
    await recordAudit(tx, actor, {
      action: 'company.obligation_ordered',
      targetType: 'company',
      targetId: companyId,
      details: { obligation: obligationKey },
    });
    return succeed();
  },
});
