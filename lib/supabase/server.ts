import 'server-only';
import { createServerClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cookies, headers } from 'next/headers';
import { inProcessFetch } from '@/lib/embedded-backend/in-process-fetch';
import { authCookieOptions, backendMode, supabaseEndpoint } from '@/lib/config/backend';
import { siteOrigin } from '@/lib/config/site';
import { internalOrigin } from '@/lib/supabase/internal-origin';

async function requestOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto') ?? 'http';
  return `${proto}://${host}`;
}

/**
 * A Supabase client for Server Components, route handlers and server actions: a new one per
 * request, reading and writing the request's auth cookies. Null when no backend is configured.
 * Decide who the user is with getClaims()/getUser(), never getSession().
 */
export async function createClient(): Promise<SupabaseClient | null> {
  const fromRequest = await requestOrigin();
  const origin = internalOrigin(() => fromRequest);
  const endpoint = supabaseEndpoint(origin);
  if (!endpoint) return null;
  const cookieStore = await cookies();
  return createServerClient(endpoint.url, endpoint.key, {
    // Embedded mode: the backend is this process, called directly rather than over loopback HTTP.
    ...(backendMode() === 'embedded' ? { global: { fetch: inProcessFetch(origin) } } : {}),
    cookieOptions: authCookieOptions(fromRequest, siteOrigin()),
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(toSet) {
        try {
          for (const { name, value, options } of toSet) cookieStore.set(name, value, options);
        } catch {
          // Server Components cannot set cookies; the proxy has already refreshed the session.
        }
      },
    },
  });
}
