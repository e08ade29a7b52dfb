// The auth part of `npm run bench` (bench/sections/auth.mjs calls `benchAuth`; it also runs
// alone: `node bench/auth.mjs http://localhost:3000 [bare page URL]` against a server started
// with `npm run serve` and EMBEDDED_AUTH_RATE_LIMIT raised). Issue 23 asks two numbers of it:
// password grants per second, and the p99 of public pages served while 20 sign-ins are in
// flight (goal: 3× the grants of bcryptjs, and p99 under 100 ms). Against the real embedded
// backend through the real clients, it measures:
//  - password grants (POST /auth/v1/token?grant_type=password), 20 in flight: per second, p50, p95;
//  - a public page at a steady rate of visitors (autocannon, PAGE_RATE requests a second over
//    10 connections): p50 and p99 with nothing else running, then while 20 sign-ins are kept in
//    flight the whole time (and the grants per second meanwhile); the same load on the bare
//    Next.js page, when its URL is given, is the machine's baseline;
//  - the page's throughput without and with a session cookie: what the proxy costs a signed-in
//    visitor (it verifies the session only before /admin or when the token is due, see proxy.ts).
// The server should run with EMBEDDED_AUTH_RATE_LIMIT raised (e.g. 100000): the per-IP sign-in
// limit would otherwise answer 429 after 30 requests; 429s are counted and reported.
import { createServerClient } from '@supabase/ssr';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const PREFIX = '/api/sb';
const KEY = 'sb_publishable_embedded_registra'; // lib/config/backend.ts EMBEDDED_PUBLISHABLE_KEY
const COOKIE = 'sb-registra-auth-token'; // lib/config/backend.ts AUTH_COOKIE_NAME
const PASSWORD = 'Bench-passw0rd-Lagos';
/** Visitors' page requests per second during the latency runs: steady, well under the server's capacity. */
const PAGE_RATE = 50;
const SIGN_INS_IN_FLIGHT = 20;

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
      setAll: (list) =>
        list.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const { error } = await supabase.auth.signUp({ email, password: PASSWORD });
  if (error) throw new Error(`bench sign-up failed: ${error.message}`);
  const { data } = await supabase.auth.getClaims();
  if (!data?.claims?.sub)
    throw new Error('bench sign-up returned no session (are e-mail confirmations on?)');
  return [...jar]
    .filter(([name]) => name === COOKIE || name.startsWith(`${COOKIE}.`))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * Keeps `concurrency` password grants in flight until `total` have been sent, or, with
 * `until`, until that promise settles. Returns grants per second and the latencies of the 200s.
 */
async function passwordGrants(baseURL, email, { concurrency, total = Infinity, until }) {
  const latencies = [];
  const statuses = {};
  let sent = 0;
  let done = false;
  until?.then(() => (done = true));
  async function worker() {
    while (!done && sent < total) {
      sent += 1;
      const started = performance.now();
      const response = await fetch(`${baseURL}${PREFIX}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: KEY,
          authorization: `Bearer ${KEY}`,
          'content-type': 'application/json',
        },
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
    requests: sent,
    concurrency,
    statuses,
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    perSecond: Math.round((latencies.length / seconds) * 10) / 10,
  };
}

/** A page at a steady `rate` of requests a second: latency as visitors see it. */
async function pageLatency(url, { duration, rate = PAGE_RATE, connections = 10 }) {
  const result = await autocannon({ url, duration, connections, overallRate: rate });
  return {
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function throughput(url, { duration, connections, cookie }) {
  const result = await autocannon({
    url,
    duration,
    connections,
    headers: cookie ? { cookie } : {},
  });
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
 * Options: page (a public page, default '/about'), bareURL (the bare Next.js page, for the
 * baseline), duration (s per run, default 10), grants (password grants of the first run,
 * default 200).
 */
export async function benchAuth(baseURL, options = {}) {
  const { page = '/about', bareURL, duration = 10, grants = 200, log = console.log } = options;
  const email = `bench-${randomBytes(5).toString('hex')}@bench.test`;
  const cookie = await sessionCookies(baseURL, email);
  const url = `${baseURL}${page}`;

  log(`auth: ${grants} password grants, ${SIGN_INS_IN_FLIGHT} in flight…`);
  const grant = await passwordGrants(baseURL, email, {
    concurrency: SIGN_INS_IN_FLIGHT,
    total: grants,
  });
  log(
    `auth: ${grant.perSecond} grants/s, p50 ${grant.p50Ms} ms, p95 ${grant.p95Ms} ms (statuses ${JSON.stringify(grant.statuses)})`,
  );

  // Warm the page (and the proxy's code paths) before measuring.
  await fetch(url);
  await fetch(url, { headers: { cookie } });

  const alone = await pageLatency(url, { duration });
  log(`auth: ${page} at ${PAGE_RATE} req/s alone: p50 ${alone.p50Ms} ms, p99 ${alone.p99Ms} ms`);
  const load = pageLatency(url, { duration });
  const duringGrants = await passwordGrants(baseURL, email, {
    concurrency: SIGN_INS_IN_FLIGHT,
    until: load,
  });
  const during = await load;
  log(
    `auth: ${page} at ${PAGE_RATE} req/s with ${SIGN_INS_IN_FLIGHT} sign-ins in flight: p50 ${during.p50Ms} ms, p99 ${during.p99Ms} ms ` +
      `(${duringGrants.perSecond} grants/s meanwhile, p95 ${duringGrants.p95Ms} ms)`,
  );
  let bare = null;
  if (bareURL) {
    await fetch(bareURL);
    bare = await pageLatency(bareURL, { duration });
    log(
      `auth: the bare page at ${PAGE_RATE} req/s alone (baseline): p50 ${bare.p50Ms} ms, p99 ${bare.p99Ms} ms`,
    );
  }

  // The two cases alternate (A B B A) so that a machine whose load drifts favours neither.
  const slice = Math.max(1, Math.round(duration / 2));
  const runs = { anonymous: [], signedIn: [] };
  for (const which of ['anonymous', 'signedIn', 'signedIn', 'anonymous']) {
    runs[which].push(
      await throughput(url, {
        duration: slice,
        connections: SIGN_INS_IN_FLIGHT,
        cookie: which === 'signedIn' ? cookie : undefined,
      }),
    );
  }
  const merge = (list) => ({
    requestsPerSecond: Math.round(
      list.reduce((sum, r) => sum + r.requestsPerSecond, 0) / list.length,
    ),
    p50Ms: Math.round(list.reduce((sum, r) => sum + r.p50Ms, 0) / list.length),
    p99Ms: Math.max(...list.map((r) => r.p99Ms)),
    non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
  });
  const anonymous = merge(runs.anonymous);
  const signedIn = merge(runs.signedIn);
  log(
    `auth: ${page} without a session: ${anonymous.requestsPerSecond} req/s, p50 ${anonymous.p50Ms} ms`,
  );
  log(
    `auth: ${page} with a session cookie: ${signedIn.requestsPerSecond} req/s, p50 ${signedIn.p50Ms} ms`,
  );

  return {
    passwordGrant: grant,
    pageRate: PAGE_RATE,
    publicPageLatency: {
      page,
      alone,
      duringSignIns: { ...during, signInsInFlight: SIGN_INS_IN_FLIGHT, grants: duringGrants },
      barePage: bare,
    },
    publicPage: { page, anonymous, withSession: signedIn },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseURL = process.argv[2] ?? 'http://localhost:3000';
  const result = await benchAuth(baseURL, {
    bareURL: process.argv[3],
    duration: Number(process.env.BENCH_DURATION ?? 10),
  });
  console.log(JSON.stringify(result, null, 2));
}
