import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { todayIso } from '@/lib/config/clock';
import { findCompany } from '@/lib/companies/queries';
import { insertRegisterEntry, registerHistory } from '@/lib/companies/register-entries';
import { checkEntry, recordEntrySchema, REGISTER_OF } from '@/lib/companies/registers';
import { defineCommand } from '../run';
import { companyRefusal } from './shared';

/**
 * The owner or staff record a change in a company's statutory registers (issue 34): an allotment
 * or transfer of shares, a director or secretary appointed or gone, a person with significant
 * control, a charge. The entry is dated (not in the future, not before the company existed) and
 * checked against the whole history, later entries included (a back-dated transfer of shares
 * the member no longer held is refused); then appended with who wrote it, and audited. Another's
 * company is `notFound` (row-level security hides it).
 */
export const recordRegisterEntry = defineCommand({
  name: 'companies.recordRegisterEntry',
  schema: recordEntrySchema,
  allowed: (actor) => actor.kind === 'customer' || actor.kind === 'staff',
  refusalOf: companyRefusal,
  run: async ({ companyId, effectiveOn, entry }, actor, tx) => {
    const company = await findCompany(tx, companyId);
    if (!company) return fail('notFound');
    const dateError = (key: string) =>
      fail('invalidRequest', undefined, { fieldErrors: { effectiveOn: [{ key }] } });
    if (effectiveOn > todayIso()) return dateError('dateFuture');
    if (effectiveOn < company.incorporatedOn) return dateError('beforeIncorporation');
    const history = await registerHistory(tx, companyId);
    const refusal = checkEntry(history, {
      id: 'candidate',
      effectiveOn,
      // Written now: after every entry already recorded for that day.
      recordedAt: '9999-12-31T23:59:59.999Z',
      recordedBy: '',
      data: entry,
    });
    if (refusal) return fail(refusal);
    const written = await insertRegisterEntry(tx, actor, companyId, effectiveOn, entry);
    await recordAudit(tx, actor, {
      action: 'company.register_entry',
      targetType: 'company',
      targetId: companyId,
      details: { register: REGISTER_OF[entry.kind], entryId: written.id, effectiveOn, entry },
    });
    return succeed({ entryId: written.id });
  },
});
