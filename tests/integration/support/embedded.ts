import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createEmbeddedBackend, type EmbeddedBackend } from '@/lib/embedded-backend/backend';
import type { EmbeddedConfig } from '@/lib/embedded-backend/config';
import type { Database } from '@/lib/db/database';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { EMBEDDED_PREFIX, EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';

export const ORIGIN = 'http://localhost:3999';
export const SUPABASE_URL = `${ORIGIN}${EMBEDDED_PREFIX}`;

export function tempDir(prefix = 'registra-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * A backend over `database` with its own data dir (secrets, outbox) unless one is given. Its mails
 * are jobs, as the app's (instrumentation.ts): a test that makes one starts a queue on `database`
 * (lib/jobs/queue.ts startJobQueue) and waits for the mail (./outbox.ts waitForMails).
 */
export function testBackend(
  database: Database,
  overrides: Partial<EmbeddedConfig> = {},
): EmbeddedBackend {
  return createEmbeddedBackend(database, {
    dataDir: tempDir(),
    adminEmails: [],
    confirmEmail: false,
    jwtExpiry: 3600,
    refreshReuseInterval: 10,
    signInPerMinute: 1000,
    signUpPerMinute: 1000,
    passwordChangesPerHour: 1000,
    passwordChangesPerHourPerIp: 1000,
    deliverMail: enqueueMail,
    ...overrides,
  });
}

/** A `fetch` that hands requests to the backend in-process, as the route handler does. */
export function backendFetch(backend: EmbeddedBackend): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(`${EMBEDDED_PREFIX}/`))
      return new Response('Not Found', { status: 404 });
    const segments = pathname
      .slice(EMBEDDED_PREFIX.length + 1)
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    return backend.handle(request, segments);
  };
}

/** The real supabase-js client against the backend; `ip` picks the caller's address for rate limits. */
export function testClient(backend: EmbeddedBackend, ip = '203.0.113.1'): SupabaseClient {
  return createClient(SUPABASE_URL, EMBEDDED_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: backendFetch(backend), headers: { 'x-forwarded-for': ip } },
  });
}

let counter = 0;
/** A unique e-mail address per call. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const PASSWORD = 'correct-horse-42';

/** Signs up a new user and returns the client holding their session. */
export async function signedUpClient(
  backend: EmbeddedBackend,
  fullName = 'Ada Lovelace',
  ip?: string,
) {
  const client = testClient(backend, ip);
  const email = uniqueEmail();
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: fullName } },
  });
  if (error || !data.session || !data.user) throw error ?? new Error('no session');
  return { client, email, user: data.user, session: data.session };
}
