/** The server on a DATABASE_URL, without its credentials: `host:port/database`. */
export function databaseLocation(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the DATABASE_URL server';
  }
}

/**
 * What the embedded backend says at start in production: where accounts and data live. In
 * PGlite, a loud warning (one machine's disk); on a PostgreSQL server, where the data and the
 * files are, and what instances must share.
 */
export function productionNotice(dataDir: string, databaseUrl: string | undefined): string {
  if (databaseUrl) {
    return [
      `[embedded-backend] Embedded auth on PostgreSQL: accounts and data live in ${databaseLocation(databaseUrl)}.`,
      `[embedded-backend] Uploads, generated secrets and the mail outbox (without SMTP_URL) live in ${dataDir}:`,
      '[embedded-backend] every instance must use the same DATA_DIR (a shared volume).',
    ].join('\n');
  }
  return [
    '',
    '!!! ================================================================ !!!',
    '!!!  EMBEDDED BACKEND IN PRODUCTION: accounts and data live in PGlite  !!!',
    `!!!  under ${dataDir} on this one machine's disk.`,
    '!!!  Back it up, or set DATABASE_URL (PostgreSQL), or Supabase settings.',
    '!!! ================================================================ !!!',
    '',
  ].join('\n');
}
