// Section of `npm run bench` (see bench/run.mjs): the auth measurements of bench/auth.mjs, on a
// server of its own (same build) whose per-IP sign-in limit is lifted, so that the 200 password
// grants measure the backend rather than the limiter.
import { benchAuth } from '../auth.mjs';
import { nextStart } from '../helpers.mjs';

export async function run({ log }) {
  const server = await nextStart({ distDir: '.next-bench', name: 'auth', env: { EMBEDDED_AUTH_RATE_LIMIT: '100000' } });
  try {
    const result = await benchAuth(server.baseUrl, { log });
    const { passwordGrant: grant, publicPage } = result;
    return [
      { measure: 'password grant (20 in flight)', p50Ms: grant.p50Ms, p95Ms: grant.p95Ms, perSecond: grant.perSecond },
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
    ];
  } finally {
    await server.stop();
  }
}
