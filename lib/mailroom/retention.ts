import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '@/lib/audit/audit';
import { system } from '@/lib/commands/actor';
import type { IsoDate } from '@/lib/compliance/dates';
import { todayIso } from '@/lib/config/clock';
import { query, queryOne, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { defineJob } from '@/lib/jobs/definition';
import type { FileStorage } from '@/lib/storage/storage';
import { isHarnessEnabled } from '@/lib/config/harness';
import { retentionBound, scanExpired } from './rules';
import { scanStorage } from './scans';

/**
 * Removes the scans past the retention /privacy states (12 months after receipt, lib/mailroom/
 * rules.ts): the file, and the letter's reference to it (the letter itself stays: sender, date,
 * category, the request). One transaction per letter: the row is cleared, then the file removed;
 * a removal that fails rolls the row back, so the next day's run tries again.
 */
export async function removeExpiredScans({
  today = todayIso(),
  storage = scanStorage(),
  database,
}: {
  today?: IsoDate;
  storage?: FileStorage;
  database?: Database;
} = {}): Promise<{ removed: number }> {
  const candidates = await withServiceRole(
    (tx) =>
      query<{ id: string; received_on: string }>(
        tx,
        sql`select id, received_on::text as received_on from public.mailroom_letters
            where scan_path is not null and received_on <= ${retentionBound(today)}::date
            order by received_on, id`,
      ),
    database,
  );
  let removed = 0;
  for (const letter of candidates.filter((l) => scanExpired(l.received_on, today)))
    await withServiceRole(async (tx) => {
      const row = await queryOne<{ scan_path: string }>(
        tx,
        sql`select scan_path from public.mailroom_letters
            where id = ${letter.id} and scan_path is not null for update`,
      );
      if (!row) return;
      await tx.execute(
        sql`update public.mailroom_letters set scan_path = null, scan_deleted_at = now() where id = ${letter.id}`,
      );
      await recordAudit(tx, system('scheduler'), {
        action: 'mailroom.scan_removed',
        targetType: 'mailroom_letter',
        targetId: letter.id,
        details: { receivedOn: letter.received_on },
      });
      await storage.remove(row.scan_path);
      removed += 1;
    }, database);
  return { removed };
}

/** `mailroom.retention`: once a day (lib/jobs/registry.ts SCHEDULES). */
export const mailroomRetentionJob = defineJob({
  name: 'mailroom.retention',
  // The harness may pass the day to run as (E2E_HARNESS only).
  schema: z.object({ today: z.iso.date().optional() }).default({}),
  queue: { retryLimit: 3, retryDelay: 600, retryBackoff: true, expireInSeconds: 30 * 60 },
  handler: async (data, run) => {
    const today = isHarnessEnabled() ? data.today : undefined;
    const result = await removeExpiredScans({ today, database: run.database });
    if (result.removed > 0)
      console.info(`[jobs] mailroom.retention removed ${result.removed} scans`);
  },
});
