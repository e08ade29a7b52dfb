import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { todayIso } from '@/lib/config/clock';
import { siteOrigin } from '@/lib/config/site';
import { findCompany, type Company } from '@/lib/companies/queries';
import { insertRegisterEntry, registerHistory } from '@/lib/companies/register-entries';
import { checkEntry } from '@/lib/companies/registers';
import {
  findByToken,
  markPassed,
  markSigned,
  type ResolutionRecord,
} from '@/lib/companies/resolution-records';
import { decisionText, resolutionPdfPath } from '@/lib/companies/resolution-pdf';
import {
  FILING_OF,
  linkExpired,
  registerEntryOf,
  signResolutionSchema,
  signsAs,
  type ResolutionJurisdiction,
} from '@/lib/companies/resolutions';
import { JURISDICTION_INFO } from '@/lib/compliance/model';
import { queryOne, type DbTx } from '@/lib/db/database';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { renderMail } from '@/lib/mail/templates';
import { accountCompanyPath } from '@/lib/site/paths';
import en from '@/messages/en.json';
import type { Actor } from '../actor';
import { defineCommand } from '../run';

const signSchema = signResolutionSchema.extend({
  /** Set by the server action from the request's session, never by the browser. */
  session: z.object({ userId: z.string().nullable(), sessionId: z.string().max(100).nullable() }),
});

/**
 * A signatory signs a resolution through their own link (issue 34): the link's token is the
 * proof, whoever is signed in on that browser (recorded beside the signature with its session).
 * The typed name must be the signatory's. Runs as the system (`signing_link`, the service
 * connection): the signatory need not have an account, and row-level security lets customers
 * write no signature at all. When the last signatory signs, the resolution is passed:
 * - its change lands in the registers (a director appointed or removed, shares allotted), or on
 *   the company (its registered office), checked against the history like any entry;
 * - the filing that follows is ordered: a request for our company secretarial service in that
 *   jurisdiction, naming the form (CAC change of director, AP01, SH01, ORC notice), in the staff
 *   inbox;
 * - the account holder is mailed the signed PDF's link.
 */
export const signResolution = defineCommand({
  name: 'companies.signResolution',
  schema: signSchema,
  allowed: (actor) => actor.kind === 'system' && actor.name === 'signing_link',
  run: async ({ token, signedName, session }, actor, tx) => {
    const found = await findByToken(tx, token);
    if (!found) return fail('linkInvalid');
    const { signatory, resolution } = found;
    if (resolution.state !== 'open') return fail('alreadyPassed');
    if (signatory.signedAt) return fail('alreadySigned');
    // The database refuses a signature dated after the link's last day as well (20261128620100).
    if (linkExpired(signatory.linkExpiresOn, todayIso())) return fail('linkExpired');
    if (!signsAs(signatory.name, signedName))
      return fail('invalidRequest', undefined, {
        fieldErrors: { signedName: [{ key: 'nameMismatch', values: { name: signatory.name } }] },
      });
    await markSigned(tx, signatory.id, {
      name: signedName,
      on: todayIso(),
      userId: session.userId,
      sessionId: session.sessionId,
    });
    await recordAudit(tx, actor, {
      action: 'company.resolution_signed',
      targetType: 'company',
      targetId: resolution.companyId,
      details: {
        resolutionId: resolution.id,
        signatory: signatory.name,
        via: 'link',
        signedInAs: session.userId,
        session: session.sessionId,
      },
    });
    const waiting = resolution.signatories.filter((s) => s.id !== signatory.id && !s.signedAt);
    if (waiting.length > 0) return succeed({ passed: false });
    await pass(tx, actor, resolution);
    return succeed({ passed: true });
  },
});

async function pass(tx: DbTx, actor: Actor, resolution: ResolutionRecord): Promise<void> {
  const company = (await findCompany(tx, resolution.companyId))!;
  const owner = await queryOne<{ email: string; full_name: string; locale: string }>(
    tx,
    sql`select p.email, p.full_name, p.locale from public.profiles p where p.id = ${company.ownerId}`,
  );
  const locale: Locale = isLocale(owner?.locale) ? owner.locale : defaultLocale;
  const entry = registerEntryOf(resolution.data);
  let registered: string | null = null;
  if (entry) {
    const history = await registerHistory(tx, company.id);
    const candidate = {
      id: 'candidate',
      effectiveOn: resolution.resolvedOn,
      recordedAt: '9999-12-31T23:59:59.999Z',
      recordedBy: '',
      data: entry,
    };
    // A register changed since the proposal (the director appointed by hand) keeps its state.
    if (!checkEntry(history, candidate))
      registered = (await insertRegisterEntry(tx, actor, company.id, resolution.resolvedOn, entry))
        .id;
  }
  if (resolution.data.kind === 'change_address')
    await tx.execute(
      sql`update public.companies set registered_office = ${JSON.stringify({ address: resolution.data.address })}::jsonb
          where id = ${company.id}`,
    );
  const orderId = owner ? await orderFiling(tx, company, resolution, owner) : null;
  await markPassed(tx, resolution.id, orderId);
  await recordAudit(tx, actor, {
    action: 'company.resolution_passed',
    targetType: 'company',
    targetId: company.id,
    details: { resolutionId: resolution.id, registerEntryId: registered, orderMessageId: orderId },
  });
  if (owner?.email)
    await enqueueMail(
      tx,
      `mail:resolution-passed:${resolution.id}`,
      renderMail(
        'resolutionPassed',
        { to: owner.email, locale },
        {
          company: company.legalName,
          decision: decisionText(locale, resolution.data),
          pdfUrl: `${siteOrigin()}${resolutionPdfPath(resolution.id, locale)}`,
          companyUrl: `${siteOrigin()}${localisedPath(accountCompanyPath(company.id), locale)}`,
        },
      ),
    );
}

/**
 * The filing a passed resolution calls for, ordered as "File it for me" orders a filing no wizard
 * files: a request for our company secretarial service in the company's jurisdiction, in the
 * staff inbox (public.contact_messages, written on the server's connection as the request form
 * does), naming the form, the company and the resolution. None when nothing is filed.
 */
async function orderFiling(
  tx: DbTx,
  company: Company,
  resolution: ResolutionRecord,
  owner: { email: string; full_name: string },
): Promise<string | null> {
  const jurisdiction = company.jurisdiction as ResolutionJurisdiction;
  const filing = FILING_OF[jurisdiction]?.[resolution.kind];
  // The inbox's jurisdiction is the catalogue's (migration 20261128000300), its country the ISO code.
  const inbox = JURISDICTION_INFO[jurisdiction];
  if (!filing || !owner.email) return null;
  // Staff read the inbox in the site's default language.
  const message = [
    `${fileItTitle(filing)}: ${company.legalName} (${company.registryNumber})`,
    decisionText(defaultLocale, resolution.data),
    `Resolution ${resolution.id} dated ${resolution.resolvedOn}, passed with every signature.`,
  ].join('\n');
  const row = await queryOne<{ id: string }>(
    tx,
    sql`insert into public.contact_messages (name, email, phone, country, topic, message, locale, jurisdiction)
        values (${(owner.full_name || owner.email).slice(0, 120)}, ${owner.email}, null, ${inbox.country},
                'companySecretarial', ${message.slice(0, 5000)}, 'en', ${inbox.catalogue})
        returning id`,
  );
  return row?.id ?? null;
}

/** The form's name as staff read it (Boardroom.filings in the default language). */
function fileItTitle(filing: string): string {
  const titles: Record<string, string> = en.Boardroom.filings;
  return titles[filing] ?? filing;
}
