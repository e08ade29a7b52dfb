import 'server-only';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { getDatabase } from '@/lib/db/instance';
import { applyAdminEmails } from '@/lib/embedded-backend/admins';
import { getEmbeddedBackend, INTERNAL_TOKEN_FILE } from '@/lib/embedded-backend/backend';
import { fileSecret, parseAdminEmails, type DeliverMail } from '@/lib/embedded-backend/config';
import { productionNotice } from '@/lib/embedded-backend/notice';
import { outboxDir, pruneOutbox } from '@/lib/mail/mailer';
import { backendMode } from '@/lib/config/backend';

/** What the app gives the embedded backend: how its mails are sent (the job queue's enqueueMail). */
export interface BackendDeps {
  deliverMail?: DeliverMail;
}

/**
 * Called once per server process (see startOrStop). Embedded mode: opens the database (3–4 s,
 * migrations included), makes the backend with `deps`, prepares the secrets, applies
 * ADMIN_EMAILS, prunes the mail outbox and records how the admin CLI reaches this server. Hosted
 * mode with DATABASE_URL: applies ADMIN_EMAILS only.
 */
export async function startBackend(deps: BackendDeps = {}): Promise<void> {
  const mode = backendMode();
  if (mode === 'hosted') {
    if (process.env.DATABASE_URL && process.env.ADMIN_EMAILS) {
      await applyAdminEmails(await getDatabase(), parseAdminEmails(process.env.ADMIN_EMAILS));
    }
    return;
  }
  if (mode !== 'embedded') return;

  const backend = await getEmbeddedBackend(deps);
  const { dataDir, adminEmails } = backend.config;
  fileSecret(dataDir, INTERNAL_TOKEN_FILE);
  await applyAdminEmails(backend.database, adminEmails, { outbox: outboxDir(dataDir) });
  if (!process.env.SMTP_URL) await pruneOutbox(outboxDir(dataDir));
  if (!process.env.DATABASE_URL) {
    // PGlite: the admin CLI reads this file to reach the server holding the database (`next
    // start` sets PORT once it listens). On PostgreSQL the CLI connects to the database itself.
    const record = () =>
      writeFileSync(
        path.join(dataDir, 'server.json'),
        JSON.stringify({ pid: process.pid, url: `http://127.0.0.1:${process.env.PORT ?? 3000}` }),
      );
    record();
    setTimeout(record, 3000).unref();
  }

  if (process.env.NODE_ENV === 'production') {
    const databaseUrl = process.env.DATABASE_URL;
    (databaseUrl ? console.info : console.warn)(productionNotice(dataDir, databaseUrl));
  }
}

/**
 * instrumentation.ts: starts the backend, or stops this process when it cannot (PGlite's data
 * directory held by another server, the database unreachable, a migration failing). Next would
 * otherwise keep listening and answer 500 to every request, its health check included, and never
 * recover; stopped, the server is restarted by its supervisor and starts once the cause is gone.
 */
export async function startOrStop(deps: BackendDeps = {}): Promise<void> {
  try {
    await startBackend(deps);
  } catch (error) {
    console.error(
      '[startup] The server cannot start:',
      error instanceof Error ? error.message : error,
    );
    console.error('[startup] This server stops.');
    process.exit(1);
  }
}
