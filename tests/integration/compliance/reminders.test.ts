import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { SignedInUser } from '@/lib/auth/current-user';
import { customer } from '@/lib/commands/actor';
import { addCompany } from '@/lib/commands/companies/add-company';
import { markObligationFiledElsewhere } from '@/lib/commands/companies/mark-obligation-filed-elsewhere';
import { setCompanyReminders } from '@/lib/commands/companies/set-company-reminders';
import { setObligationReminders } from '@/lib/commands/companies/set-obligation-reminders';
import { runCommand } from '@/lib/commands/run';
import { obligationRecords, statedObligations } from '@/lib/companies/obligations';
import { findCompany } from '@/lib/companies/queries';
import { sendDueReminders } from '@/lib/companies/reminders';
import { calendarWindow } from '@/lib/compliance/calendar';
import { addDays } from '@/lib/compliance/dates';
import { todayIso } from '@/lib/config/clock';
import { query, type Database } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { tempDir } from '../support/embedded';

/**
 * Issue 31, the reminders: due ones go once per obligation and offset, whatever the number of
 * runs (an injected clock); to the account and to each officer who asked; in the account's
 * language; none once the obligation is marked filed elsewhere or reminders are off.
 */
describe.each(testDrivers())('compliance reminders on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;

  const ada: SignedInUser = { id: randomUUID(), email: 'ada@example.com', fullName: 'Ada Okafor' };
  const zoe: SignedInUser = { id: randomUUID(), email: 'zoe@example.com', fullName: 'Zoé Martin' };

  beforeAll(async () => {
    dataDir = tempDir('registra-reminders-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { work: false });
    await query(
      database.db,
      sql`insert into auth.users (id, email) values (${ada.id}, ${ada.email}), (${zoe.id}, ${zoe.email})`,
    );
    await query(database.db, sql`update public.profiles set locale = 'fr' where id = ${zoe.id}`);
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function addUk(owner: SignedInUser, legalName: string): Promise<string> {
    const result = await runCommand(
      addCompany,
      customer(owner),
      {
        jurisdiction: 'uk',
        entity: 'company',
        legalName,
        registryNumber: '01234567',
        incorporatedOn: '2024-05-14',
        officers: [
          { name: 'Ngozi Eze', role: 'director', email: 'ngozi@example.com', wantsReminders: true },
          {
            name: 'Sam Quiet',
            role: 'secretary',
            email: 'quiet@example.com',
            wantsReminders: false,
          },
        ],
      },
      { database },
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.data.companyId;
  }

  /** The company's obligations from today, as the owner reads them. */
  async function obligationsOf(owner: SignedInUser, companyId: string) {
    return asUser(
      owner.id,
      async (tx) => {
        const company = (await findCompany(tx, companyId))!;
        const records = await obligationRecords(tx, [companyId]);
        const today = todayIso();
        return statedObligations(company, records.get(companyId), calendarWindow(today), today);
      },
      database,
    );
  }

  const mailsOf = (companyId: string) =>
    query<{ key: string; to: string; subject: string; text: string; html: string }>(
      database.db,
      sql`select singleton_key as key, data->>'to' as to, data->>'subject' as subject, data->>'text' as text,
                 data->>'html' as html
          from pgboss.job where name = 'mail.send' and singleton_key like ${`mail:reminder:${companyId}:%`}
          order by singleton_key`,
    );

  it('sends each due reminder once, to the account and the opted-in officer, however many runs', async () => {
    const id = await addUk(ada, 'Thames Widgets Ltd');
    const [first] = await obligationsOf(ada, id);
    const due = first!.instance.dueDate;
    const key = first!.instance.key;

    // 31 days before: nothing is due yet.
    await sendDueReminders({ today: addDays(due, -31), database });
    expect(await mailsOf(id)).toEqual([]);

    const thirtyBefore = addDays(due, -30);
    const firstRun = await sendDueReminders({ today: thirtyBefore, database });
    const secondRun = await sendDueReminders({ today: thirtyBefore, database });
    // The next day, within the catch-up: still the same mails, none added.
    await sendDueReminders({ today: addDays(thirtyBefore, 1), database });
    expect(firstRun.enqueued).toBeGreaterThanOrEqual(2);
    expect(secondRun.enqueued).toBe(0);
    const mails = (await mailsOf(id)).filter((m) =>
      m.key.startsWith(`mail:reminder:${id}:${key}:`),
    );
    expect(mails.map((m) => m.to).sort()).toEqual(['ada@example.com', 'ngozi@example.com']);
    expect(mails.map((m) => m.key.split(':').slice(0, 6).join(':'))).toEqual([
      `mail:reminder:${id}:${key}:30`,
      `mail:reminder:${id}:${key}:30`,
    ]);
    expect(mails[0]!.subject).toContain('Thames Widgets Ltd');
    expect(mails[0]!.text).toContain('in 30 days');
    expect(mails[0]!.html).toContain('File it for me');
    expect(mails.some((m) => m.to === 'quiet@example.com')).toBe(false);
  });

  it('none after "filed elsewhere", nor with the obligation\'s or the company\'s reminders off', async () => {
    const id = await addUk(ada, 'Severn Gears Ltd');
    const obligations = await obligationsOf(ada, id);
    const [filed, muted] = obligations;
    expect(
      await runCommand(
        markObligationFiledElsewhere,
        customer(ada),
        { companyId: id, obligationKey: filed!.instance.key },
        { database },
      ),
    ).toMatchObject({ ok: true });
    expect(
      await runCommand(
        setObligationReminders,
        customer(ada),
        { companyId: id, obligationKey: muted!.instance.key, enabled: false },
        { database },
      ),
    ).toMatchObject({ ok: true });
    for (const { instance } of [filed!, muted!])
      for (const days of [90, 30, 7, 0])
        await sendDueReminders({ today: addDays(instance.dueDate, -days), database });
    const keys = (await mailsOf(id)).map((m) => m.key);
    expect(keys.filter((k) => k.includes(`:${filed!.instance.key}:`))).toEqual([]);
    expect(keys.filter((k) => k.includes(`:${muted!.instance.key}:`))).toEqual([]);

    const other = await addUk(ada, 'Tyne Valves Ltd');
    expect(
      await runCommand(
        setCompanyReminders,
        customer(ada),
        { companyId: other, enabled: false },
        { database },
      ),
    ).toMatchObject({ ok: true });
    const [first] = await obligationsOf(ada, other);
    await sendDueReminders({ today: addDays(first!.instance.dueDate, -7), database });
    expect(await mailsOf(other)).toEqual([]);
  });

  it("a French account's reminder is in French, its officers' too", async () => {
    const id = await addUk(zoe, 'Zoé Conseil Ltd');
    const [first] = await obligationsOf(zoe, id);
    await sendDueReminders({ today: addDays(first!.instance.dueDate, -7), database });
    const mails = await mailsOf(id);
    expect(mails.map((m) => m.to).sort()).toEqual(['ngozi@example.com', 'zoe@example.com']);
    for (const mail of mails) {
      expect(mail.subject).toContain('Zoé Conseil Ltd\u00a0: ');
      expect(mail.text).toContain('dans 7\u00a0jours');
      expect(mail.html).toContain('Déposez-le pour moi');
    }
  });
});
