import 'server-only';
import { sql } from 'drizzle-orm';
import { query, queryOne, type DbTx } from '@/lib/db/database';
import { isUuid } from '@/lib/validation/ids';
import { minutesContentSchema, type MinutesContent } from './minutes';

export type MinutesRecord = {
  id: string;
  companyId: string;
  heldOn: string;
  createdAt: string;
  content: MinutesContent;
};

type MinutesRow = {
  id: string;
  company_id: string;
  held_on: string;
  data: unknown;
  created_at: string | Date;
};

const COLUMNS = sql.raw(`m.id, m.company_id, m.held_on::text as held_on, m.data, m.created_at`);

function toRecord(row: MinutesRow): MinutesRecord[] {
  const content = minutesContentSchema.safeParse(row.data);
  if (!content.success) return [];
  return [
    {
      id: row.id,
      companyId: row.company_id,
      heldOn: String(row.held_on).slice(0, 10),
      createdAt:
        row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at),
      content: content.data as MinutesContent,
    },
  ];
}

/** A company's minutes, latest meeting first, if the caller may read them (row-level security). */
export async function listMinutes(tx: DbTx, companyId: string): Promise<MinutesRecord[]> {
  if (!isUuid(companyId)) return [];
  const rows = await query<MinutesRow>(
    tx,
    sql`select ${COLUMNS} from public.company_minutes m where m.company_id = ${companyId}
        order by m.held_on desc, m.created_at desc`,
  );
  return rows.flatMap(toRecord);
}

/** One meeting's minutes, if the caller may read them. */
export async function findMinutes(tx: DbTx, id: string): Promise<MinutesRecord | null> {
  if (!isUuid(id)) return null;
  const rows = await query<MinutesRow>(
    tx,
    sql`select ${COLUMNS} from public.company_minutes m where m.id = ${id}`,
  );
  return rows.flatMap(toRecord)[0] ?? null;
}

/** Records minutes under the caller's rights (the owner's company, or staff). */
export async function insertMinutes(
  tx: DbTx,
  companyId: string,
  content: MinutesContent,
): Promise<string> {
  const row = await queryOne<{ id: string }>(
    tx,
    sql`insert into public.company_minutes (company_id, body, held_on, data)
        values (${companyId}, ${content.body}, ${content.heldOn}, ${JSON.stringify(content)}::jsonb)
        returning id`,
  );
  return row!.id;
}
