// Section of `npm run bench` (see bench/run.mjs): the customer's compliance calendar (issue 31:
// "/account/calendar for a customer with 50 companies, p95 under 150 ms").
// A customer signs up on a server of its own (same build, fresh data directory); the server is
// stopped and 50 companies of theirs, every kind of bench/companies.mjs in turn (every
// jurisdiction and entity), incorporation dates spread over ten years, are written straight
// into its PGlite database, as the console section seeds (the customer's own form would take a browser round trip per company). Served
// again, /account/calendar is requested signed in, 5 warm-up requests and then 40 one at a
// time, each timed to the last byte; median and p95 against the target. For context, the bare
// Next.js page's home (served by run.mjs) is timed the same way in the same run: what the
// machine gives a page that does nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPANY_KINDS } from '../companies.mjs';
import { nextStart } from '../helpers.mjs';
import { percentile, signUp, timeRequests } from '../session.mjs';

const COMPANIES = 50;
const TARGET_P95_MS = 150;
const WARMUP = 5;
const REQUESTS = 40;

/** The customer's companies, written as the database owner (the rows the form would write). */
async function seed(dataDir, ownerId) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // The extensions the app loads (lib/db/database.ts).
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    const rows = Array.from({ length: COMPANIES }, (_, i) => {
      const kind = COMPANY_KINDS[i % COMPANY_KINDS.length];
      return {
        jurisdiction: kind.jurisdiction,
        entity: kind.entity,
        legal_name: `Bench Company ${String(i + 1).padStart(2, '0')}`,
        registry_number: kind.registryNumber,
        // 1 January 2016 plus a spread of days: every month and weekday, anniversaries all year.
        days: (i * 7919) % 3650,
        year_end: kind.yearEnd,
        options: kind.foreignOwned ? { foreignOwned: true } : {},
      };
    });
    await db.query(
      `insert into public.companies (owner_id, jurisdiction, entity, legal_name, registry_number,
                                     incorporated_on, year_end, options)
       select $1::uuid, jurisdiction, entity, legal_name, registry_number,
              date '2016-01-01' + days, year_end, options
       from jsonb_to_recordset($2::jsonb) as r(jurisdiction text, entity text, legal_name text,
            registry_number text, days int, year_end text, options jsonb)`,
      [ownerId, JSON.stringify(rows)],
    );
    await db.exec('analyze');
    const counts = await db.query(
      `select count(*)::int as companies, count(distinct jurisdiction)::int as jurisdictions
       from public.companies where owner_id = $1`,
      [ownerId],
    );
    return counts.rows[0];
  } finally {
    await db.close();
  }
}

const summary = (times) => ({
  median: Math.round(percentile(times, 50)),
  p95: Math.round(percentile(times, 95)),
  min: Math.round(times[0]),
  max: Math.round(times[times.length - 1]),
});

export async function run({ bareBaseUrl, log }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-calendar-data-'));
  const env = { DATA_DIR: dataDir, EMBEDDED_AUTH_RATE_LIMIT: '100000' };
  const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
  try {
    let server = await nextStart({ distDir, name: 'calendar-setup', env });
    let customer;
    try {
      const email = `calendar-${randomBytes(4).toString('hex')}@bench.test`;
      customer = await signUp(server.baseUrl, email, 'Bench-Passw0rd-Calendar');
    } finally {
      await server.stop();
    }
    const counts = await seed(dataDir, customer.id);
    log?.(`seeded ${counts.companies} companies in ${counts.jurisdictions} jurisdictions`);
    server = await nextStart({ distDir, name: 'calendar', env });
    try {
      const page = await timeRequests(`${server.baseUrl}/account/calendar`, {
        cookie: customer.cookie,
        warmup: WARMUP,
        requests: REQUESTS,
      });
      // The page must be the calendar of all 50 (not a redirect to sign-in, not an error).
      const named = new Set(page.body.match(/Bench Company \d\d/g) ?? []).size;
      if (page.status !== 200 || named !== COMPANIES)
        throw new Error(
          `/account/calendar answered ${page.status} naming ${named} of ${COMPANIES} companies`,
        );
      const bare = await timeRequests(`${bareBaseUrl}/`, { warmup: WARMUP, requests: REQUESTS });
      const calendar = summary(page.times);
      const baseline = summary(bare.times);
      log?.(
        `/account/calendar: median ${calendar.median} ms, p95 ${calendar.p95} ms (min ${calendar.min}, max ${calendar.max}); ` +
          `bare home: median ${baseline.median} ms, p95 ${baseline.p95} ms`,
      );
      return [
        {
          measure: `/account/calendar, ${COMPANIES} companies, ${REQUESTS} requests (median ms)`,
          value: calendar.median,
        },
        {
          measure: `/account/calendar (p95 ms, target < ${TARGET_P95_MS})`,
          value: calendar.p95,
          pass: calendar.p95 < TARGET_P95_MS ? 'ok' : 'MISSED',
        },
        { measure: '/account/calendar (min–max ms)', value: `${calendar.min}–${calendar.max}` },
        {
          measure: '/account/calendar HTML (kB)',
          value: Number((Buffer.byteLength(page.body) / 1024).toFixed(1)),
        },
        { measure: `bare page home, same run (median ms)`, value: baseline.median },
        { measure: `bare page home, same run (p95 ms)`, value: baseline.p95 },
        { measure: 'load average (1 min)', value: Number(os.loadavg()[0].toFixed(2)) },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
