import 'server-only';
import { sql } from 'drizzle-orm';
import type { Currency } from '@/lib/catalogue/money';
import type { IsoDate } from '@/lib/compliance/dates';
import { query, queryOne, type DbTx } from '@/lib/db/database';
import type { LetterCategory, OfficeCountry } from './rules';

/**
 * Reading the virtual office and its mailroom (issue 34), in the caller's transaction: row-level
 * security shows staff everything and a customer their own assignment, address and letters.
 */

export type OfficeAddress = {
  id: string;
  country: OfficeCountry;
  line1: string;
  line2: string | null;
  city: string;
  postcode: string | null;
  notes: string | null;
  retired: boolean;
};

export type Letter = {
  id: string;
  subscriptionId: string;
  sender: string;
  receivedOn: IsoDate;
  category: LetterCategory;
  /** Whether the scan is still kept (the retention job removes it after 12 months). */
  hasScan: boolean;
  request: 'forward' | 'shred' | null;
  forwardTo: string | null;
  forwardFee: { amount: number; currency: Currency } | null;
  requestedAt: string | null;
  doneAt: string | null;
  doneNote: string | null;
};

/** A virtual-office subscription as staff assign and record letters for it. */
export type OfficeSubscription = {
  id: string;
  companyId: string;
  companyName: string;
  jurisdiction: string;
  state: string;
  addressId: string | null;
};

/** A letter with its company, for the staff's lists. */
export type StaffLetter = Letter & { companyName: string; companyId: string };

type AddressRow = {
  id: string;
  country: OfficeCountry;
  line1: string;
  line2: string | null;
  city: string;
  postcode: string | null;
  notes: string | null;
  retired_at: unknown;
};

const toAddress = (row: AddressRow): OfficeAddress => ({
  id: row.id,
  country: row.country,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  postcode: row.postcode,
  notes: row.notes,
  retired: row.retired_at !== null,
});

type LetterRow = {
  id: string;
  subscription_id: string;
  sender: string;
  received_on: string;
  category: LetterCategory;
  scan_path: string | null;
  request: 'forward' | 'shred' | null;
  forward_to: string | null;
  forward_fee: number | null;
  forward_currency: Currency | null;
  requested_at: unknown;
  done_at: unknown;
  done_note: string | null;
};

const stamp = (value: unknown) =>
  value === null ? null : value instanceof Date ? value.toISOString() : String(value);

const toLetter = (row: LetterRow): Letter => ({
  id: row.id,
  subscriptionId: row.subscription_id,
  sender: row.sender,
  receivedOn: row.received_on,
  category: row.category,
  hasScan: row.scan_path !== null,
  request: row.request,
  forwardTo: row.forward_to,
  forwardFee:
    row.forward_fee !== null && row.forward_currency
      ? { amount: Number(row.forward_fee), currency: row.forward_currency }
      : null,
  requestedAt: stamp(row.requested_at),
  doneAt: stamp(row.done_at),
  doneNote: row.done_note,
});

const LETTER_COLUMNS = sql`l.id, l.subscription_id, l.sender, l.received_on::text as received_on, l.category,
  l.scan_path, l.request, l.forward_to, l.forward_fee, l.forward_currency, l.requested_at, l.done_at, l.done_note`;

/** Every address, by country, the ones in use first. */
export async function listAddresses(tx: DbTx): Promise<OfficeAddress[]> {
  const rows = await query<AddressRow>(
    tx,
    sql`select id, country, line1, line2, city, postcode, notes, retired_at
        from public.virtual_office_addresses order by retired_at nulls first, country, city, line1`,
  );
  return rows.map(toAddress);
}

/** The running virtual-office subscriptions, with the address assigned (if any). */
export async function listOfficeSubscriptions(tx: DbTx): Promise<OfficeSubscription[]> {
  const rows = await query<{
    id: string;
    company_id: string;
    legal_name: string;
    jurisdiction: string;
    state: string;
    address_id: string | null;
  }>(
    tx,
    sql`select s.id, s.company_id, c.legal_name, c.jurisdiction, s.state, a.address_id
        from public.subscriptions s
        join public.companies c on c.id = s.company_id
        left join public.virtual_office_assignments a on a.subscription_id = s.id
        where s.service = 'virtualOffice' and s.state in ('active', 'renewal_due')
        order by c.legal_name, s.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    companyId: r.company_id,
    companyName: r.legal_name,
    jurisdiction: r.jurisdiction,
    state: r.state,
    addressId: r.address_id,
  }));
}

/** Letters for staff: the open requests (oldest first), or the latest recorded. */
export async function listStaffLetters(tx: DbTx, which: 'open' | 'recent'): Promise<StaffLetter[]> {
  const rows = await query<LetterRow & { legal_name: string; company_id: string }>(
    tx,
    which === 'open'
      ? sql`select ${LETTER_COLUMNS}, c.legal_name, c.id as company_id
            from public.mailroom_letters l
            join public.subscriptions s on s.id = l.subscription_id
            join public.companies c on c.id = s.company_id
            where l.request is not null and l.done_at is null
            order by l.requested_at, l.id`
      : sql`select ${LETTER_COLUMNS}, c.legal_name, c.id as company_id
            from public.mailroom_letters l
            join public.subscriptions s on s.id = l.subscription_id
            join public.companies c on c.id = s.company_id
            order by l.created_at desc, l.id limit 50`,
  );
  return rows.map((r) => ({ ...toLetter(r), companyName: r.legal_name, companyId: r.company_id }));
}

export type CompanyOffice = {
  subscriptionId: string;
  address: OfficeAddress | null;
  letters: Letter[];
};

/**
 * The company page's virtual office: the subscription (running, or the latest), its address once
 * assigned, and its letters, newest first. Null when the company never had one.
 */
export async function findCompanyOffice(
  tx: DbTx,
  companyId: string,
): Promise<CompanyOffice | null> {
  const subscription = await queryOne<{ id: string; address_id: string | null }>(
    tx,
    sql`select s.id, a.address_id from public.subscriptions s
        left join public.virtual_office_assignments a on a.subscription_id = s.id
        where s.company_id = ${companyId} and s.service = 'virtualOffice'
        order by (s.state in ('active', 'renewal_due')) desc, s.period_end desc limit 1`,
  );
  if (!subscription) return null;
  const address = subscription.address_id
    ? await queryOne<AddressRow>(
        tx,
        sql`select id, country, line1, line2, city, postcode, notes, retired_at
            from public.virtual_office_addresses where id = ${subscription.address_id}`,
      )
    : null;
  const letters = await query<LetterRow>(
    tx,
    sql`select ${LETTER_COLUMNS} from public.mailroom_letters l
        where l.subscription_id = ${subscription.id} order by l.received_on desc, l.created_at desc`,
  );
  return {
    subscriptionId: subscription.id,
    address: address ? toAddress(address) : null,
    letters: letters.map(toLetter),
  };
}

/** A letter's scan as the caller may read it (row-level security): null when not theirs or removed. */
export async function findLetterScan(
  tx: DbTx,
  letterId: string,
): Promise<{ scanPath: string; receivedOn: IsoDate; category: LetterCategory } | null> {
  const row = await queryOne<{
    scan_path: string | null;
    received_on: string;
    category: LetterCategory;
  }>(
    tx,
    sql`select scan_path, received_on::text as received_on, category from public.mailroom_letters where id = ${letterId}`,
  );
  return row?.scan_path
    ? { scanPath: row.scan_path, receivedOn: row.received_on, category: row.category }
    : null;
}
