import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { outboxRetentionDays, pruneOutbox, readOutbox, sendMail } from '@/lib/mail/mailer';

const DAY = 24 * 60 * 60_000;
let dir: string;

/** A mail file as sendMail names it, written `daysAgo` days ago. */
function mailFrom(daysAgo: number, now = Date.now()): string {
  const date = new Date(now - daysAgo * DAY).toISOString();
  const name = `${date.replace(/[:.]/g, '-')}-0000abcd.json`;
  writeFileSync(
    path.join(dir, name),
    JSON.stringify({
      id: name,
      to: 'a@example.com',
      subject: `${daysAgo} days`,
      text: '',
      from: 'x',
      date,
    }),
  );
  return name;
}

beforeEach(() => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'registra-outbox-')), 'outbox');
  mkdirSync(dir);
});
afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

describe('the mail outbox keeps the last N days', () => {
  it('removes the mails older than the retention and keeps the rest', async () => {
    const now = Date.now();
    const old = [mailFrom(31, now), mailFrom(400, now)];
    const kept = [mailFrom(29, now), mailFrom(0, now)];
    expect(await pruneOutbox(dir, { now, days: 30 })).toBe(2);
    expect(readdirSync(dir).sort()).toEqual(kept.sort());
    expect(old.some((file) => readdirSync(dir).includes(file))).toBe(false);
  });

  it('judges a file whose name carries no date by its modification time', async () => {
    const now = Date.now();
    const stale = path.join(dir, 'copied-by-hand.json');
    const fresh = path.join(dir, 'another.json');
    writeFileSync(stale, '{}');
    writeFileSync(fresh, '{}');
    utimesSync(stale, new Date(now - 10 * DAY), new Date(now - 10 * DAY));
    expect(await pruneOutbox(dir, { now, days: 7 })).toBe(1);
    expect(readdirSync(dir)).toEqual(['another.json']);
  });

  it('prunes when a mail is written', async () => {
    const previous = process.env.MAIL_OUTBOX_RETENTION_DAYS;
    process.env.MAIL_OUTBOX_RETENTION_DAYS = '7';
    try {
      mailFrom(8);
      mailFrom(6);
      await sendMail({ to: 'b@example.com', subject: 'Today', text: 'Hello' }, { outbox: dir });
      expect(readOutbox(dir).map((mail) => mail.subject)).toEqual(['6 days', 'Today']);
    } finally {
      if (previous === undefined) delete process.env.MAIL_OUTBOX_RETENTION_DAYS;
      else process.env.MAIL_OUTBOX_RETENTION_DAYS = previous;
    }
  });

  it('keeps 30 days unless MAIL_OUTBOX_RETENTION_DAYS says otherwise', () => {
    expect(outboxRetentionDays({})).toBe(30);
    expect(outboxRetentionDays({ MAIL_OUTBOX_RETENTION_DAYS: '90' })).toBe(90);
    expect(outboxRetentionDays({ MAIL_OUTBOX_RETENTION_DAYS: '0' })).toBe(30);
    expect(outboxRetentionDays({ MAIL_OUTBOX_RETENTION_DAYS: 'a week' })).toBe(30);
  });

  it('does nothing when there is no outbox yet', async () => {
    expect(await pruneOutbox(path.join(dir, 'missing'))).toBe(0);
  });
});
