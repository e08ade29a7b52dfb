/**
 * The calendar's horizon and the reminders' schedule (issue 31): obligations for the next 24
 * months; reminders 90, 30 and 7 days before the due date and on the day, each keyed so that a
 * retry or a second instance never sends it twice. Pure: today is a parameter.
 */
import { addDays, addMonths, type IsoDate } from './dates';
import type { DateWindow, ObligationInstance } from './model';

export const CALENDAR_HORIZON_MONTHS = 24;
/** Days before the due date; 0 is the due date itself. */
export const REMINDER_OFFSETS = [90, 30, 7, 0] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

/** Today to 24 months ahead, both included. */
export function calendarWindow(today: IsoDate): DateWindow {
  return { from: today, to: addMonths(today, CALENDAR_HORIZON_MONTHS) };
}

/** `reminder:<companyId>:<instance key>:<offset>`: the job's idempotency key. */
export function reminderKey(
  companyId: string,
  instance: Pick<ObligationInstance, 'key'>,
  offset: ReminderOffset,
): string {
  return `reminder:${companyId}:${instance.key}:${offset}`;
}

/**
 * The reminders still to send on or after `today`, each with the day it is due: earlier ones have
 * passed (a calendar added 20 days before a deadline starts with the 7-day reminder).
 */
export function remindersFrom(
  instance: Pick<ObligationInstance, 'dueDate'>,
  today: IsoDate,
): { offset: ReminderOffset; sendOn: IsoDate }[] {
  return REMINDER_OFFSETS.map((offset) => ({
    offset,
    sendOn: addDays(instance.dueDate, -offset),
  })).filter((reminder) => reminder.sendOn >= today);
}

/**
 * The rows shown before "Show the later filings": whole months are shown until this many rows
 * are. A customer with 50 companies has about 1,400 filings in 24 months; rendering them all made
 * the page 343 kB and its p95 726 ms (bench, 2026-11-28), where a page of the next months is what
 * they read. The link (`?all=1`) shows every month.
 */
export const CALENDAR_PAGE_ROWS = 80;

/** Whole months, in order, until at least `limit` rows are taken (always the first month). */
export function firstMonths<T>(months: Map<string, T[]>, limit: number): Map<string, T[]> {
  const taken = new Map<string, T[]>();
  let rows = 0;
  for (const [key, list] of months) {
    if (rows >= limit) break;
    taken.set(key, list);
    rows += list.length;
  }
  return taken;
}
