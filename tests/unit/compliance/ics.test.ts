import ICAL from 'ical.js';
import { calendarWindow } from '@/lib/compliance/calendar';
import { calendarFeed } from '@/lib/compliance/ics';
import type { CompanyProfile } from '@/lib/compliance/model';
import { obligationsFor } from '@/lib/compliance/obligations';

const TODAY = '2026-11-28';
const URL_BACK =
  'https://registra.example/compliance-calendar?jurisdiction=delaware&entity=corporation&formed=2026-03-10';

function obligationsOf(profile: CompanyProfile) {
  const outcome = obligationsFor(profile, calendarWindow(TODAY));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.obligations;
}

const delaware = obligationsOf({
  jurisdiction: 'delaware',
  entity: 'corporation',
  formed: '2026-03-10',
});

function feed(locale: 'en' | 'fr', obligations = delaware) {
  const text = calendarFeed(obligations, {
    locale,
    name: 'Acme Inc.',
    url: URL_BACK,
    scope: 'jurisdiction=delaware&entity=corporation&formed=2026-03-10',
    now: new Date('2026-11-28T10:00:00Z'),
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { text, calendar, events: calendar.getAllSubcomponents('vevent') };
}

describe('the ICS feed', () => {
  it('holds one all-day event per obligation, on its due date', () => {
    const { events, calendar } = feed('en');
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events).toHaveLength(delaware.length);
    const starts = events.map((event) => {
      const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
      expect(start.isDate).toBe(true);
      return start.toString();
    });
    expect(starts).toEqual(delaware.map((o) => o.dueDate));
    // The Delaware corporation's annual report and franchise tax, 1 March each year.
    expect(starts).toEqual(expect.arrayContaining(['2027-03-01', '2028-03-01']));
  });

  it('gives each event a stable UID per company and obligation, a link back and the fee and sources', () => {
    const { events } = feed('en');
    const uids = events.map((event) => String(event.getFirstPropertyValue('uid')));
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toEqual(delaware.map((o) => expect.stringContaining(o.key)));
    expect(uids.every((uid) => uid.startsWith('jurisdiction=delaware'))).toBe(true);
    expect(feed('en').events.map((e) => e.getFirstPropertyValue('uid'))).toEqual(uids);

    const report = events.find(
      (event) =>
        String(event.getFirstPropertyValue('dtstart')) === '2027-03-01' &&
        String(event.getFirstPropertyValue('summary')).includes('annual report'),
    );
    expect(report).toBeDefined();
    expect(report!.getFirstPropertyValue('summary')).toBe(
      'Delaware annual report and franchise tax',
    );
    expect(report!.getFirstPropertyValue('url')).toBe(URL_BACK);
    const description = String(report!.getFirstPropertyValue('description'));
    expect(description).toMatch(/^Government fee: The \$50 annual report fee/);
    expect(description).toContain('If late: A $200 penalty');
    expect(description).toMatch(/\[S\d+\] https:\/\//);
    expect(description).toContain(URL_BACK);
  });

  it('alerts 30 and 7 days before the due date', () => {
    for (const event of feed('en').events) {
      const alarms = event.getAllSubcomponents('valarm');
      expect(alarms.map((alarm) => alarm.getFirstPropertyValue('action'))).toEqual([
        'DISPLAY',
        'DISPLAY',
      ]);
      const triggers = alarms.map((alarm) =>
        (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds(),
      );
      expect(triggers).toEqual([-30 * 86400, -7 * 86400]);
      expect(alarms.every((alarm) => alarm.getFirstPropertyValue('description'))).toBe(true);
    }
  });

  it('speaks the reader’s language', () => {
    const { events, calendar } = feed('fr');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/\/\/FR$/);
    const summaries = events.map((event) => String(event.getFirstPropertyValue('summary')));
    expect(summaries).toContain('Rapport annuel et franchise tax du Delaware');
    const description = String(events[0]!.getFirstPropertyValue('description'));
    expect(description).toMatch(/^Droit administratif\u00a0: /);
    expect(description).toMatch(/\d\u202f?\d{3}|\$|US/);
  });

  it('lists the fee by band where the rule has bands', () => {
    const nigeria = obligationsOf({
      jurisdiction: 'nigeria',
      entity: 'company',
      formed: '2025-01-15',
    });
    const { events } = feed('en', nigeria);
    expect(events.length).toBeGreaterThan(0);
    const description = String(events[0]!.getFirstPropertyValue('description'));
    expect(description).toContain('By the latest annual turnover band.');
    expect(description).toMatch(/Up to ₦25 million: ₦[\d,]+/);
  });

  it('is an empty but valid calendar when nothing falls due', () => {
    const { events, text } = feed('en', []);
    expect(events).toHaveLength(0);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });
});
