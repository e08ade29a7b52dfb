// Section of `npm run bench` (see bench/run.mjs): the staff console and the customer's account
// on a busy embedded database (issues 18 and 19).
// Seeds 10,000 submitted applications with 50,000 events (and 50 applications of one customer,
// one of them with 100 events) straight into a fresh PGlite data directory, then serves it and
// times, signed in, server-rendered page requests as the browser makes them (sequential, after
// warm-up requests; p50/p95 of the whole HTTP round trip):
//   - staff: the queue's first page, a filtered page, an application page (target p95 < 200 ms),
//     and a status change through the console's own form, from the click to its confirmation
//     (target < 100 ms);
//   - customer: /account with 50 applications, an application with 100 events (p95 < 150 ms).
// The seed leaves the database usable: the reference counter is advanced past the seeded
// references, and a submission (rolled back) proves the next reference is free.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nigeriaCompanyValid } from '../../tests/fixtures/applications.ts';
import { nextStart } from '../helpers.mjs';
import { percentile, signUp } from '../session.mjs';

const PASSWORD = 'Bench-Passw0rd-Console';
const APPLICATIONS = 10_000;
const EVENTS = 50_000;
const CUSTOMER_APPLICATIONS = 50;
const BUSY_EVENTS = 100;
const REQUESTS = 40;
const WARMUP = 5;

/**
 * Submits a new draft with the triggers on, as the server does, and rolls it back: the reference
 * the database gives it must be free. The seed would otherwise leave a database on which no one
 * can submit.
 */
async function checkNextSubmission(db) {
  await db.exec('begin');
  try {
    const owner = await db.query(
      `select id from public.profiles where email like 'seed%@bench.test' limit 1`,
    );
    const draft = await db.query(
      `insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, package, status, data)
       values ($1, 'nigeria-company', 'NG', 'company', 'NG-CO', 'standard', 'draft', '{}'::jsonb) returning id`,
      [owner.rows[0].id],
    );
    const submitted = await db.query(
      `update public.applications set status = 'submitted' where id = $1 returning reference`,
      [draft.rows[0].id],
    );
    return submitted.rows[0].reference;
  } finally {
    await db.exec('rollback');
  }
}

/** The rows, written with triggers off (session_replication_role = replica): plain bulk data. */
async function seed(dataDir, { adminId, customerId }) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // The extensions the app loads (lib/db/database.ts): writing to the search indexes needs pg_trgm.
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const data = JSON.stringify(nigeriaCompanyValid);
  // A quote of lib/catalogue/quote.ts's shape (minor units).
  const quote = JSON.stringify({
    jurisdiction: 'nigeria',
    service: 'company',
    package: 'standard',
    currency: 'NGN',
    serviceFee: 8_500_000,
    governmentFee: 1_000_000,
    governmentFeeBasis: 'fixed',
    governmentFeeLines: [
      {
        label: 'cacFiling',
        amount: 1_000_000,
        confidence: 'official',
        source: 'S1',
        asOf: '2026-11-01',
      },
    ],
    total: 9_500_000,
    turnaround: { min: 3, max: 5, unit: 'businessDays' },
  });
  try {
    // The whole seeding session runs with triggers off: the database would otherwise give every
    // row a fresh reference and a 'created' event, and refuse submitted rows from nowhere.
    await db.exec('set session_replication_role = replica');
    await db.exec(`begin;
      insert into public.user_roles (user_id, role) values ('${adminId}', 'admin') on conflict do nothing;
      insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at, email_confirmed_at)
        select gen_random_uuid(), 'authenticated', 'authenticated', 'seed' || n || '@bench.test',
               jsonb_build_object('full_name', 'Seeded Customer ' || n), now(), now(), now()
        from generate_series(1, 500) n;
      insert into public.profiles (id, full_name, email)
        select id, raw_user_meta_data ->> 'full_name', email from auth.users
        where email like 'seed%@bench.test';
      commit;`);
    await db.query(
      `with owners as (select array_agg(id) ids from public.profiles where email like 'seed%@bench.test')
       insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, reference, package, status, data,
                                        last_completed_step, quote, created_at, updated_at, submitted_at, due_on)
       select case when n <= $3 then $4::uuid else ids[1 + n % array_length(ids, 1)] end,
              'nigeria-company', 'NG', 'company', 'NG-CO', 'NG-CO-2026-' || lpad(n::text, 6, '0'),
              (array['basic', 'standard', 'premium'])[1 + n % 3],
              (array['submitted', 'in_review', 'awaiting_customer', 'filed', 'completed', 'rejected', 'in_review'])[1 + n % 7],
              $1::jsonb, 9, $2::jsonb,
              now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval,
              (current_date - 30 + n % 60)
       from owners, generate_series(1, $5) n`,
      [data, quote, CUSTOMER_APPLICATIONS, customerId, APPLICATIONS],
    );
    // One application of the customer gets BUSY_EVENTS events; the rest share the remainder.
    await db.query(
      `insert into public.application_events (application_id, actor_id, type, from_status, to_status, note, internal, created_at)
       select a.id, $1::uuid, case when n % 5 = 0 then 'note' else 'status_changed' end,
              'in_review', 'awaiting_customer', 'Please send the signed consent form. (' || n || ')', n % 5 = 0,
              now() - (n || ' seconds')::interval
       from public.applications a, generate_series(1, $2) n
       where a.reference = 'NG-CO-2026-000001'`,
      [adminId, BUSY_EVENTS],
    );
    await db.query(
      `with apps as (select id, row_number() over (order by reference) rn from public.applications)
       insert into public.application_events (application_id, actor_id, type, from_status, to_status, note, internal, created_at)
       select apps.id, $1::uuid, 'status_changed', 'submitted', 'in_review', null, false, now() - (n || ' seconds')::interval
       from generate_series(1, $2) n join apps on apps.rn = 1 + n % $3`,
      [adminId, EVENTS - BUSY_EVENTS, APPLICATIONS],
    );
    await db.exec(`insert into public.payments (application_id, owner_id, method, amount, currency, payment_reference, status, amount_received)
      select id, owner_id, 'bank_transfer', 9500000, 'NGN', reference || '-1',
             case when status = 'submitted' then 'pending' else 'confirmed' end,
             case when status = 'submitted' then null else 9500000 end
      from public.applications where reference is not null;
      analyze;`);
    // The references above were written by hand, so the counter the database allocates them
    // from (public.application_reference_seq, see the applications' before-write trigger) has
    // not moved: advance it past the highest one, or every later submission would be given a
    // reference already taken (NG-CO-<year>-000001 onwards) and refused as a duplicate.
    await db.exec(`select setval('public.application_reference_seq', greatest(
      (select last_value from public.application_reference_seq),
      (select max(substring(reference from '[0-9]+$')::bigint) from public.applications)))`);
    await db.exec('set session_replication_role = origin');
    const nextReference = await checkNextSubmission(db);
    const counts = await db.query(
      `select (select count(*)::int from public.applications) apps, (select count(*)::int from public.application_events) events`,
    );
    return { ...counts.rows[0], nextReference };
  } finally {
    await db.close();
  }
}

async function timeRequests(baseUrl, cookie, url) {
  const times = [];
  let status = 0;
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const t0 = performance.now();
    const response = await fetch(`${baseUrl}${url}`, { headers: { cookie }, redirect: 'manual' });
    await response.arrayBuffer();
    const ms = performance.now() - t0;
    status = response.status;
    if (i >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { status, p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)) };
}

/** The console's status change, as its form posts it (the action id captured in a real browser). */
async function timeStatusChange(browser, baseUrl, cookie) {
  const context = await browser.newContext({ baseURL: baseUrl });
  // The session may be chunked over several cookies (name.0, name.1): each pair apart.
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const times = [];
  const server = [];
  try {
    for (let i = 0; i < 12; i++) {
      // n % 7 = 1: seeded in_review (n = 1 is the busy one, kept for the page timings).
      const reference = `NG-CO-2026-${String(7 * i + 8).padStart(6, '0')}`;
      await page.goto(`/admin/applications/${reference}`, { waitUntil: 'domcontentloaded' });
      const form = page.locator('form[aria-labelledby="change-status-title"]');
      await form.locator('select[name="status"]').selectOption('filed');
      const t0 = performance.now();
      // From the click to the console's "Status changed." (the action's answer has arrived and
      // been shown): what the staff member waits for.
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes('/admin/applications/'),
      );
      await form.locator('button[type="submit"]').click();
      const response = await answered;
      await page.getByText('Status changed.').first().waitFor();
      // The server's part: from the request sent to the first byte of the answer (Next sends it
      // once the action has committed).
      const timing = response.request().timing();
      if (i >= 2) server.push(timing.responseStart - timing.requestStart);
      if (i >= 2) times.push(performance.now() - t0);
    }
  } finally {
    await context.close();
  }
  times.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    serverP50: Math.round(percentile(server, 50)),
    serverP95: Math.round(percentile(server, 95)),
  };
}

export async function run({ browser, log }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-console-data-'));
  const env = { DATA_DIR: dataDir, EMBEDDED_AUTH_RATE_LIMIT: '100000' };
  const distDir = process.env.BENCH_WIZARD_DIST ?? '.next-bench';
  try {
    let server = await nextStart({ distDir, name: 'console-setup', env });
    const tag = randomBytes(4).toString('hex');
    let admin;
    let customer;
    try {
      admin = await signUp(server.baseUrl, `admin-${tag}@bench.test`, PASSWORD);
      customer = await signUp(server.baseUrl, `customer-${tag}@bench.test`, PASSWORD);
    } finally {
      await server.stop();
    }
    const t0 = performance.now();
    const counts = await seed(dataDir, { adminId: admin.id, customerId: customer.id });
    log?.(
      `seeded ${counts.apps} applications and ${counts.events} events in ${Math.round(performance.now() - t0)} ms; ` +
        `a submission after it gets ${counts.nextReference}`,
    );
    server = await nextStart({ distDir, name: 'console', env });
    try {
      const busy = 'NG-CO-2026-000001';
      const rows = [];
      const measure = async (label, cookie, url, target) => {
        const r = await timeRequests(server.baseUrl, cookie, url);
        log?.(`${label}: p50 ${r.p50} ms, p95 ${r.p95} ms (HTTP ${r.status})`);
        rows.push(
          { measure: `${label} (p50 ms)`, value: r.p50 },
          { measure: `${label} (p95 ms, target < ${target})`, value: r.p95 },
        );
        if (r.status !== 200) rows.push({ measure: `${label}: HTTP status`, value: r.status });
      };
      await measure('staff queue, first page', admin.cookie, '/admin', 200);
      await measure(
        'staff queue, filtered (in review, Nigeria, overdue)',
        admin.cookie,
        '/admin?status=in_review&country=NG&overdue=1',
        200,
      );
      await measure(
        'staff queue, search by e-mail',
        admin.cookie,
        '/admin?q=seed42%40bench.test',
        200,
      );
      await measure(
        `staff application page (${BUSY_EVENTS} events)`,
        admin.cookie,
        `/admin/applications/${busy}`,
        200,
      );
      await measure(
        `account overview (${CUSTOMER_APPLICATIONS} applications)`,
        customer.cookie,
        '/account',
        150,
      );
      await measure(
        `account application (${BUSY_EVENTS} events)`,
        customer.cookie,
        `/account/applications/${busy}`,
        150,
      );
      try {
        const change = await timeStatusChange(browser, server.baseUrl, admin.cookie);
        rows.push(
          {
            measure: 'status change, action request to first byte of its answer (p50 ms)',
            value: change.serverP50,
          },
          {
            measure:
              'status change, action request to first byte of its answer (p95 ms, target < 100)',
            value: change.serverP95,
          },
          { measure: 'status change, click to confirmation shown (p50 ms)', value: change.p50 },
          { measure: 'status change, click to confirmation shown (p95 ms)', value: change.p95 },
        );
      } catch (error) {
        log?.(`status change failed: ${String(error).slice(0, 400)}`);
        rows.push({ measure: 'status change', value: `failed: ${String(error).slice(0, 120)}` });
      }
      rows.push({ measure: 'load average (1 min)', value: Number(os.loadavg()[0].toFixed(2)) });
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
