import 'server-only';
import { succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { insertCompany } from '@/lib/companies/queries';
import { addCompanySchema } from '@/lib/companies/schemas';
import { customersOnly, defineCommand } from '../run';
import { companyRefusal, refuseFutureDate } from './shared';

/**
 * A customer brings in a company formed elsewhere: theirs, unverified until staff check it
 * (the database refuses anything else from a customer, migration 20261128200100).
 */
export const addCompany = defineCommand({
  name: 'companies.addCompany',
  schema: addCompanySchema,
  allowed: customersOnly,
  refusalOf: companyRefusal,
  run: async (fields, actor, tx) => {
    const future = refuseFutureDate(fields);
    if (future) return future;
    if (actor.kind !== 'customer') return { ok: false, formError: { key: 'forbidden' } };
    const id = await insertCompany(tx, {
      ownerId: actor.user.id,
      source: 'brought_in',
      applicationId: null,
      fields,
    });
    await recordAudit(tx, actor, {
      action: 'company.added',
      targetType: 'company',
      targetId: id,
      details: { jurisdiction: fields.jurisdiction, registryNumber: fields.registryNumber },
    });
    return succeed({ companyId: id });
  },
});
