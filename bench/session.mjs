// Signed-in page timings shared by the sections of `npm run bench` that seed an embedded
// database and time a customer's or staff member's pages (console.mjs, calendar.mjs).
import { createServerClient } from '@supabase/ssr';

const PREFIX = '/api/sb';
const KEY = 'sb_publishable_embedded_registra'; // lib/config/backend.ts EMBEDDED_PUBLISHABLE_KEY
const COOKIE = 'sb-registra-auth-token'; // lib/config/backend.ts AUTH_COOKIE_NAME

/** The value at percentile `p` (0-100) of ascending `sorted` (nearest rank). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Signs up through the real @supabase/ssr client (the server must run with
 * EMBEDDED_AUTH_RATE_LIMIT raised); returns the user id and the session cookie header.
 */
export async function signUp(baseURL, email, password) {
  const jar = new Map();
  const supabase = createServerClient(`${baseURL}${PREFIX}`, KEY, {
    cookieOptions: { name: COOKIE },
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (list) =>
        list.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: 'Bench Person' } },
  });
  if (error || !data.user) throw new Error(`bench sign-up failed: ${error?.message}`);
  const cookie = [...jar]
    .filter(([name]) => name === COOKIE || name.startsWith(`${COOKIE}.`))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { id: data.user.id, cookie };
}

/**
 * `warmup` requests, then `requests` more, one at a time, of `url` with `cookie`, each timed from
 * the request to the last byte of the body. Returns the last status, the last body, and the
 * counted times in milliseconds, ascending.
 */
export async function timeRequests(url, { cookie, warmup = 5, requests = 40 } = {}) {
  const times = [];
  let status = 0;
  let body = '';
  for (let i = 0; i < warmup + requests; i++) {
    const t0 = performance.now();
    const response = await fetch(url, {
      headers: cookie ? { cookie } : {},
      redirect: 'manual',
    });
    body = await response.text();
    const ms = performance.now() - t0;
    status = response.status;
    if (i >= warmup) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { status, body, times };
}
