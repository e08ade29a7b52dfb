/**
 * The iCalendar feed of a company's obligations (RFC 5545), built with ical-generator: one
 * all-day event per obligation on its due date, its title in the reader's language, the fee,
 * penalty and sources in the description, a link back to where it came from, and alarms 30 and
 * 7 days before. The public tool's download uses it today; the account's subscribed feed will
 * call it with the company's id as `scope`.
 */
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import type { Locale } from '@/lib/i18n/locales';
import { complianceTranslator, describeObligation, type ObligationText } from './describe';
import type { ObligationInstance } from './model';

/** Days before the due date the calendar app alerts (issue 31). */
export const FEED_ALARM_DAYS = [30, 7] as const;

const DAY_SECONDS = 24 * 60 * 60;

export type FeedOptions = {
  locale: Locale;
  /** The calendar's name, as the calendar app lists it. */
  name: string;
  /** The absolute URL of the page the obligations come from (each event links to it). */
  url: string;
  /**
   * Names the company (its id, or the public tool's query): an event's UID is the scope and the
   * instance's key, so the same obligation imported twice updates rather than duplicates, and two
   * companies' annual returns never share one.
   */
  scope: string;
  /** The feed's time stamp (DTSTAMP); now when not given. */
  now?: Date;
};

function description(
  text: ObligationText,
  instance: ObligationInstance,
  t: ReturnType<typeof complianceTranslator>,
  url: string,
): string {
  const lines = [
    t('feed.fee', { fee: text.fee.summary }),
    ...text.fee.bands.map((band) =>
      band.late
        ? t('feed.bandWithLate', { band: band.band, onTime: band.onTime, late: band.late })
        : t('feed.band', { band: band.band, onTime: band.onTime }),
    ),
    t('feed.penalty', { penalty: text.penalty }),
    ...(text.note ? [text.note] : []),
    ...(instance.estimate ? [t('estimate')] : []),
    t('feed.sources'),
    ...text.sources.map((source) => `[${source.id}] ${source.url}`),
    '',
    t('feed.link', { url }),
  ];
  return lines.join('\n');
}

/** One event of a feed over several companies: the instance, whose it is and where it links. */
export type FeedEntry = {
  instance: ObligationInstance;
  /** The company's id: the event's UID is the scope and the instance's key (see FeedOptions). */
  scope: string;
  /** The company's page. */
  url: string;
  /** Put before the title (the company's name), so two companies' returns read apart. */
  label?: string;
};

/** The iCalendar text of `obligations`. */
export function calendarFeed(
  obligations: readonly ObligationInstance[],
  { url, scope, ...options }: FeedOptions,
): string {
  return entriesFeed(
    obligations.map((instance) => ({ instance, scope, url })),
    { url, ...options },
  );
}

/**
 * The iCalendar text of events from several companies (the account's subscribed feed): each
 * event keeps its company's scope and link, so it has the UID the company's own download gives.
 */
export function entriesFeed(
  entries: readonly FeedEntry[],
  { locale, name, url, now = new Date() }: Omit<FeedOptions, 'scope'>,
): string {
  const t = complianceTranslator(locale);
  const host = new URL(url).host;
  const calendar = ical({
    name,
    url,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Registra', product: 'compliance-calendar', language: locale.toUpperCase() },
  });
  for (const { instance, scope, url: link, label } of entries) {
    const text = describeObligation(instance, locale, t);
    const title = label ? t('feed.labelled', { company: label, title: text.title }) : text.title;
    const [year, month, day] = instance.dueDate.split('-').map(Number) as [number, number, number];
    calendar.createEvent({
      id: `${scope}/${instance.key}@${host}`,
      // ical-generator writes an all-day date from the UTC fields: midnight UTC is the day itself.
      start: new Date(Date.UTC(year, month - 1, day)),
      allDay: true,
      stamp: now,
      summary: title,
      description: description(text, instance, t, link),
      url: link,
      alarms: FEED_ALARM_DAYS.map((days) => ({
        type: ICalAlarmType.display,
        triggerBefore: days * DAY_SECONDS,
        description: t('feed.alarm', { title, days }),
      })),
    });
  }
  return calendar.toString();
}
