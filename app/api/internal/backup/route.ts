import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { backendMode } from '@/lib/config/backend';
import { dataDir } from '@/lib/config/data-dir';
import { getDatabase } from '@/lib/db/instance';
import { INTERNAL_TOKEN_FILE } from '@/lib/embedded-backend/backend';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** The token of DATA_DIR/internal-token (written at start), or null before it exists. */
function internalToken(): string | null {
  try {
    const token = readFileSync(path.join(dataDir(), INTERNAL_TOKEN_FILE), 'utf8').trim();
    return token.length >= 32 ? token : null;
  } catch {
    return null;
  }
}

function sameToken(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * `npm run backup` while the server runs (scripts/backup.mjs): PGlite allows one process per data
 * directory, so the copy of the embedded database is made here, by the process that holds it,
 * and sent back as a gzipped tarball. Only for the holder of DATA_DIR/internal-token (the same
 * token as the admin CLI's); 404 where the database is not PGlite (PostgreSQL: pg_dump).
 */
export async function POST(request: Request) {
  if (backendMode() !== 'embedded' || process.env.DATABASE_URL)
    return new Response('Not Found', { status: 404 });
  const expected = internalToken();
  const presented = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1] ?? '';
  if (!expected || !presented || !sameToken(presented.trim(), expected))
    return Response.json({ message: 'Unauthorized' }, { status: 401 });
  const database = await getDatabase();
  if (!database.dump) return new Response('Not Found', { status: 404 });
  const startedAt = new Date().toISOString();
  const tarball = await database.dump();
  console.info(`[backup] embedded database copied (${tarball.size} bytes)`);
  return new Response(tarball.stream(), {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(tarball.size),
      'Cache-Control': 'no-store',
      'X-Backup-Started-At': startedAt,
    },
  });
}
