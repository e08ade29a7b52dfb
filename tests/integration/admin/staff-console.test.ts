import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  findQueueCounters,
  findQueuePage,
  findStaffApplication,
  parseQueueFilter,
  type QueueFilter,
} from '@/lib/applications/admin-queries';
import { findApplicationEvents } from '@/lib/applications/events';
import type { CurrentUser } from '@/lib/auth/current-user';
import { query, type Database } from '@/lib/db/database';
import { asUser, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { readOutbox } from '@/lib/mail/mailer';
import { consoleCommands } from '../support/commands';
import { mailsSent as queuedMailsSent } from '../support/outbox';
import { recordCompanyFor } from '../support/companies';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', name));
const TODAY = '2026-12-01';

describe.each(testDrivers())('the staff console on %s', (driver) => {
  let database: Database;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;

  const sam = { id: randomUUID(), email: 'sam.staff@example.com', fullName: 'Sam Staff' };
  const tara = { id: randomUUID(), email: 'tara.staff@example.com', fullName: 'Tara Staff' };
  const ada = { id: randomUUID(), email: 'ada.okafor@example.com', fullName: 'Ada Okafor' };
  const bola = { id: randomUUID(), email: 'bola@example.com', fullName: 'Bola Mensah' };
  const asAdmin: CurrentUser = { ...sam, role: 'admin', isAdmin: true };
  // A customer whose request claims nothing: adminAction reads their role and refuses them.
  const asCustomer: CurrentUser = { ...ada, role: 'user', isAdmin: false };

  const admin = () => consoleCommands(asAdmin, { database });
  const customer = () => consoleCommands(asCustomer, { database });
  // Mails are jobs the commands enqueue: the queue sends them, and the test waits for it.
  let queue: JobQueue;
  const mailsSent = () => queuedMailsSent(database);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'registra-staff-'));
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
    for (const [user, locale] of [
      [sam, 'en'],
      [tara, 'en'],
      [ada, 'fr'],
      [bola, 'en'],
    ] as const) {
      await database.db.execute(
        sql`insert into auth.users (id, email, raw_user_meta_data)
            values (${user.id}, ${user.email}, ${JSON.stringify({ full_name: user.fullName, locale })}::jsonb)`,
      );
    }
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin'), (${tara.id}, 'admin')`,
    );
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  type Seed = {
    owner: string;
    country?: string;
    service?: string;
    prefix?: string;
    pkg?: 'basic' | 'standard' | 'premium';
    path?: string[];
    dueOn?: string;
    payment?: 'pending' | 'confirmed' | 'rejected';
  };

  /** A submitted application moved along `path` by the service connection, in its own transactions (so updated_at grows). */
  async function seed({
    owner,
    country = 'NG',
    service = 'company',
    prefix = 'NG-CO',
    pkg = 'standard',
    path: moves = [],
    dueOn = '2026-12-20',
    payment,
  }: Seed) {
    const id = await withServiceRole(async (tx) => {
      const [row] = await query<{ id: string }>(
        tx,
        sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, package)
            values (${owner}, 'nigeria-company', ${country}, ${service}, ${prefix}, ${pkg}) returning id`,
      );
      const quote = {
        currency: 'NGN',
        total: 150_000_00,
        serviceFee: 100_000_00,
        governmentFee: 50_000_00,
        governmentFeeLines: [],
        package: pkg,
      };
      await tx.execute(
        sql`update public.applications set status = 'submitted', due_on = ${dueOn}::date, quote = ${JSON.stringify(quote)}::jsonb where id = ${row!.id}`,
      );
      return row!.id;
    }, database);
    // The payment first: filing needs a confirmed one (migration 20261128002100).
    if (payment) {
      await withServiceRole(async (tx) => {
        await tx.execute(
          sql`insert into public.payments (application_id, owner_id, method, amount, currency, payment_reference)
              values (${id}, ${owner}, 'bank_transfer', 15000000, 'NGN', ${`PAY-${randomUUID().slice(0, 8).toUpperCase()}`})`,
        );
        if (payment !== 'pending') {
          await tx.execute(
            sql`update public.payments set status = ${payment}, amount_received = 15000000, decision_note = 'checked' where application_id = ${id}`,
          );
        }
      }, database);
    }
    for (const status of moves) {
      // Completing needs its company recorded and a delivered document.
      if (status === 'completed') await recordCompanyFor(id, database);
      if (status === 'completed')
        await withServiceRole(
          (tx) =>
            tx.execute(
              sql`insert into public.application_documents (application_id, owner_id, field, storage_path, mime_type, size_bytes, kind, category)
                  values (${id}, ${owner}, 'delivered.seed', ${`${randomUUID()}.pdf`}, 'application/pdf', 10, 'delivered', 'certificate')`,
            ),
          database,
        );
      await withServiceRole(
        (tx) => tx.execute(sql`update public.applications set status = ${status} where id = ${id}`),
        database,
      );
    }
    const [row] = await withServiceRole(
      (tx) =>
        query<{ reference: string }>(
          tx,
          sql`select reference from public.applications where id = ${id}`,
        ),
      database,
    );
    return { id, reference: row!.reference };
  }

  const page = (filter: Partial<QueueFilter>, limit = 50) =>
    asUser(
      sam.id,
      (tx) => findQueuePage(tx, { overdue: false, ...filter }, { limit, on: TODAY }),
      database,
    );
  const stored = (id: string) =>
    withServiceRole(async (tx) => {
      const [app] = await query<{ status: string; assigned_to: string | null }>(
        tx,
        sql`select status, assigned_to from public.applications where id = ${id}`,
      );
      const events = await query<{
        type: string;
        note: string | null;
        internal: boolean;
        actor_id: string | null;
        to_status: string | null;
      }>(
        tx,
        sql`select type, note, internal, actor_id, to_status from public.application_events where application_id = ${id} order by id`,
      );
      const audit = await query<{
        action: string;
        actor_id: string;
        actor_email: string;
        details: Record<string, unknown>;
      }>(
        tx,
        sql`select action, actor_id, actor_email, details from public.audit_log where application_id = ${id} order by id`,
      );
      const documents = await query<{
        kind: string;
        category: string | null;
        file_name: string | null;
        field: string;
        uploaded_by: string | null;
      }>(
        tx,
        sql`select kind, category, file_name, field, uploaded_by from public.application_documents where application_id = ${id}`,
      );
      return { ...app!, events, audit, documents };
    }, database);
  const mailsTo = (email: string) => readOutbox(path.join(dataDir, 'outbox'), email);

  describe('the queue', () => {
    let fresh: { id: string; reference: string };
    let reviewing: { id: string; reference: string };
    let waiting: { id: string; reference: string };
    let late: { id: string; reference: string };
    let ghana: { id: string; reference: string };
    let done: { id: string; reference: string };

    beforeAll(async () => {
      // A draft: never in the queue.
      await withServiceRole(
        (tx) =>
          tx.execute(
            sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix) values (${bola.id}, 'nigeria-enterprise', 'NG', 'businessName', 'NG-BN')`,
          ),
        database,
      );
      done = await seed({
        owner: bola.id,
        path: ['in_review', 'filed', 'completed'],
        dueOn: '2026-11-01',
        payment: 'confirmed',
      });
      late = await seed({
        owner: ada.id,
        path: ['in_review'],
        dueOn: '2026-11-20',
        payment: 'rejected',
      });
      ghana = await seed({
        owner: bola.id,
        country: 'GH',
        prefix: 'GH-CO',
        pkg: 'premium',
        payment: 'pending',
      });
      waiting = await seed({
        owner: ada.id,
        service: 'businessName',
        prefix: 'NG-BN',
        pkg: 'basic',
        path: ['in_review', 'awaiting_customer'],
      });
      reviewing = await seed({ owner: bola.id, path: ['in_review'], payment: 'pending' });
      fresh = await seed({ owner: ada.id });
    });

    const refs = (rows: { reference: string }[]) => rows.map((r) => r.reference);

    it('lists every submitted application, newest activity first, with its customer, payment state and due date', async () => {
      const { rows, next, previous } = await page({});
      expect(refs(rows)).toEqual(
        [fresh, reviewing, waiting, ghana, late, done].map((a) => a.reference),
      );
      expect(next).toBeNull();
      expect(previous).toBeNull();
      expect(rows[0]).toMatchObject({
        customerName: 'Ada Okafor',
        customerEmail: ada.email,
        country: 'NG',
        service: 'company',
        package: 'standard',
        status: 'submitted',
        payment: 'none',
        dueOn: '2026-12-20',
        overdue: false,
      });
      expect(rows.find((r) => r.id === ghana.id)).toMatchObject({
        country: 'GH',
        package: 'premium',
        payment: 'pending',
      });
      // Overdue: past its day and still open; a completed application past its day is not.
      expect(rows.find((r) => r.id === late.id)).toMatchObject({
        overdue: true,
        payment: 'rejected',
      });
      expect(rows.find((r) => r.id === done.id)).toMatchObject({
        overdue: false,
        payment: 'confirmed',
      });
    });

    it('filters by status, country, service, package, payment state and overdue', async () => {
      expect(refs((await page({ status: 'in_review' })).rows)).toEqual([
        reviewing.reference,
        late.reference,
      ]);
      expect(refs((await page({ country: 'GH' })).rows)).toEqual([ghana.reference]);
      expect(refs((await page({ service: 'businessName' })).rows)).toEqual([waiting.reference]);
      expect(refs((await page({ package: 'premium' })).rows)).toEqual([ghana.reference]);
      expect(refs((await page({ payment: 'pending' })).rows)).toEqual([
        reviewing.reference,
        ghana.reference,
      ]);
      expect(refs((await page({ payment: 'none' })).rows)).toEqual([
        fresh.reference,
        waiting.reference,
      ]);
      expect(refs((await page({ overdue: true })).rows)).toEqual([late.reference]);
      expect(refs((await page({ status: 'in_review', payment: 'pending' })).rows)).toEqual([
        reviewing.reference,
      ]);
    });

    it('searches by reference, name or e-mail, whatever the case, with LIKE wildcards taken literally', async () => {
      expect(refs((await page({ q: ghana.reference.toLowerCase() })).rows)).toEqual([
        ghana.reference,
      ]);
      expect(refs((await page({ q: 'okafor' })).rows)).toEqual(
        [fresh, waiting, late].map((a) => a.reference),
      );
      expect(refs((await page({ q: 'BOLA@EXAMPLE' })).rows)).toEqual(
        [reviewing, ghana, done].map((a) => a.reference),
      );
      expect((await page({ q: '%' })).rows).toEqual([]);
    });

    it('pages by keyset both ways, with no row twice or missed', async () => {
      const first = await page({}, 2);
      expect(refs(first.rows)).toEqual([fresh.reference, reviewing.reference]);
      expect(first.previous).toBeNull();
      const second = await page({ after: first.next! }, 2);
      expect(refs(second.rows)).toEqual([waiting.reference, ghana.reference]);
      const third = await page({ after: second.next! }, 2);
      expect(refs(third.rows)).toEqual([late.reference, done.reference]);
      expect(third.next).toBeNull();
      const back = await page({ before: third.previous! }, 2);
      expect(refs(back.rows)).toEqual(refs(second.rows));
      const top = await page({ before: back.previous! }, 2);
      expect(refs(top.rows)).toEqual(refs(first.rows));
      expect(top.previous).toBeNull();
      expect(top.next).not.toBeNull();
    });

    it('counts new, in review, waiting, overdue and payments to confirm', async () => {
      const counters = await asUser(sam.id, (tx) => findQueueCounters(tx, { on: TODAY }), database);
      expect(counters).toEqual({
        new: 2,
        inReview: 2,
        awaitingCustomer: 1,
        overdue: 1,
        paymentsToConfirm: 2,
      });
    });

    it('shows a customer only their own applications (row-level security)', async () => {
      const rows = (
        await asUser(ada.id, (tx) => findQueuePage(tx, { overdue: false }, { on: TODAY }), database)
      ).rows;
      expect(rows.map((r) => r.customerEmail)).toEqual([ada.email, ada.email, ada.email]);
    });

    it('reads search parameters leniently: unknown values and bad cursors are dropped', () => {
      expect(
        parseQueueFilter({
          status: 'draft',
          country: 'FR',
          payment: 'pending',
          overdue: '1',
          q: '  ada ',
          after: 'x',
        }),
      ).toEqual({
        status: undefined,
        country: undefined,
        service: undefined,
        package: undefined,
        payment: 'pending',
        overdue: true,
        q: 'ada',
        after: undefined,
        before: undefined,
      });
    });
  });

  describe('the actions', () => {
    it('moves a status with a message: event, audit row and a mail in the customer’s language', async () => {
      const app = await seed({ owner: ada.id });
      expect(
        await admin().changeStatus({
          applicationId: app.id,
          status: 'in_review',
          message: 'We are on it.',
        }),
      ).toEqual({ ok: true, data: { status: 'in_review' } });
      await mailsSent();
      const after = await stored(app.id);
      expect(after.status).toBe('in_review');
      expect(after.events.at(-1)).toMatchObject({
        type: 'status_changed',
        to_status: 'in_review',
        note: 'We are on it.',
        actor_id: sam.id,
        internal: false,
      });
      expect(after.audit).toEqual([
        expect.objectContaining({
          action: 'application.status_changed',
          actor_id: sam.id,
          actor_email: sam.email,
          details: { from: 'submitted', to: 'in_review', message: 'We are on it.' },
        }),
      ]);
      const mail = mailsTo(ada.email).find((m) => m.subject.includes(app.reference));
      expect(mail?.text).toContain('We are on it.');
      // Ada chose French.
      expect(mail?.subject).toMatch(/Dossier|dossier/);
    });

    it('refuses a move the machine does not allow, and changes nothing', async () => {
      const app = await seed({ owner: bola.id });
      expect(await admin().changeStatus({ applicationId: app.id, status: 'completed' })).toEqual({
        ok: false,
        formError: { key: 'transitionRefused', values: { from: 'submitted', to: 'completed' } },
      });
      const after = await stored(app.id);
      expect(after.status).toBe('submitted');
      expect(after.audit).toEqual([]);
    });

    it('refuses a customer calling any action directly, and changes nothing', async () => {
      const app = await seed({ owner: ada.id });
      const file = new File([fixture('cv.pdf')], 'certificate.pdf', { type: 'application/pdf' });
      const attempts = [
        customer().changeStatus({ applicationId: app.id, status: 'in_review' }),
        customer().requestInformation({ applicationId: app.id, message: 'Send it' }),
        customer().addNote({ applicationId: app.id, note: 'mine' }),
        customer().assign({ applicationId: app.id, assigneeId: ada.id }),
        customer().deliverDocument({ applicationId: app.id, category: 'certificate', file }),
      ];
      for (const result of await Promise.all(attempts))
        expect(result).toEqual({ ok: false, formError: { key: 'forbidden' } });
      await mailsSent();
      const after = await stored(app.id);
      expect(after).toMatchObject({
        status: 'submitted',
        assigned_to: null,
        audit: [],
        documents: [],
      });
      expect(after.events.map((e) => e.type)).toEqual(['created', 'status_changed']);
      expect(mailsTo(ada.email).filter((m) => m.subject.includes(app.reference))).toEqual([]);
    });

    it('requests information with a required message the customer sees and is mailed', async () => {
      const app = await seed({ owner: bola.id, path: ['in_review'] });
      expect(await admin().requestInformation({ applicationId: app.id, message: '  ' })).toEqual({
        ok: false,
        formError: { key: 'invalidRequest' },
        fieldErrors: { message: [{ key: 'required' }] },
      });
      expect(
        await admin().changeStatus({ applicationId: app.id, status: 'awaiting_customer' }),
      ).toMatchObject({ ok: false, fieldErrors: { message: [{ key: 'required' }] } });
      expect(
        await admin().requestInformation({
          applicationId: app.id,
          message: 'Please send the signed consent form.',
        }),
      ).toMatchObject({ ok: true });
      await mailsSent();
      const after = await stored(app.id);
      expect(after.status).toBe('awaiting_customer');
      expect(after.audit.map((a) => a.action)).toEqual(['application.information_requested']);
      const seen = await asUser(bola.id, (tx) => findApplicationEvents(tx, app.id), database);
      expect(seen.at(-1)).toMatchObject({
        type: 'status_changed',
        toStatus: 'awaiting_customer',
        note: 'Please send the signed consent form.',
      });
      const mail = mailsTo(bola.email).find((m) => m.subject.includes(app.reference));
      expect(mail).toMatchObject({
        subject: `Application ${app.reference}: we need something from you`,
      });
      expect(mail!.text).toContain('Please send the signed consent form.');
    });

    it('adds an internal note the customer never sees, with its audit row', async () => {
      const app = await seed({ owner: bola.id });
      expect(await admin().addNote({ applicationId: app.id, note: '' })).toMatchObject({
        ok: false,
        fieldErrors: { note: [{ key: 'required' }] },
      });
      expect(
        await admin().addNote({ applicationId: app.id, note: 'Called the registry.' }),
      ).toEqual({ ok: true, data: undefined });
      const after = await stored(app.id);
      expect(after.events.at(-1)).toMatchObject({
        type: 'note',
        internal: true,
        note: 'Called the registry.',
        actor_id: sam.id,
      });
      expect(after.audit.map((a) => a.action)).toEqual(['application.note_added']);
      const seen = await asUser(bola.id, (tx) => findApplicationEvents(tx, app.id), database);
      expect(seen.map((e) => e.type)).not.toContain('note');
    });

    it('assigns to a staff member only', async () => {
      const app = await seed({ owner: bola.id });
      expect(await admin().assign({ applicationId: app.id, assigneeId: bola.id })).toMatchObject({
        ok: false,
        fieldErrors: { assigneeId: [{ key: 'chooseStaff' }] },
      });
      expect(await admin().assign({ applicationId: app.id, assigneeId: tara.id })).toEqual({
        ok: true,
        data: undefined,
      });
      const after = await stored(app.id);
      expect(after.assigned_to).toBe(tara.id);
      expect(after.events.at(-1)).toMatchObject({
        type: 'assigned',
        internal: true,
        actor_id: sam.id,
      });
      expect(after.audit).toEqual([
        expect.objectContaining({
          action: 'application.assigned',
          details: { from: null, to: tara.id },
        }),
      ]);
      const view = await asUser(sam.id, (tx) => findStaffApplication(tx, app.reference), database);
      expect(view?.staff.map((s) => s.email)).toEqual([sam.email, tara.email]);
      expect(view?.application.assignedTo).toBe(tara.id);
    });

    it('delivers a document checked by its bytes: stored, evented, audited and mailed', async () => {
      const app = await seed({ owner: ada.id, path: ['in_review', 'filed'], payment: 'confirmed' });
      const fake = new File([fixture('fake-cv.pdf')], 'certificate.pdf', {
        type: 'application/pdf',
      });
      expect(
        await admin().deliverDocument({
          applicationId: app.id,
          category: 'certificate',
          file: fake,
        }),
      ).toEqual({
        ok: false,
        formError: { key: 'invalidRequest' },
        fieldErrors: { file: [{ key: 'fileType' }] },
      });
      expect(
        await admin().deliverDocument({ applicationId: app.id, category: 'diploma', file: fake }),
      ).toMatchObject({ ok: false, fieldErrors: { category: [{ key: 'chooseCategory' }] } });
      const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf');
      expect(
        await admin().deliverDocument({
          applicationId: app.id,
          category: 'certificate',
          file: big,
        }),
      ).toMatchObject({ ok: false, fieldErrors: { file: [{ key: 'fileTooLarge' }] } });

      const pdf = new File([fixture('cv.pdf')], 'Certificate of incorporation.pdf', {
        type: 'application/pdf',
      });
      const result = await admin().deliverDocument({
        applicationId: app.id,
        category: 'certificate',
        file: pdf,
      });
      expect(result).toMatchObject({ ok: true });
      await mailsSent();
      const after = await stored(app.id);
      expect(after.documents).toEqual([
        {
          kind: 'delivered',
          category: 'certificate',
          file_name: 'Certificate of incorporation.pdf',
          field: expect.stringMatching(/^delivered\.[0-9a-f-]{36}$/),
          uploaded_by: sam.id,
        },
      ]);
      expect(after.events.at(-1)).toMatchObject({
        type: 'document_delivered',
        note: 'certificate',
        internal: false,
      });
      expect(after.audit).toEqual([
        expect.objectContaining({
          action: 'document.delivered',
          details: expect.objectContaining({ category: 'certificate' }),
        }),
      ]);
      expect(mailsTo(ada.email).some((m) => m.subject.includes(app.reference))).toBe(true);
      // The customer sees their delivered document.
      const view = await asUser(sam.id, (tx) => findStaffApplication(tx, app.reference), database);
      expect(view?.documents.map((d) => d.kind)).toEqual(['delivered']);
    });

    it('answers an unknown application with notFound and a malformed request with field errors', async () => {
      expect(
        await admin().changeStatus({ applicationId: randomUUID(), status: 'in_review' }),
      ).toEqual({ ok: false, formError: { key: 'notFound' } });
      expect(await admin().changeStatus({ applicationId: 'x', status: 'nope' })).toMatchObject({
        ok: false,
        fieldErrors: {
          applicationId: [{ key: 'invalidRequest' }],
          status: [{ key: 'chooseStatus' }],
        },
      });
    });
  });
});
