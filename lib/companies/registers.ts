import { z } from 'zod';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import { isUuid } from '@/lib/validation/ids';
import { nameText, requiredText } from '@/lib/validation/text';

/**
 * Boardroom-in-a-Box (issue 34): a company's statutory registers kept as an append-only history
 * of dated entries (public.company_register_entries). The registers at any date are computed
 * from the entries effective on or before it, so nothing is ever overwritten and every state the
 * company was in can be printed again. Pure: the command checks a new entry with `checkEntry`
 * against the history before writing it, the page and the PDF call `registersAsAt`.
 *
 * The registers each jurisdiction requires (sources in docs/sources.md, checked 2026-11-28):
 * - UK: members s.113, directors s.162, secretaries s.275, charges, people with significant
 *   control Part 21A, Companies Act 2006 [S360];
 * - Nigeria: members, directors and secretaries, charges, persons with significant control
 *   (CAMA 2020 ss.119-120) [S361][S86], other section numbers UNCONFIRMED;
 * - Ghana: members, directors and secretary, charges, beneficial owners (Companies Act 2019,
 *   Act 992) [S362], section numbers UNCONFIRMED.
 *
 * Messages are keys of `Boardroom.errors`. People and classes are matched by name, case and
 * spacing ignored (a register names a person as they signed).
 */

export const REGISTER_ENTRY_KINDS = [
  'allotment',
  'transfer',
  'appointment',
  'cessation',
  'psc_notified',
  'psc_ceased',
  'charge_created',
  'charge_satisfied',
] as const;
export type RegisterEntryKind = (typeof REGISTER_ENTRY_KINDS)[number];

export const OFFICER_REGISTER_ROLES = ['director', 'secretary'] as const;
export type OfficerRegisterRole = (typeof OFFICER_REGISTER_ROLES)[number];

export const REGISTERS = ['members', 'officers', 'psc', 'charges'] as const;
export type RegisterName = (typeof REGISTERS)[number];

/** Which register an entry writes to. */
export const REGISTER_OF: Record<RegisterEntryKind, RegisterName> = {
  allotment: 'members',
  transfer: 'members',
  appointment: 'officers',
  cessation: 'officers',
  psc_notified: 'psc',
  psc_ceased: 'psc',
  charge_created: 'charges',
  charge_satisfied: 'charges',
};

const shares = z.coerce
  .number({ error: 'wholeNumber' })
  .int('wholeNumber')
  .min(1, 'positive')
  .max(1_000_000_000_000, 'tooLarge');
const shareClass = requiredText(60);
/** An amount in minor units (kobo, pesewas, pence); blank is none. */
const optionalMinor = z.coerce
  .number({ error: 'wholeNumber' })
  .int('wholeNumber')
  .min(0, 'positive')
  .max(1e15, 'tooLarge')
  .optional();

/** What each kind of entry says, as the form sends it. */
export const entryDataSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('allotment'),
    holder: nameText(200),
    shareClass,
    shares,
    /** What was paid for the shares, in minor units of the company's currency. */
    paidMinor: optionalMinor,
  }),
  z.object({
    kind: z.literal('transfer'),
    from: nameText(200),
    to: nameText(200),
    shareClass,
    shares,
  }),
  z.object({
    kind: z.literal('appointment'),
    name: nameText(200),
    role: z.enum(OFFICER_REGISTER_ROLES, { error: 'required' }),
    email: z
      .string()
      .trim()
      .max(254, 'tooLong')
      .refine((v) => v === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), 'email')
      .optional()
      .default(''),
  }),
  z.object({
    kind: z.literal('cessation'),
    name: nameText(200),
    role: z.enum(OFFICER_REGISTER_ROLES, { error: 'required' }),
  }),
  z.object({
    kind: z.literal('psc_notified'),
    name: nameText(200),
    /** The nature of control: "more than 25% of the shares", "right to appoint directors". */
    nature: requiredText(200),
  }),
  z.object({ kind: z.literal('psc_ceased'), name: nameText(200) }),
  z.object({
    kind: z.literal('charge_created'),
    chargee: nameText(200),
    description: requiredText(300),
    amountMinor: optionalMinor,
  }),
  z.object({
    kind: z.literal('charge_satisfied'),
    /** The entry that created the charge. */
    chargeId: z.string().refine(isUuid, 'required'),
  }),
]);
export type EntryData = z.output<typeof entryDataSchema>;

/** One entry of the history as the rules read it. */
export type RegisterEntry = {
  id: string;
  effectiveOn: string;
  /** When it was written (ISO timestamp): orders the entries of one day. */
  recordedAt: string;
  /** Who wrote it, as the audit shows them. */
  recordedBy: string;
  data: EntryData;
};

export const recordEntrySchema = z.object({
  companyId: z.string().refine(isUuid, 'required'),
  effectiveOn: dateField,
  entry: entryDataSchema,
});

export type Holding = { holder: string; shareClass: string; shares: number };
export type OfficerHolding = {
  name: string;
  role: OfficerRegisterRole;
  email: string;
  appointedOn: string;
};
export type Psc = { name: string; nature: string; notifiedOn: string };
export type Charge = {
  id: string;
  chargee: string;
  description: string;
  amountMinor: number | null;
  createdOn: string;
};

/** The four registers on one date. */
export type Registers = {
  asAt: string;
  members: Holding[];
  officers: OfficerHolding[];
  psc: Psc[];
  charges: Charge[];
};

/** Why an entry cannot be written: a key of `Boardroom.errors`. */
export type EntryRefusal =
  | 'sharesNotHeld'
  | 'sameHolder'
  | 'notAnOfficer'
  | 'alreadyAnOfficer'
  | 'notAPsc'
  | 'alreadyAPsc'
  | 'chargeNotFound';

/** A name as the registers compare it. */
export const sameName = (a: string, b: string) =>
  a.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase() ===
  b.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The history in the order it happened: by effective date, then as it was written. */
export function inOrder(entries: readonly RegisterEntry[]): RegisterEntry[] {
  return [...entries].sort(
    (a, b) =>
      a.effectiveOn.localeCompare(b.effectiveOn) ||
      a.recordedAt.localeCompare(b.recordedAt) ||
      a.id.localeCompare(b.id),
  );
}

type Replay = { registers: Registers; refusal: { entryId: string; key: EntryRefusal } | null };

function replay(entries: readonly RegisterEntry[], asAt: string): Replay {
  const members: Holding[] = [];
  const officers: OfficerHolding[] = [];
  const psc: Psc[] = [];
  const charges: Charge[] = [];
  const holding = (holder: string, cls: string) =>
    members.find((h) => sameName(h.holder, holder) && sameName(h.shareClass, cls));
  const add = (holder: string, cls: string, count: number) => {
    const found = holding(holder, cls);
    if (found) found.shares += count;
    else members.push({ holder: holder.trim(), shareClass: cls.trim(), shares: count });
  };
  for (const entry of inOrder(entries)) {
    if (entry.effectiveOn > asAt) break;
    const d = entry.data;
    const refuse = (key: EntryRefusal): Replay => ({
      registers: { asAt, members, officers, psc, charges },
      refusal: { entryId: entry.id, key },
    });
    switch (d.kind) {
      case 'allotment':
        add(d.holder, d.shareClass, d.shares);
        break;
      case 'transfer': {
        if (sameName(d.from, d.to)) return refuse('sameHolder');
        const from = holding(d.from, d.shareClass);
        if (!from || from.shares < d.shares) return refuse('sharesNotHeld');
        from.shares -= d.shares;
        add(d.to, d.shareClass, d.shares);
        break;
      }
      case 'appointment':
        if (officers.some((o) => sameName(o.name, d.name) && o.role === d.role))
          return refuse('alreadyAnOfficer');
        officers.push({
          name: d.name.trim(),
          role: d.role,
          email: d.email,
          appointedOn: entry.effectiveOn,
        });
        break;
      case 'cessation': {
        const at = officers.findIndex((o) => sameName(o.name, d.name) && o.role === d.role);
        if (at < 0) return refuse('notAnOfficer');
        officers.splice(at, 1);
        break;
      }
      case 'psc_notified':
        if (psc.some((p) => sameName(p.name, d.name))) return refuse('alreadyAPsc');
        psc.push({ name: d.name.trim(), nature: d.nature, notifiedOn: entry.effectiveOn });
        break;
      case 'psc_ceased': {
        const at = psc.findIndex((p) => sameName(p.name, d.name));
        if (at < 0) return refuse('notAPsc');
        psc.splice(at, 1);
        break;
      }
      case 'charge_created':
        charges.push({
          id: entry.id,
          chargee: d.chargee.trim(),
          description: d.description,
          amountMinor: d.amountMinor ?? null,
          createdOn: entry.effectiveOn,
        });
        break;
      case 'charge_satisfied': {
        const at = charges.findIndex((c) => c.id === d.chargeId);
        if (at < 0) return refuse('chargeNotFound');
        charges.splice(at, 1);
        break;
      }
    }
  }
  return {
    registers: {
      asAt,
      // A holder who transferred everything is no longer a member.
      members: members.filter((h) => h.shares > 0),
      officers,
      psc,
      charges,
    },
    refusal: null,
  };
}

/** The registers as they stood at the end of `asAt` (YYYY-MM-DD), from the history. */
export function registersAsAt(entries: readonly RegisterEntry[], asAt: string): Registers {
  return replay(entries, asAt).registers;
}

/**
 * Whether `candidate` may join the history: replayed with every entry (those after it too, since
 * a back-dated entry changes what followed), nothing becomes impossible (a transfer of shares no
 * longer held, a director removed twice).
 */
export function checkEntry(
  history: readonly RegisterEntry[],
  candidate: RegisterEntry,
): EntryRefusal | null {
  const last = [...history, candidate].reduce(
    (max, e) => (e.effectiveOn > max ? e.effectiveOn : max),
    candidate.effectiveOn,
  );
  return replay([...history, candidate], last).refusal?.key ?? null;
}

/** The issued shares per class, for the register's totals and the OCF export. */
export function sharesByClass(members: readonly Holding[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const h of members) totals.set(h.shareClass, (totals.get(h.shareClass) ?? 0) + h.shares);
  return totals;
}

/** The "as at" date a page was asked for: a real date not after today, else today. */
export function asAtOf(asked: unknown, today: string): string {
  const value = typeof asked === 'string' ? asked : '';
  return isIsoDate(value) && value < today ? value : today;
}
