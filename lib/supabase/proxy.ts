import { createServerClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { NextRequest, NextResponse } from 'next/server';
import { authCookieOptions, supabaseEndpoint } from '@/lib/config/backend';
import { siteOrigin } from '@/lib/config/site';
import { internalOrigin } from '@/lib/supabase/internal-origin';

type CookieToSet = { name: string; value: string; options: Record<string, unknown> };

export type ProxyClient = {
  supabase: SupabaseClient;
  /** Copies the refreshed auth cookies (and their no-cache headers) onto the returned response. */
  applyTo<R extends NextResponse>(response: R): R;
};

/**
 * The proxy's Supabase client, new for each request. Cookie writes go to the request (so the
 * pages rendered for it see the refreshed session) and are kept for the response that is
 * finally returned. Null when no backend is configured.
 */
export function createClient(request: NextRequest): ProxyClient | null {
  const endpoint = supabaseEndpoint(internalOrigin(() => request.nextUrl.origin));
  if (!endpoint) return null;
  let written: CookieToSet[] = [];
  const extraHeaders: Record<string, string> = {};
  const supabase = createServerClient(endpoint.url, endpoint.key, {
    cookieOptions: authCookieOptions(
      request.nextUrl.origin,
      `${request.headers.get('x-forwarded-proto') ?? 'http'}:`,
      siteOrigin(),
    ),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(toSet, headers) {
        for (const { name, value } of toSet) {
          if (value) request.cookies.set(name, value);
          else request.cookies.delete(name);
        }
        written = [...written.filter((c) => !toSet.some((n) => n.name === c.name)), ...toSet];
        Object.assign(extraHeaders, headers ?? {});
      },
    },
  });
  return {
    supabase,
    applyTo(response) {
      for (const { name, value, options } of written) response.cookies.set(name, value, options);
      for (const [key, value] of Object.entries(extraHeaders)) response.headers.set(key, value);
      return response;
    },
  };
}
