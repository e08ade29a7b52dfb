import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { todayIso } from '@/lib/config/clock';
import { siteOrigin } from '@/lib/config/site';
import { findCompany } from '@/lib/companies/queries';
import { registerHistory } from '@/lib/companies/register-entries';
import { registersAsAt, sameName } from '@/lib/companies/registers';
import { insertResolution } from '@/lib/companies/resolution-records';
import { decisionText, signingLink } from '@/lib/companies/resolution-pdf';
import {
  BODY_OF,
  checkProposal,
  proposeResolutionSchema,
  resolvesIn,
  signatoriesOf,
} from '@/lib/companies/resolutions';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { renderMail } from '@/lib/mail/templates';
import { defineCommand } from '../run';
import { companyRefusal } from './shared';

/**
 * The owner, or staff for a customer's company (the admin company page; the audit row names the
 * staff member), propose a resolution of that company (issue 34): it is generated from the
 * registers on its date (the directors in office sign a board resolution, the members a members'
 * one), and each signatory is mailed their own link; the owner never sees a token, so a director
 * who is not the account holder signs only through their link. A member the registers give no
 * address needs one in `emails`.
 */
export const proposeResolution = defineCommand({
  name: 'companies.proposeResolution',
  schema: proposeResolutionSchema,
  allowed: (actor) => actor.kind === 'customer' || actor.kind === 'staff',
  refusalOf: companyRefusal,
  run: async ({ companyId, resolvedOn, decision, emails, locale }, actor, tx) => {
    const company = await findCompany(tx, companyId);
    if (!company || (actor.kind === 'customer' && company.ownerId !== actor.user.id))
      return fail('notFound');
    if (!resolvesIn(company.jurisdiction)) return fail('jurisdictionNotCovered');
    const dateError = (key: string) =>
      fail('invalidRequest', undefined, { fieldErrors: { resolvedOn: [{ key }] } });
    if (resolvedOn > todayIso()) return dateError('dateFuture');
    if (resolvedOn < company.incorporatedOn) return dateError('beforeIncorporation');
    const registers = registersAsAt(await registerHistory(tx, companyId), resolvedOn);
    const refusal = checkProposal(registers, decision);
    if (refusal) return fail(refusal);
    const body = BODY_OF[decision.kind];
    const signatories = signatoriesOf(registers, body).map((s) => ({
      name: s.name,
      email: Object.entries(emails).find(([name]) => sameName(name, s.name))?.[1] || s.email || '',
    }));
    const missing = signatories.filter((s) => !s.email);
    if (missing.length > 0)
      return fail('signatoryEmailMissing', { names: missing.map((s) => s.name).join(', ') });
    const written = await insertResolution(tx, {
      companyId,
      body,
      data: decision,
      resolvedOn,
      signatories,
      sentOn: todayIso(),
    });
    for (const link of written.links)
      await enqueueMail(
        tx,
        `mail:resolution-sign:${link.signatoryId}`,
        renderMail(
          'resolutionToSign',
          { to: link.email, locale },
          {
            name: link.name,
            company: company.legalName,
            decision: decisionText(locale, decision),
            link: signingLink(siteOrigin(), locale, link.token),
          },
        ),
      );
    await recordAudit(tx, actor, {
      action: 'company.resolution_proposed',
      targetType: 'company',
      targetId: companyId,
      details: {
        resolutionId: written.id,
        kind: decision.kind,
        body,
        signatories: signatories.map((s) => s.name),
      },
    });
    return succeed({ resolutionId: written.id });
  },
});
