import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { todayIso } from '@/lib/config/clock';
import { addDays } from '@/lib/compliance/dates';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { isUuid } from '@/lib/validation/ids';
import {
  linkExpired,
  resolutionDataSchema,
  SIGNING_LINK_DAYS,
  type ResolutionBody,
  type ResolutionData,
  type ResolutionKind,
} from './resolutions';

/** 32 random bytes, base64url: a signatory's link secret (43 characters). */
export const newSigningToken = () => randomBytes(32).toString('base64url');
/** What is stored of a token: its SHA-256, hex (a random token needs no salt nor slow hash). */
export const signingTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export type SignatoryRecord = {
  id: string;
  name: string;
  email: string;
  signedName: string | null;
  signedOn: string | null;
  signedAt: string | null;
  /** The account signed in where the link was opened, if any. */
  signedUserId: string | null;
  signedSessionId: string | null;
  /** The current link's day of sending and last day of validity. */
  linkSentOn: string;
  linkExpiresOn: string;
};

export type ResolutionRecord = {
  id: string;
  companyId: string;
  kind: ResolutionKind;
  body: ResolutionBody;
  data: ResolutionData;
  resolvedOn: string;
  state: 'open' | 'passed';
  createdAt: string;
  passedAt: string | null;
  orderMessageId: string | null;
  signatories: SignatoryRecord[];
};

type ResolutionRow = {
  id: string;
  company_id: string;
  kind: ResolutionKind;
  body: ResolutionBody;
  data: unknown;
  resolved_on: string;
  state: 'open' | 'passed';
  created_at: string | Date;
  passed_at: string | Date | null;
  order_message_id: string | null;
};
type SignatoryRow = {
  id: string;
  resolution_id: string;
  name: string;
  email: string;
  signed_name: string | null;
  signed_on: string | null;
  signed_at: string | Date | null;
  signed_user_id: string | null;
  signed_session_id: string | null;
  link_sent_on: string;
  link_expires_on: string;
};

const iso = (v: string | Date | null) =>
  v === null ? null : v instanceof Date ? v.toISOString() : String(v);

const RESOLUTION_COLUMNS = sql.raw(
  `r.id, r.company_id, r.kind, r.body, r.data, r.resolved_on::text as resolved_on, r.state,
   r.created_at, r.passed_at, r.order_message_id`,
);
const SIGNATORY_COLUMNS = sql.raw(
  `s.id, s.resolution_id, s.name, s.email, s.signed_name, s.signed_on::text as signed_on,
   s.signed_at, s.signed_user_id, s.signed_session_id, s.link_sent_on::text as link_sent_on,
   s.link_expires_on::text as link_expires_on`,
);

function toSignatory(row: SignatoryRow): SignatoryRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    signedName: row.signed_name,
    signedOn: row.signed_on,
    signedAt: iso(row.signed_at),
    signedUserId: row.signed_user_id,
    signedSessionId: row.signed_session_id,
    linkSentOn: String(row.link_sent_on).slice(0, 10),
    linkExpiresOn: String(row.link_expires_on).slice(0, 10),
  };
}

async function withSignatories(tx: DbTx, rows: ResolutionRow[]): Promise<ResolutionRecord[]> {
  if (rows.length === 0) return [];
  const signatories = await query<SignatoryRow>(
    tx,
    sql`select ${SIGNATORY_COLUMNS} from public.company_resolution_signatories s
        where s.resolution_id in (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )}) order by s.name`,
  );
  return rows.flatMap((r) => {
    const data = resolutionDataSchema.safeParse(r.data);
    if (!data.success) return [];
    return [
      {
        id: r.id,
        companyId: r.company_id,
        kind: r.kind,
        body: r.body,
        data: data.data,
        resolvedOn: String(r.resolved_on).slice(0, 10),
        state: r.state,
        createdAt: iso(r.created_at)!,
        passedAt: iso(r.passed_at),
        orderMessageId: r.order_message_id,
        signatories: signatories.filter((s) => s.resolution_id === r.id).map(toSignatory),
      },
    ];
  });
}

/** A company's resolutions, newest first, if the caller may read them (row-level security). */
export async function listResolutions(tx: DbTx, companyId: string): Promise<ResolutionRecord[]> {
  if (!isUuid(companyId)) return [];
  const rows = await query<ResolutionRow>(
    tx,
    sql`select ${RESOLUTION_COLUMNS} from public.company_resolutions r
        where r.company_id = ${companyId} order by r.created_at desc`,
  );
  return withSignatories(tx, rows);
}

/** One resolution, if the caller may read it. */
export async function findResolution(tx: DbTx, id: string): Promise<ResolutionRecord | null> {
  if (!isUuid(id)) return null;
  const rows = await query<ResolutionRow>(
    tx,
    sql`select ${RESOLUTION_COLUMNS} from public.company_resolutions r where r.id = ${id}`,
  );
  return (await withSignatories(tx, rows))[0] ?? null;
}

/** The signatory a link names and its resolution (the caller's connection must see them). */
export async function findByToken(
  tx: DbTx,
  token: string,
): Promise<{ signatory: SignatoryRecord; resolution: ResolutionRecord } | null> {
  const row = await queryOne<{ id: string; resolution_id: string }>(
    tx,
    sql`select s.id, s.resolution_id from public.company_resolution_signatories s
        where s.token_hash = ${signingTokenHash(token)}`,
  );
  if (!row) return null;
  const resolution = await findResolution(tx, row.resolution_id);
  const signatory = resolution?.signatories.find((s) => s.id === row.id);
  return resolution && signatory ? { signatory, resolution } : null;
}

/** Writes a proposed resolution and its signatories; the tokens to mail, by signatory. */
export async function insertResolution(
  tx: DbTx,
  input: {
    companyId: string;
    body: ResolutionBody;
    data: ResolutionData;
    resolvedOn: string;
    signatories: { name: string; email: string }[];
    /** The day the links are mailed (the server's clock). */
    sentOn: string;
  },
): Promise<{
  id: string;
  links: { signatoryId: string; name: string; email: string; token: string }[];
}> {
  const row = await queryOne<{ id: string }>(
    tx,
    sql`insert into public.company_resolutions (company_id, kind, body, data, resolved_on)
        values (${input.companyId}, ${input.data.kind}, ${input.body}, ${JSON.stringify(input.data)}::jsonb, ${input.resolvedOn})
        returning id`,
  );
  const links = [];
  for (const s of input.signatories) {
    const token = newSigningToken();
    const signatory = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.company_resolution_signatories
            (resolution_id, name, email, token_hash, link_sent_on, link_expires_on)
          values (${row!.id}, ${s.name}, ${s.email}, ${signingTokenHash(token)}, ${input.sentOn},
                  ${addDays(input.sentOn, SIGNING_LINK_DAYS)}) returning id`,
    );
    links.push({ signatoryId: signatory!.id, name: s.name, email: s.email, token });
  }
  return { id: row!.id, links };
}

/**
 * A fresh link for an unsigned signatory: the new token's hash replaces the old one's (the old
 * link finds no one) and its period starts `sentOn`. Under the caller's row-level security (the
 * owner's open resolution, or staff); null when no row could be rewritten.
 */
export async function renewSigningLink(
  tx: DbTx,
  signatoryId: string,
  sentOn: string,
): Promise<{ token: string; expiresOn: string } | null> {
  const token = newSigningToken();
  const expiresOn = addDays(sentOn, SIGNING_LINK_DAYS);
  const row = await queryOne<{ id: string }>(
    tx,
    sql`update public.company_resolution_signatories
        set token_hash = ${signingTokenHash(token)}, link_sent_on = ${sentOn},
            link_expires_on = ${expiresOn}
        where id = ${signatoryId} and signed_at is null returning id`,
  );
  return row ? { token, expiresOn } : null;
}

/** Records a signature (the server's connection: signing is by link). */
export async function markSigned(
  tx: DbTx,
  signatoryId: string,
  signature: { name: string; on: string; userId: string | null; sessionId: string | null },
): Promise<void> {
  await tx.execute(
    sql`update public.company_resolution_signatories
        set signed_name = ${signature.name}, signed_on = ${signature.on}, signed_at = now(),
            signed_user_id = ${signature.userId}, signed_session_id = ${signature.sessionId}
        where id = ${signatoryId} and signed_at is null`,
  );
}

/** Marks a resolution passed, with the order its filing became (if any). */
export async function markPassed(
  tx: DbTx,
  id: string,
  orderMessageId: string | null,
): Promise<void> {
  await tx.execute(
    sql`update public.company_resolutions set state = 'passed', passed_at = now(),
        order_message_id = ${orderMessageId} where id = ${id} and state = 'open'`,
  );
}

/** What the signing page shows a link's holder. */
export type SigningView = {
  company: string;
  signatory: string;
  resolution: ResolutionRecord;
  signed: boolean;
  /** The link's last day is behind today: it signs nothing (the holder asks for a fresh one). */
  expired: boolean;
  expiresOn: string;
};

/**
 * The signing page's view of a link, or null when no signatory holds it. The server's connection
 * (no row-level security): the holder of the link may have no account, and the token is what
 * entitles them to read this one resolution, nothing else.
 */
export async function signingView(token: string, database?: Database): Promise<SigningView | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return withServiceRole(async (tx) => {
    const found = await findByToken(tx, token);
    if (!found) return null;
    const company = await queryOne<{ legal_name: string }>(
      tx,
      sql`select legal_name from public.companies where id = ${found.resolution.companyId}`,
    );
    return {
      company: company?.legal_name ?? '',
      signatory: found.signatory.name,
      resolution: found.resolution,
      signed: found.signatory.signedAt !== null,
      expired: linkExpired(found.signatory.linkExpiresOn, todayIso()),
      expiresOn: found.signatory.linkExpiresOn,
    };
  }, database);
}
