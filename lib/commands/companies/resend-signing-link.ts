import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { todayIso } from '@/lib/config/clock';
import { siteOrigin } from '@/lib/config/site';
import { findCompany } from '@/lib/companies/queries';
import { decisionText, signingLink } from '@/lib/companies/resolution-pdf';
import { findResolution, renewSigningLink } from '@/lib/companies/resolution-records';
import { resendSigningLinkSchema } from '@/lib/companies/resolutions';
import { queryOne } from '@/lib/db/database';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { renderMail } from '@/lib/mail/templates';
import { sql } from 'drizzle-orm';
import { defineCommand } from '../run';
import { companyRefusal } from './shared';

/**
 * The account holder, or staff, send a signatory who has not signed a fresh link (issue 34): a new
 * token replaces the old (which then finds no one) and it lives SIGNING_LINK_DAYS from today. The
 * holder never sees the token: it goes to the signatory's address only. Row-level security
 * (migration 20261128620100) lets only the owner of an open resolution, or staff, rewrite it.
 */
export const resendSigningLink = defineCommand({
  name: 'companies.resendSigningLink',
  schema: resendSigningLinkSchema,
  allowed: (actor) => actor.kind === 'customer' || actor.kind === 'staff',
  refusalOf: companyRefusal,
  run: async ({ signatoryId, locale }, actor, tx) => {
    const row = await queryOne<{ resolution_id: string }>(
      tx,
      sql`select resolution_id from public.company_resolution_signatories where id = ${signatoryId}`,
    );
    const resolution = row ? await findResolution(tx, row.resolution_id) : null;
    const company = resolution ? await findCompany(tx, resolution.companyId) : null;
    if (!resolution || !company) return fail('notFound');
    if (actor.kind === 'customer' && company.ownerId !== actor.user.id) return fail('notFound');
    const signatory = resolution.signatories.find((s) => s.id === signatoryId)!;
    if (resolution.state !== 'open') return fail('alreadyPassed');
    if (signatory.signedAt) return fail('alreadySigned');
    const renewed = await renewSigningLink(tx, signatoryId, todayIso());
    if (!renewed) return fail('notFound');
    await enqueueMail(
      tx,
      // One mail per token: a second resend the same day mails its own link.
      `mail:resolution-sign:${signatoryId}:${renewed.token.slice(0, 12)}`,
      renderMail(
        'resolutionToSign',
        { to: signatory.email, locale },
        {
          name: signatory.name,
          company: company.legalName,
          decision: decisionText(locale, resolution.data),
          link: signingLink(siteOrigin(), locale, renewed.token),
        },
      ),
    );
    await recordAudit(tx, actor, {
      action: 'company.resolution_link_resent',
      targetType: 'company',
      targetId: company.id,
      details: { resolutionId: resolution.id, signatory: signatory.name },
    });
    return succeed({ expiresOn: renewed.expiresOn });
  },
});
