import { createBrowserClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  authCookieOptions,
  backendMode,
  supabaseEndpoint,
  type BackendMode,
} from '@/lib/config/backend';

/**
 * The browser's Supabase client (one per page, @supabase/ssr keeps it a singleton), storing the
 * session in the same cookie the server and the proxy read. `mode` comes from the server when
 * it matters (EMBEDDED_BACKEND is a server-only variable); null when no backend is configured.
 */
export function createClient(mode: BackendMode = backendMode()): SupabaseClient | null {
  if (mode === 'off') return null;
  const endpoint = supabaseEndpoint(window.location.origin);
  if (!endpoint) return null;
  return createBrowserClient(endpoint.url, endpoint.key, {
    cookieOptions: authCookieOptions(window.location.origin),
  });
}
