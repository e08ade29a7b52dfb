import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { upsertObligationRecord } from '@/lib/companies/obligations';
import { obligationSchema } from '@/lib/companies/schemas';
import { customersOnly, defineCommand } from '../run';
import { companyObligation, storedState } from './obligation';
import { companyRefusal } from './shared';

/**
 * The owner says an obligation was filed elsewhere (by themselves or another agent): the calendar
 * shows it so and no reminder goes for it any more. Not over our own filing.
 */
export const markObligationFiledElsewhere = defineCommand({
  name: 'companies.markObligationFiledElsewhere',
  schema: obligationSchema,
  allowed: customersOnly,
  refusalOf: companyRefusal,
  run: async ({ companyId, obligationKey }, actor, tx) => {
    const found = await companyObligation(tx, companyId, obligationKey);
    if ('ok' in found) return found;
    if ((await storedState(tx, companyId, obligationKey)) === 'filed_by_us')
      return fail('alreadyFiled');
    const record = await upsertObligationRecord(tx, companyId, found.instance, {
      state: 'filed_elsewhere',
      applicationId: null,
    });
    if (!record) return fail('notFound');
    await recordAudit(tx, actor, {
      action: 'company.obligation_filed_elsewhere',
      targetType: 'company',
      targetId: companyId,
      details: { obligation: obligationKey },
    });
    return succeed();
  },
});
