import 'server-only';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import type { FileStorage } from '@/lib/storage/storage';
import { documentStorage } from './documents';

/** An upload no application names after this long is removed (issue 23, finding 3). */
export const ORPHAN_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the uploads older than `olderThanMs` that nothing holds: no application's document
 * (submitted, delivered, a payment proof, a reply) and no draft kept on the server names them.
 * A draft kept only in a browser cannot hold a file longer than that: the wizard asks for it
 * again at submission (the submit checks every named file is in storage). Returns the keys removed.
 */
export async function sweepOrphanUploads({
  now = Date.now(),
  olderThanMs = ORPHAN_UPLOAD_AGE_MS,
  storage = documentStorage(),
  database,
}: { now?: number; olderThanMs?: number; storage?: FileStorage; database?: Database } = {}): Promise<string[]> {
  const candidates = await storage.listOlderThan(new Date(now - olderThanMs));
  if (candidates.length === 0) return [];
  const keys = candidates.map((c) => c.key);
  const listed = JSON.stringify(keys);
  const held = await withServiceRole(
    (tx) =>
      query<{ key: string }>(
        tx,
        sql`with listed as (select jsonb_array_elements_text(${listed}::jsonb) as key)
            select storage_path as key from public.application_documents where storage_path in (select key from listed)
            union
            select value #>> '{}' as key
              from public.applications a,
                   jsonb_path_query(a.data || a.pending_answers, 'strict $.** ? (@.type() == "string")') value
             where a.status = 'draft' and value #>> '{}' in (select key from listed)`,
      ),
    database,
  );
  const kept = new Set(held.map((row) => row.key));
  const orphans = keys.filter((key) => !kept.has(key));
  for (const key of orphans) await storage.remove(key);
  return orphans;
}
