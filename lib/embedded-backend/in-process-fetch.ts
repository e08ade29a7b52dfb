import 'server-only';
import { EMBEDDED_PREFIX } from '@/lib/config/backend';

/**
 * The `fetch` of the server's own Supabase client in embedded mode. The embedded backend lives in
 * this very process, so a request for `${origin}/api/sb/...` is handed straight to its handler,
 * the one the route handler calls, instead of going out over loopback HTTP and back in through
 * Next's router (a second and third request per page or action, most of an action's cost under
 * load). Same Request in, same Response out: supabase-js and the backend's contract are
 * unchanged. Anything else goes to the real fetch.
 */
export function inProcessFetch(origin: string): typeof fetch {
  const base = `${origin}${EMBEDDED_PREFIX}/`;
  return async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(base)) return fetch(request);
    const path = new URL(request.url).pathname
      .slice(EMBEDDED_PREFIX.length + 1)
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    const { getEmbeddedBackend } = await import('@/lib/embedded-backend/backend');
    return (await getEmbeddedBackend()).handle(request, path);
  };
}
