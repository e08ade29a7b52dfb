import 'server-only';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { getDatabase } from '@/lib/db/instance';
import { applyAdminEmails } from '@/lib/embedded-backend/admins';
import { DatabaseLockedError } from '@/lib/db/lock';
import { getEmbeddedBackend, INTERNAL_TOKEN_FILE, type EmbeddedBackend } from '@/lib/embedded-backend/backend';
import { fileSecret, parseAdminEmails } from '@/lib/embedded-backend/config';
import { productionNotice } from '@/lib/embedded-backend/notice';
import { outboxDir, pruneOutbox } from '@/lib/mail/mailer';
import { backendMode } from '@/lib/config/backend';

/**
 * Called once per server process from instrumentation.ts. Embedded mode: opens the database
 * (3–4 s, migrations included; the process exits if another one holds PGlite's data
 * directory), prepares the secrets, applies ADMIN_EMAILS, prunes the mail outbox and records
 * how the admin CLI reaches this server. Hosted mode with DATABASE_URL: applies ADMIN_EMAILS only.
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

  let backend: EmbeddedBackend;
  try {
    backend = await getEmbeddedBackend();
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      // Another server holds DATA_DIR: staying up would answer 500 to every request, and a load
      // balancer's health check could not tell. Stop at once instead; a supervisor that restarts
      // this server gets it running as soon as the holder has stopped.
      console.error(`[embedded-backend] ${error.message}\n[embedded-backend] This server stops.`);
      process.exit(1);
    }
    throw error;
  }
  const { dataDir, adminEmails } = backend.config;
  fileSecret(dataDir, INTERNAL_TOKEN_FILE);
  await applyAdminEmails(backend.database, adminEmails);
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
