import { z } from 'zod';
import type { ComplianceJurisdiction } from '@/lib/compliance/model';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { dateField } from '@/lib/validation/dates';
import { isUuid } from '@/lib/validation/ids';
import { addressText, nameText, requiredText } from '@/lib/validation/text';
import { sameName, type EntryData, type Registers } from './registers';

/**
 * Boardroom-in-a-Box (issue 34): the resolutions a company passes, generated from its registers.
 * Pure: which body passes each kind (the board: every director in office; the members: every
 * member), what it changes in the registers once passed, and the filing that follows in each
 * jurisdiction. Messages are keys of `Boardroom.errors`.
 *
 * Who resolves (checked 2026-11-28):
 * - a director is appointed by the board (UK model articles for private companies, art. 17,
 *   [S363]; Nigeria and Ghana: the board fills a vacancy under the articles, UNCONFIRMED);
 *   removed by the members by ordinary resolution (UK Companies Act 2006 s.168 [S360]; Nigeria
 *   CAMA 2020 s.288, UNCONFIRMED);
 * - the registered office moves by the board (UK s.87 [S360]);
 * - shares are allotted by the board (UK s.550, a private company with one class [S360]);
 * - auditors are appointed by the members (UK s.485 [S360]; Nigeria CAMA 2020 s.401,
 *   UNCONFIRMED);
 * - the accounts are approved by the board (UK s.414 [S360]).
 * The filings that follow: Companies House AP01, TM01, AD01 and SH01 [S364]; the CAC's notices
 * of change of directors, of registered address and return of allotment [S365]; the Ghana ORC's
 * notices of change [S366]. Each is ordered as our company secretarial service in that
 * jurisdiction (no wizard files them yet: the request reaches the staff inbox as "File it for me"
 * does for a filing without a flow).
 */

export const RESOLUTION_KINDS = [
  'appoint_director',
  'remove_director',
  'change_address',
  'allot_shares',
  'appoint_auditors',
  'approve_accounts',
] as const;
export type ResolutionKind = (typeof RESOLUTION_KINDS)[number];
export type ResolutionBody = 'board' | 'members';

/** The jurisdictions whose resolutions are generated. */
export const RESOLUTION_JURISDICTIONS = ['nigeria', 'ghana', 'uk'] as const;
export type ResolutionJurisdiction = (typeof RESOLUTION_JURISDICTIONS)[number];
export const resolvesIn = (j: ComplianceJurisdiction): j is ResolutionJurisdiction =>
  (RESOLUTION_JURISDICTIONS as readonly string[]).includes(j);

export const BODY_OF: Record<ResolutionKind, ResolutionBody> = {
  appoint_director: 'board',
  remove_director: 'members',
  change_address: 'board',
  allot_shares: 'board',
  appoint_auditors: 'members',
  approve_accounts: 'board',
};

/** The filing that follows, by jurisdiction: its form's name (a key of `Boardroom.filings`). */
export const FILING_OF: Record<ResolutionJurisdiction, Partial<Record<ResolutionKind, string>>> = {
  // [S365] UNCONFIRMED form names: the CAC's post-incorporation filings on its portal.
  nigeria: {
    appoint_director: 'cacChangeOfDirector',
    remove_director: 'cacChangeOfDirector',
    change_address: 'cacChangeOfAddress',
    allot_shares: 'cacReturnOfAllotment',
  },
  // [S366] UNCONFIRMED form names.
  ghana: {
    appoint_director: 'orcChangeOfDirector',
    remove_director: 'orcChangeOfDirector',
    change_address: 'orcChangeOfAddress',
    allot_shares: 'orcReturnOfAllotment',
  },
  // [S364]
  uk: {
    appoint_director: 'ap01',
    remove_director: 'tm01',
    change_address: 'ad01',
    allot_shares: 'sh01',
  },
};

const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(254, 'tooLong')
  .refine((v) => v === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), 'email');

/** What each kind decides, as the form sends it. */
export const resolutionDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('appoint_director'), name: nameText(200), email }),
  z.object({ kind: z.literal('remove_director'), name: nameText(200) }),
  z.object({ kind: z.literal('change_address'), address: addressText(300) }),
  z.object({
    kind: z.literal('allot_shares'),
    holder: nameText(200),
    shareClass: requiredText(60),
    shares: z.coerce
      .number({ error: 'wholeNumber' })
      .int('wholeNumber')
      .min(1, 'positive')
      .max(1_000_000_000_000, 'tooLarge'),
  }),
  z.object({ kind: z.literal('appoint_auditors'), auditor: nameText(200) }),
  z.object({
    kind: z.literal('approve_accounts'),
    periodEnd: dateField,
  }),
]);
export type ResolutionData = z.output<typeof resolutionDataSchema>;

export const proposeResolutionSchema = z.object({
  companyId: z.string().refine(isUuid, 'required'),
  resolvedOn: dateField,
  decision: resolutionDataSchema,
  /** Signatories' addresses the registers lack (a member's), by name. */
  emails: z.record(z.string().max(200), email).optional().default({}),
  /** The language the signatories' mails are written in: the proposer's page's. */
  locale: z.enum(locales).catch(defaultLocale).default(defaultLocale),
});

export const signResolutionSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'linkInvalid'),
  signedName: nameText(200),
});

export type Signatory = { name: string; email: string | null };

/**
 * How long a signing link lives: 30 days after it was mailed, then it signs nothing (a link sitting
 * in an old mailbox should not pass a resolution months later); the account holder, or staff,
 * send a fresh one. Our choice, no statute sets it; migration 20261128620100 backfills with it.
 */
export const SIGNING_LINK_DAYS = 30;

/** True once a link's last day (`expiresOn`, inclusive) is behind `today`. */
export const linkExpired = (expiresOn: string, today: string) => today > expiresOn;

export const resendSigningLinkSchema = z.object({
  signatoryId: z.string().refine(isUuid, 'required'),
  /** The language of the mail: the page's. */
  locale: z.enum(locales).catch(defaultLocale).default(defaultLocale),
});

/** Who must sign: every director in office, or every member, on the registers that day. */
export function signatoriesOf(registers: Registers, body: ResolutionBody): Signatory[] {
  const people: Signatory[] =
    body === 'board'
      ? registers.officers
          .filter((o) => o.role === 'director')
          .map((o) => ({ name: o.name, email: o.email || null }))
      : registers.members.map((m) => ({ name: m.holder, email: null }));
  // A member holding two classes signs once.
  return people.filter((p, i) => people.findIndex((q) => sameName(q.name, p.name)) === i);
}

/** Why a resolution cannot be proposed on these registers. */
export type ProposalRefusal = 'noSignatories' | 'alreadyDirector' | 'notADirector';

export function checkProposal(registers: Registers, data: ResolutionData): ProposalRefusal | null {
  const directors = registers.officers.filter((o) => o.role === 'director');
  if (data.kind === 'appoint_director' && directors.some((d) => sameName(d.name, data.name)))
    return 'alreadyDirector';
  if (data.kind === 'remove_director' && !directors.some((d) => sameName(d.name, data.name)))
    return 'notADirector';
  return signatoriesOf(registers, BODY_OF[data.kind]).length === 0 ? 'noSignatories' : null;
}

/** The register entry a passed resolution writes, if any. */
export function registerEntryOf(data: ResolutionData): EntryData | null {
  switch (data.kind) {
    case 'appoint_director':
      return { kind: 'appointment', name: data.name, role: 'director', email: data.email };
    case 'remove_director':
      return { kind: 'cessation', name: data.name, role: 'director' };
    case 'allot_shares':
      return {
        kind: 'allotment',
        holder: data.holder,
        shareClass: data.shareClass,
        shares: data.shares,
      };
    default:
      return null;
  }
}

/** A signatory's typed name is theirs: the same name, case and spacing ignored. */
export const signsAs = (signatory: string, typed: string) => sameName(signatory, typed);
