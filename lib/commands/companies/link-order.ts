import 'server-only';
import { recordAudit } from '@/lib/audit/audit';
import { upsertObligationRecord } from '@/lib/companies/obligations';
import type { DbTx } from '@/lib/db/database';
import type { CompanyLink } from '@/lib/wizards/company-link';
import type { FlowId } from '@/lib/wizards/flows';
import type { Actor } from '../actor';
import { companyObligation, storedState } from './obligation';

/** Why a submission's company link was not recorded (the submission itself stands). */
export type LinkRefusal = 'notOwner' | 'notFound' | 'otherFlow' | 'alreadyFiled' | 'notWritten';

/**
 * "File it for me", at submission (issue 31): the application a customer just submitted from a
 * company's link is recorded as the order of that obligation, in the submission's transaction
 * (lib/commands/applications/submit-application.ts), so its state follows the application
 * (ordered, then filed by us; lib/companies/obligations.ts stateOf).
 *
 * The link came from the browser, so it proves nothing: the company must be the submitter's own
 * (row-level security hides others' to a customer; the owner check also stops a staff member
 * submitting as a customer from linking a customer's company), the key one its rules produce, the
 * obligation one this flow files, and not filed already. Otherwise nothing is linked and the
 * submission goes on: an order is never refused for a stale or forged link.
 */
export async function linkOrderToObligation(
  tx: DbTx,
  actor: Actor,
  link: CompanyLink,
  order: { flow: FlowId; applicationId: string },
): Promise<{ ok: true } | { ok: false; reason: LinkRefusal }> {
  if (actor.kind !== 'customer') return { ok: false, reason: 'notOwner' };
  const found = await companyObligation(tx, link.companyId, link.obligationKey);
  if ('ok' in found) return { ok: false, reason: 'notFound' };
  if (found.company.ownerId !== actor.user.id) return { ok: false, reason: 'notOwner' };
  const filer = found.instance.filer;
  if (filer?.kind !== 'flow' || filer.flow !== order.flow)
    return { ok: false, reason: 'otherFlow' };
  const state = await storedState(tx, link.companyId, link.obligationKey);
  if (state === 'filed_by_us' || state === 'filed_elsewhere')
    return { ok: false, reason: 'alreadyFiled' };
  const record = await upsertObligationRecord(tx, link.companyId, found.instance, {
    state: 'ordered',
    applicationId: order.applicationId,
  });
  if (!record) return { ok: false, reason: 'notWritten' };
  await recordAudit(tx, actor, {
    action: 'company.obligation_ordered',
    targetType: 'company',
    targetId: link.companyId,
    details: { obligation: link.obligationKey, applicationId: order.applicationId },
  });
  return { ok: true };
}
