// Section of `npm run bench` (see bench/run.mjs): the auth measurements of bench/auth.mjs, on a
// server of its own (same build) whose per-IP sign-in limit is lifted, so that the password
// grants measure the backend rather than the limiter. The bare page served by run.mjs is the
// baseline of the page latencies.
import { benchAuth } from '../auth.mjs';
import { nextStart } from '../helpers.mjs';

export async function run({ log, bareBaseUrl }) {
  const server = await nextStart({
    distDir: process.env.NEXT_DIST_DIR || '.next-bench',
    name: 'auth',
    env: { EMBEDDED_AUTH_RATE_LIMIT: '100000' },
  });
  try {
    const result = await benchAuth(server.baseUrl, { log, bareURL: `${bareBaseUrl}/` });
    const { passwordGrant: grant, publicPageLatency: latency, publicPage, pageRate } = result;
    const rows = [
      {
        measure: `password grants (${grant.concurrency} in flight)`,
        perSecond: grant.perSecond,
        p50Ms: grant.p50Ms,
        p95Ms: grant.p95Ms,
      },
      {
        measure: `${latency.page} at ${pageRate} req/s, alone`,
        p50Ms: latency.alone.p50Ms,
        p99Ms: latency.alone.p99Ms,
      },
      {
        measure: `${latency.page} at ${pageRate} req/s, ${latency.duringSignIns.signInsInFlight} sign-ins in flight`,
        p50Ms: latency.duringSignIns.p50Ms,
        p99Ms: latency.duringSignIns.p99Ms,
        perSecond: latency.duringSignIns.grants.perSecond,
      },
    ];
    if (latency.barePage)
      rows.push({
        measure: `bare page at ${pageRate} req/s (baseline)`,
        p50Ms: latency.barePage.p50Ms,
        p99Ms: latency.barePage.p99Ms,
      });
    rows.push(
      {
        measure: `${publicPage.page} without session`,
        p50Ms: publicPage.anonymous.p50Ms,
        p99Ms: publicPage.anonymous.p99Ms,
        perSecond: publicPage.anonymous.requestsPerSecond,
      },
      {
        measure: `${publicPage.page} with session cookie`,
        p50Ms: publicPage.withSession.p50Ms,
        p99Ms: publicPage.withSession.p99Ms,
        perSecond: publicPage.withSession.requestsPerSecond,
      },
    );
    return rows;
  } finally {
    await server.stop();
  }
}
