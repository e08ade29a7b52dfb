import { createServerClient } from '@supabase/ssr';
import type { Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import type { EmbeddedBackend } from '@/lib/embedded-backend/backend';
import { AUTH_COOKIE_NAME, EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';
import {
  backendFetch,
  PASSWORD,
  SUPABASE_URL,
  testBackend,
  uniqueEmail,
} from '../support/embedded';

// Opening PGlite takes seconds, more on a busy machine (testTimeout is global in Jest, not per project).
jest.setTimeout(60_000);

type Jar = Map<string, string>;

/** A server client as the app builds one per request, over an in-memory cookie jar. */
function serverClient(backend: EmbeddedBackend, jar: Jar) {
  return createServerClient(SUPABASE_URL, EMBEDDED_PUBLISHABLE_KEY, {
    cookieOptions: { name: AUTH_COOKIE_NAME },
    global: { fetch: backendFetch(backend) },
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) {
          if (options?.maxAge === 0 || value === '') jar.delete(name);
          else jar.set(name, value);
        }
      },
    },
  });
}

describe.each(testDrivers())(
  '@supabase/ssr server clients against the embedded backend (%s)',
  (driver) => {
    let database: Database;
    let backend: EmbeddedBackend;

    beforeAll(async () => {
      database = await openTestDatabase(driver);
      backend = testBackend(database);
    });
    afterAll(() => database?.close());

    it('signs up with PKCE fields, stores the session cookie, and a later request sees the user', async () => {
      const jar: Jar = new Map();
      const email = uniqueEmail('ssr');
      const { data, error } = await serverClient(backend, jar).auth.signUp({
        email,
        password: PASSWORD,
      });
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();
      expect(jar.get(AUTH_COOKIE_NAME)).toMatch(/^base64-/);

      const next = serverClient(backend, jar);
      const { data: claims } = await next.auth.getClaims();
      expect(claims?.claims.email).toBe(email);
      expect((await next.rpc('get_current_user_role')).data).toBe('user');
    });

    it('refreshes an expiring session from the cookie and rewrites the cookie', async () => {
      const shortLived = testBackend(database, { jwtExpiry: 60 });
      const jar: Jar = new Map();
      await serverClient(shortLived, jar).auth.signUp({
        email: uniqueEmail('ssr'),
        password: PASSWORD,
      });
      const before = jar.get(AUTH_COOKIE_NAME);
      // A 60 s token is inside the client's 90 s margin: the next getUser refreshes first.
      const { data, error } = await serverClient(shortLived, jar).auth.getUser();
      expect(error).toBeNull();
      expect(data.user).not.toBeNull();
      expect(jar.get(AUTH_COOKIE_NAME)).not.toBe(before);
    });

    it('clears the cookie on sign-out and the old access token stops working', async () => {
      const jar: Jar = new Map();
      const { data } = await serverClient(backend, jar).auth.signUp({
        email: uniqueEmail('ssr'),
        password: PASSWORD,
      });
      const token = data.session!.access_token;
      expect((await serverClient(backend, jar).auth.signOut()).error).toBeNull();
      expect(jar.has(AUTH_COOKIE_NAME)).toBe(false);
      const { error } = await serverClient(backend, new Map()).auth.getUser(token);
      expect(error?.name).toBe('AuthSessionMissingError');
    });
  },
);
