import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { defineJob } from '@/lib/jobs/definition';
import type { FileStorage } from '@/lib/storage/storage';
import { documentStorage } from './documents';
import { namedKeys } from './uploads';

/** An upload no application names after this long is removed (issue 23, finding 3). */
export const ORPHAN_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;
/** How many stored objects one step of the sweep looks at. */
const PAGE_SIZE = 500;

/**
 * Removes the uploads older than `olderThanMs` that nothing holds: no application's document
 * (submitted, delivered, a payment proof, a reply) and no draft kept on the server names them.
 * A draft kept only in a browser cannot hold a file longer than that: the wizard asks for it
 * again at submission (the submit checks every named file is in storage). The whole bucket is
 * walked page by page in key order (issue 29, finding 8: it used to look at the 1,000 oldest
 * objects only, so once that many were kept it never reached a new orphan), and what interrupted
 * writes left behind (temporary files, a meta without its file) goes after the same delay.
 * The lookup runs as service_role: it must see every customer's rows.
 */
export async function sweepOrphanUploads({
  now = Date.now(),
  olderThanMs = ORPHAN_UPLOAD_AGE_MS,
  storage = documentStorage(),
  database,
  pageSize = PAGE_SIZE,
}: {
  now?: number;
  olderThanMs?: number;
  storage?: FileStorage;
  database?: Database;
  pageSize?: number;
} = {}): Promise<{ removed: string[]; leftovers: string[] }> {
  const before = new Date(now - olderThanMs);
  const removed: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await storage.list({ cursor, limit: pageSize });
    const old = page.objects.filter((o) => o.storedAt < before).map((o) => o.key);
    if (old.length > 0) {
      const named = await withServiceRole((tx) => namedKeys(tx, old), database);
      const orphans = old.filter((key) => !named.has(key));
      for (const key of orphans) await storage.remove(key);
      if (orphans.length > 0)
        await withServiceRole(
          (tx) =>
            tx.execute(
              sql`delete from public.uploads where key in (select jsonb_array_elements_text(${JSON.stringify(orphans)}::jsonb))`,
            ),
          database,
        );
      removed.push(...orphans);
    }
    cursor = page.next;
  } while (cursor);
  const leftovers = await storage.removeLeftovers(before);
  return { removed, leftovers };
}

/**
 * `uploads.sweep-orphans`: the sweep, run by the scheduler once an hour across all instances
 * (lib/jobs/registry.ts SCHEDULES). It used to run after an upload's response, at most hourly per
 * process: a server nobody uploaded to never swept, and each instance swept on its own. A run
 * that fails is tried again twice, five minutes apart; the next hour's run starts over anyway.
 */
export const sweepOrphanUploadsJob = defineJob({
  name: 'uploads.sweep-orphans',
  schema: z.unknown(),
  queue: { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 30 * 60 },
  handler: async (_data, run) => {
    const { removed, leftovers } = await sweepOrphanUploads({ database: run.database });
    if (removed.length + leftovers.length > 0)
      console.info(
        `[jobs] uploads.sweep-orphans removed ${removed.length} orphan uploads and ${leftovers.length} leftovers`,
      );
  },
});
