import 'server-only';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { getDatabase } from '@/lib/db/instance';
import { applyAdminEmails } from '@/lib/embedded-backend/admins';
import { getEmbeddedBackend, INTERNAL_TOKEN_FILE } from '@/lib/embedded-backend/backend';
import { fileSecret, parseAdminEmails } from '@/lib/embedded-backend/config';
import { backendMode } from '@/lib/config/backend';

/**
 * Called once per server process from instrumentation.ts. Embedded mode: opens the database
 * (3–4 s, migrations included), prepares the secrets, applies ADMIN_EMAILS and records how the
 * admin CLI reaches this server. Hosted mode with DATABASE_URL: applies ADMIN_EMAILS only.
 */
export async function startBackend(): Promise<void> {
  const mode = backendMode();
  if (mode === 'hosted') {
    if (process.env.DATABASE_URL && process.env.ADMIN_EMAILS) {
      await applyAdminEmails(await getDatabase(), parseAdminEmails(process.env.ADMIN_EMAILS));
    }
    return;
  }
  if (mode !== 'embedded') return;

  const backend = await getEmbeddedBackend();
  const { dataDir, adminEmails } = backend.config;
  fileSecret(dataDir, INTERNAL_TOKEN_FILE);
  await applyAdminEmails(backend.database, adminEmails);
  // `next start` sets PORT once it listens; the CLI reads this file to find the server.
  const record = () =>
    writeFileSync(
      path.join(dataDir, 'server.json'),
      JSON.stringify({ pid: process.pid, url: `http://127.0.0.1:${process.env.PORT ?? 3000}` }),
    );
  record();
  setTimeout(record, 3000).unref();

  if (process.env.NODE_ENV === 'production') {
    console.warn(
      [
        '',
        '!!! ================================================================ !!!',
        '!!!  EMBEDDED BACKEND IN PRODUCTION: accounts and data live in PGlite  !!!',
        `!!!  under ${dataDir} on this one machine's disk.`,
        '!!!  Back it up, or set NEXT_PUBLIC_SUPABASE_URL + key and DATABASE_URL.',
        '!!! ================================================================ !!!',
        '',
      ].join('\n'),
    );
  }
}
