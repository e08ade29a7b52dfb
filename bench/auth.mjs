// The auth part of `npm run bench` (bench/sections/auth.mjs calls `benchAuth`; it also runs
// alone: `node bench/auth.mjs http://localhost:3000` against a server started with `npm run serve`).
// Measures, against the real embedded backend through the real clients:
//  - the password-grant round trip (POST /auth/v1/token?grant_type=password), p50 and p95
//    at 20 requests in flight;
//  - a public page's throughput without and with a session cookie: what the proxy costs a
//    signed-in visitor (it verifies the session, getClaims → GET /auth/v1/user for HS256
//    tokens, only before /admin or when the token is due for refresh; see proxy.ts).
// The server should run with EMBEDDED_AUTH_RATE_LIMIT raised (e.g. 100000): the per-IP
// sign-in limit would otherwise answer 429 after 30 requests; 429s are counted and reported.
import { createServerClient } from '@supabase/ssr';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const PREFIX = '/api/sb';
const KEY = 'sb_publishable_embedded_registra'; // lib/config/backend.ts EMBEDDED_PUBLISHABLE_KEY
const COOKIE = 'sb-registra-auth-token'; // lib/config/backend.ts AUTH_COOKIE_NAME
const PASSWORD = 'Bench-passw0rd';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Signs up a fresh user with the real @supabase/ssr client; returns the cookies it would set. */
async function sessionCookies(baseURL, email) {
  const jar = new Map();
  const supabase = createServerClient(`${baseURL}${PREFIX}`, KEY, {
    cookieOptions: { name: COOKIE },
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (list) => list.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const { error } = await supabase.auth.signUp({ email, password: PASSWORD });
  if (error) throw new Error(`bench sign-up failed: ${error.message}`);
  const { data } = await supabase.auth.getClaims();
  if (!data?.claims?.sub) throw new Error('bench sign-up returned no session (are e-mail confirmations on?)');
  return [...jar]
    .filter(([name]) => name === COOKIE || name.startsWith(`${COOKIE}.`))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

async function passwordGrant(baseURL, email, { total, concurrency }) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  async function worker() {
    while (next < total) {
      next += 1;
      const started = performance.now();
      const response = await fetch(`${baseURL}${PREFIX}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: KEY, authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 200) latencies.push(elapsed);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    concurrency,
    statuses,
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    perSecond: Math.round((latencies.length / seconds) * 10) / 10,
  };
}

async function throughput(url, { duration, connections, cookie }) {
  const result = await autocannon({ url, duration, connections, headers: cookie ? { cookie } : {} });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * Runs the auth measurements against a running server and returns them (also logged).
 * Options: page (a public page, default '/about'), duration (s per throughput run, default 10),
 * grants (password grants, default 200), concurrency (default 20).
 */
export async function benchAuth(baseURL, options = {}) {
  const { page = '/about', duration = 10, grants = 200, concurrency = 20, log = console.log } = options;
  const email = `bench-${randomBytes(5).toString('hex')}@bench.test`;
  const cookie = await sessionCookies(baseURL, email);

  log(`auth: ${grants} password grants, ${concurrency} in flight…`);
  const grant = await passwordGrant(baseURL, email, { total: grants, concurrency });
  log(`auth: password grant p50 ${grant.p50Ms} ms, p95 ${grant.p95Ms} ms (statuses ${JSON.stringify(grant.statuses)})`);

  const url = `${baseURL}${page}`;
  // Warm the page (and the proxy's code paths) before measuring.
  await fetch(url);
  await fetch(url, { headers: { cookie } });
  // The two cases alternate (A B B A) so that a machine whose load drifts favours neither.
  const slice = Math.max(1, Math.round(duration / 2));
  const runs = { anonymous: [], signedIn: [] };
  for (const which of ['anonymous', 'signedIn', 'signedIn', 'anonymous']) {
    runs[which].push(await throughput(url, { duration: slice, connections: concurrency, cookie: which === 'signedIn' ? cookie : undefined }));
  }
  const merge = (list) => ({
    requestsPerSecond: Math.round(list.reduce((sum, r) => sum + r.requestsPerSecond, 0) / list.length),
    p50Ms: Math.round(list.reduce((sum, r) => sum + r.p50Ms, 0) / list.length),
    p99Ms: Math.max(...list.map((r) => r.p99Ms)),
    non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
  });
  const anonymous = merge(runs.anonymous);
  const signedIn = merge(runs.signedIn);
  log(`auth: ${page} without a session: ${anonymous.requestsPerSecond} req/s, p50 ${anonymous.p50Ms} ms`);
  log(`auth: ${page} with a session cookie: ${signedIn.requestsPerSecond} req/s, p50 ${signedIn.p50Ms} ms`);

  return { passwordGrant: grant, publicPage: { page, anonymous, withSession: signedIn } };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseURL = process.argv[2] ?? 'http://localhost:3000';
  const result = await benchAuth(baseURL, { duration: Number(process.env.BENCH_DURATION ?? 10) });
  console.log(JSON.stringify(result, null, 2));
}
