import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, staff, type Actor, type NoActor } from '@/lib/commands/actor';
import {
  addOfficeAddress,
  assignOfficeAddress,
  retireOfficeAddress,
} from '@/lib/commands/mailroom/addresses';
import {
  completeLetterRequest,
  recordLetter,
  requestLetter,
} from '@/lib/commands/mailroom/letters';
import { runCommand, type Command } from '@/lib/commands/run';
import { query, type Database } from '@/lib/db/database';
import { asUser, withRls, userClaims } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { findCompanyOffice, findLetterScan, listStaffLetters } from '@/lib/mailroom/queries';
import { removeExpiredScans } from '@/lib/mailroom/retention';
import { createLocalStorage, type FileStorage } from '@/lib/storage/storage';
import { tempDir } from '../support/embedded';

/**
 * Issue 34, the virtual office's mailroom: staff keep the addresses and assign one of the
 * company's country; staff record a letter with its scan, the owner is mailed and reads it, asks
 * to forward it (fee frozen) or shred it, staff mark it done. Row-level security: another
 * customer sees neither the address, nor the letter, nor its scan, and no customer writes any of
 * it. The retention job removes scans 12 months after receipt, with an injected day.
 */
describe.each(testDrivers())('mailroom on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  let storage: FileStorage;
  const previousDataDir = process.env.DATA_DIR;

  const sam: CurrentUser = {
    id: randomUUID(),
    email: 'sam.mailroom@example.com',
    fullName: 'Sam Staff',
    role: 'admin',
    isAdmin: true,
  };
  const ada: SignedInUser = { id: randomUUID(), email: 'ada.mail@example.com', fullName: 'Ada O' };
  const bola: SignedInUser = {
    id: randomUUID(),
    email: 'bola.mail@example.com',
    fullName: 'Bola M',
  };
  const asStaff = staff(sam);
  const asAda = customer(ada);
  const asBola = customer(bola);
  const pdf = (text = 'letter') =>
    new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: 'application/pdf' });

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const run = <S extends z.ZodType, T, P>(
    command: Command<S, T, P>,
    actor: Actor | NoActor,
    raw: unknown,
  ) => runCommand(command, actor, raw, { database, storage });

  let companyId: string;
  let subscriptionId: string;
  let gbAddress: string;
  let ngAddress: string;

  beforeAll(async () => {
    dataDir = tempDir('registra-mailroom-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    storage = createLocalStorage('mailroom-scans', path.join(dataDir, 'uploads'));
    await owner(sql`insert into auth.users (id, email, raw_user_meta_data) values
      (${sam.id}, ${sam.email}, '{"full_name": "Sam Staff"}'::jsonb),
      (${ada.id}, ${ada.email}, '{"full_name": "Ada O"}'::jsonb),
      (${bola.id}, ${bola.email}, '{"full_name": "Bola M"}'::jsonb)`);
    await owner(sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`);
    const [company] = await owner<{ id: string }>(
      sql`insert into public.companies (owner_id, jurisdiction, entity, legal_name, registry_number, incorporated_on)
          values (${ada.id}, 'uk', 'company', 'Thames Post Ltd', '12345678', '2024-05-14') returning id`,
    );
    companyId = company!.id;
    const [subscription] = await owner<{ id: string }>(
      sql`insert into public.subscriptions
            (owner_id, company_id, service, jurisdiction, package, period_start, period_end, price, currency)
          values (${ada.id}, ${companyId}, 'virtualOffice', 'uk', 'standard', '2026-11-27', '2027-11-27', 8900, 'GBP')
          returning id`,
    );
    subscriptionId = subscription!.id;
  }, 180_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets staff keep addresses and assign one of the company country; a customer may not', async () => {
    const gb = await run(addOfficeAddress, asStaff, {
      country: 'GB',
      line1: '71-75 Shelton Street',
      city: 'London',
      postcode: 'WC2H 9JQ',
      notes: 'Registered office and correspondence.',
    });
    expect(gb.ok).toBe(true);
    gbAddress = (gb as { data: { addressId: string } }).data.addressId;
    const ng = await run(addOfficeAddress, asStaff, {
      country: 'NG',
      line1: '1 Marina',
      city: 'Lagos',
    });
    ngAddress = (ng as { data: { addressId: string } }).data.addressId;

    expect(await run(addOfficeAddress, asAda, { country: 'GB', line1: 'x', city: 'y' })).toEqual({
      ok: false,
      formError: { key: 'forbidden' },
    });
    await expect(
      withRls(
        userClaims(ada.id),
        (tx) =>
          tx.execute(
            sql`insert into public.virtual_office_addresses (country, line1, city) values ('GB', 'x', 'y')`,
          ),
        database,
      ),
    ).rejects.toThrow();

    const wrong = await run(assignOfficeAddress, asStaff, { subscriptionId, addressId: ngAddress });
    expect(wrong).toMatchObject({
      ok: false,
      fieldErrors: { addressId: [{ key: 'wrongCountry' }] },
    });
    expect(await run(assignOfficeAddress, asAda, { subscriptionId, addressId: gbAddress })).toEqual(
      {
        ok: false,
        formError: { key: 'forbidden' },
      },
    );
    expect(
      await run(assignOfficeAddress, asStaff, { subscriptionId, addressId: gbAddress }),
    ).toEqual({
      ok: true,
      data: undefined,
    });

    // The owner reads the address assigned to them, and only that one; another customer nothing.
    const office = await asUser(ada.id, (tx) => findCompanyOffice(tx, companyId), database);
    expect(office?.address).toMatchObject({ id: gbAddress, city: 'London', postcode: 'WC2H 9JQ' });
    const seen = await asUser(
      ada.id,
      (tx) => query<{ id: string }>(tx, sql`select id from public.virtual_office_addresses`),
      database,
    );
    expect(seen.map((r) => r.id)).toEqual([gbAddress]);
    const bolaSees = await asUser(
      bola.id,
      async (tx) => ({
        addresses: await query(tx, sql`select id from public.virtual_office_addresses`),
        assignments: await query(tx, sql`select * from public.virtual_office_assignments`),
        office: await findCompanyOffice(tx, companyId),
      }),
      database,
    );
    expect(bolaSees).toEqual({ addresses: [], assignments: [], office: null });

    // A retired address is assigned to nobody new.
    expect((await run(retireOfficeAddress, asStaff, { addressId: ngAddress })).ok).toBe(true);
    const [audit] = await owner<{ n: number }>(
      sql`select count(*)::int as n from public.audit_log where action like 'mailroom.address_%'`,
    );
    expect(audit!.n).toBe(4);
  });

  it('records a letter with its PDF scan, mails the owner, and shows it to them alone', async () => {
    expect(
      await run(recordLetter, asAda, {
        subscriptionId,
        sender: 'HMRC',
        receivedOn: '2026-11-27',
        category: 'tax',
        file: pdf(),
      }),
    ).toEqual({ ok: false, formError: { key: 'forbidden' } });
    await expect(
      withRls(
        userClaims(ada.id),
        (tx) =>
          tx.execute(
            sql`insert into public.mailroom_letters (subscription_id, owner_id, sender, received_on, category)
              values (${subscriptionId}, ${ada.id}, 'Me', '2026-11-27', 'other')`,
          ),
        database,
      ),
    ).rejects.toThrow();

    const notPdf = await run(recordLetter, asStaff, {
      subscriptionId,
      sender: 'HMRC',
      receivedOn: '2026-11-27',
      category: 'tax',
      file: new Blob(['<html>hello</html>'], { type: 'application/pdf' }),
    });
    expect(notPdf).toMatchObject({ ok: false, fieldErrors: { file: [{ key: 'fileType' }] } });

    const recorded = await run(recordLetter, asStaff, {
      subscriptionId,
      sender: 'HMRC',
      receivedOn: '2026-11-27',
      category: 'tax',
      file: pdf('hmrc'),
    });
    expect(recorded.ok).toBe(true);
    const letterId = (recorded as { data: { letterId: string } }).data.letterId;
    const mails = await owner<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'mail.send'
          and singleton_key = ${`mail:letter-received:${letterId}`}`,
    );
    expect(mails[0]!.n).toBe(1);

    const office = await asUser(ada.id, (tx) => findCompanyOffice(tx, companyId), database);
    expect(office?.letters).toEqual([
      expect.objectContaining({
        id: letterId,
        sender: 'HMRC',
        category: 'tax',
        hasScan: true,
        request: null,
      }),
    ]);
    const scan = await asUser(ada.id, (tx) => findLetterScan(tx, letterId), database);
    const stored = await storage.get(scan!.scanPath);
    expect(Buffer.from(stored!.body).toString()).toContain('% hmrc');

    // Another customer: no letter, no scan (the download route answers 404 on this null).
    const bolaSees = await asUser(
      bola.id,
      async (tx) => ({
        letters: await query(tx, sql`select id from public.mailroom_letters`),
        scan: await findLetterScan(tx, letterId),
      }),
      database,
    );
    expect(bolaSees).toEqual({ letters: [], scan: null });
  });

  it('lets the owner ask once to forward at the stated fee; staff see and complete it', async () => {
    const [letter] = await owner<{ id: string }>(
      sql`select id from public.mailroom_letters where subscription_id = ${subscriptionId} limit 1`,
    );
    const letterId = letter!.id;
    const forwardTo = '221B Baker Street, London NW1 6XE';

    expect(await run(requestLetter, asBola, { letterId, request: 'shred' })).toEqual({
      ok: false,
      formError: { key: 'forbidden' },
    });
    expect(await run(requestLetter, asAda, { letterId, request: 'forward', forwardTo })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await run(requestLetter, asAda, { letterId, request: 'shred' })).toEqual({
      ok: false,
      formError: { key: 'alreadyRequested' },
    });
    // A customer does not write the row themselves.
    await expect(
      withRls(
        userClaims(ada.id),
        async (tx) => {
          const rows = await query(
            tx,
            sql`update public.mailroom_letters set done_at = now() where id = ${letterId} returning id`,
          );
          if (rows.length === 0) throw new Error('no row changed');
        },
        database,
      ),
    ).rejects.toThrow();

    const open = await asUser(sam.id, (tx) => listStaffLetters(tx, 'open'), database);
    expect(open).toEqual([
      expect.objectContaining({
        id: letterId,
        request: 'forward',
        forwardTo,
        forwardFee: { amount: 600, currency: 'GBP' },
        companyName: 'Thames Post Ltd',
      }),
    ]);
    expect(
      await run(completeLetterRequest, asAda, { letterId, note: 'Royal Mail AB123456789GB' }),
    ).toEqual({ ok: false, formError: { key: 'forbidden' } });
    expect(
      await run(completeLetterRequest, asStaff, { letterId, note: 'Royal Mail AB123456789GB' }),
    ).toEqual({ ok: true, data: undefined });
    expect(await asUser(sam.id, (tx) => listStaffLetters(tx, 'open'), database)).toEqual([]);
    const office = await asUser(ada.id, (tx) => findCompanyOffice(tx, companyId), database);
    expect(office?.letters[0]).toMatchObject({ doneNote: 'Royal Mail AB123456789GB' });

    const actions = await owner<{ action: string; actor_kind: string }>(
      sql`select action, actor_kind from public.audit_log where target_id = ${letterId} order by id`,
    );
    expect(actions).toEqual([
      { action: 'mailroom.letter_recorded', actor_kind: 'staff' },
      { action: 'mailroom.forward_requested', actor_kind: 'customer' },
      { action: 'mailroom.request_done', actor_kind: 'staff' },
    ]);
  });

  it('removes scans 12 months after receipt, file and reference, keeping the letter', async () => {
    const old = await run(recordLetter, asStaff, {
      subscriptionId,
      sender: 'Barclays',
      receivedOn: '2025-11-01',
      category: 'bank',
      file: pdf('old'),
    });
    const oldId = (old as { data: { letterId: string } }).data.letterId;
    const [{ scan_path: oldPath }] = (await owner<{ scan_path: string }>(
      sql`select scan_path from public.mailroom_letters where id = ${oldId}`,
    )) as [{ scan_path: string }];

    expect(await removeExpiredScans({ today: '2026-11-01', storage, database })).toEqual({
      removed: 0,
    });
    expect(await storage.stat(oldPath)).not.toBeNull();

    expect(await removeExpiredScans({ today: '2026-11-02', storage, database })).toEqual({
      removed: 1,
    });
    expect(await storage.stat(oldPath)).toBeNull();
    const rows = await owner<{ id: string; scan_path: string | null; removed: boolean }>(
      sql`select id, scan_path, scan_deleted_at is not null as removed from public.mailroom_letters
          where subscription_id = ${subscriptionId} order by received_on`,
    );
    expect(rows[0]).toEqual({ id: oldId, scan_path: null, removed: true });
    expect(rows[1]!.scan_path).not.toBeNull();
    expect(await asUser(ada.id, (tx) => findLetterScan(tx, oldId), database)).toBeNull();
    // A second run the same day has nothing left to do.
    expect(await removeExpiredScans({ today: '2026-11-02', storage, database })).toEqual({
      removed: 0,
    });
  });
});
