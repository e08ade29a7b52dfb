import 'server-only';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/lib/commands/actor';
import { query, queryOne, type DbTx } from '@/lib/db/database';
import { isUuid } from '@/lib/validation/ids';
import { entryDataSchema, type EntryData, type RegisterEntry } from './registers';

/** The history as a page reads it: who recorded each entry, and as what. */
export type RecordedEntry = RegisterEntry & { recordedByKind: 'customer' | 'staff' | 'system' };

type EntryRow = {
  id: string;
  effective_on: string;
  recorded_at: string | Date;
  recorded_by_kind: 'customer' | 'staff' | 'system';
  recorded_by_name: string;
  data: unknown;
};

function toEntry(row: EntryRow): RecordedEntry | null {
  // Written through entryDataSchema; a row that no longer parses is left out, not shown half.
  const data = entryDataSchema.safeParse(row.data);
  if (!data.success) return null;
  return {
    id: row.id,
    effectiveOn: String(row.effective_on).slice(0, 10),
    recordedAt:
      row.recorded_at instanceof Date ? row.recorded_at.toISOString() : String(row.recorded_at),
    recordedBy: row.recorded_by_name,
    recordedByKind: row.recorded_by_kind,
    data: data.data,
  };
}

/**
 * A company's whole register history, oldest first, if the caller may read it (row-level
 * security: the owner and staff).
 */
export async function registerHistory(tx: DbTx, companyId: string): Promise<RecordedEntry[]> {
  if (!isUuid(companyId)) return [];
  const rows = await query<EntryRow>(
    tx,
    sql`select id, effective_on::text as effective_on, recorded_at, recorded_by_kind, recorded_by_name, data
        from public.company_register_entries where company_id = ${companyId}
        order by effective_on, recorded_at, id`,
  );
  return rows.map(toEntry).filter((e): e is RecordedEntry => e !== null);
}

/** Who the registers say wrote an entry: a person by name (else e-mail), the system by its name. */
export function recorderOf(actor: Actor): { kind: Actor['kind']; name: string } {
  if (actor.kind === 'system') return { kind: 'system', name: `System (${actor.name})` };
  const name = actor.user.fullName.trim() || actor.user.email || actor.user.id;
  return { kind: actor.kind, name: name.slice(0, 254) };
}

/** Appends one entry, as `actor` (the database fills in the person and the time). */
export async function insertRegisterEntry(
  tx: DbTx,
  actor: Actor,
  companyId: string,
  effectiveOn: string,
  data: EntryData,
): Promise<RecordedEntry> {
  const recorder = recorderOf(actor);
  const row = await queryOne<EntryRow>(
    tx,
    sql`insert into public.company_register_entries
          (company_id, kind, effective_on, data, recorded_by_kind, recorded_by_name)
        values (${companyId}, ${data.kind}, ${effectiveOn}, ${JSON.stringify(data)}::jsonb,
                ${recorder.kind}, ${recorder.name})
        returning id, effective_on::text as effective_on, recorded_at, recorded_by_kind, recorded_by_name, data`,
  );
  return toEntry(row!)!;
}
