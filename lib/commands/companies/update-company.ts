import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { findCompany, updateCompanyFields } from '@/lib/companies/queries';
import { updateCompanySchema } from '@/lib/companies/schemas';
import { defineCommand } from '../run';
import { companyRefusal, refuseFutureDate } from './shared';

/**
 * The owner or staff correct a company. Row-level security lets a customer reach their own
 * companies only (another's is `notFound`); the database clears the verification when the
 * customer changes what staff checked. The reminders switch changes only when the edit names it
 * (the form sends it only once its checkbox was touched).
 */
export const updateCompany = defineCommand({
  name: 'companies.updateCompany',
  schema: updateCompanySchema,
  allowed: (actor) => actor.kind === 'customer' || actor.kind === 'staff',
  refusalOf: companyRefusal,
  run: async ({ companyId, remindersEnabled, ...fields }, actor, tx) => {
    const future = refuseFutureDate(fields);
    if (future) return future;
    const before = await findCompany(tx, companyId);
    if (!before) return fail('notFound');
    await updateCompanyFields(tx, companyId, fields, remindersEnabled);
    await recordAudit(tx, actor, {
      action: 'company.updated',
      targetType: 'company',
      targetId: companyId,
      details: {
        ...(before.registryNumber !== fields.registryNumber
          ? { registryNumber: { from: before.registryNumber, to: fields.registryNumber } }
          : {}),
        ...(before.legalName !== fields.legalName
          ? { legalName: { from: before.legalName, to: fields.legalName } }
          : {}),
        ...(remindersEnabled !== undefined && before.remindersEnabled !== remindersEnabled
          ? { remindersEnabled: { from: before.remindersEnabled, to: remindersEnabled } }
          : {}),
      },
    });
    return succeed({ companyId });
  },
});
