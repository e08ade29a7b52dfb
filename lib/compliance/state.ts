/**
 * Where one obligation instance stands today. Pure: the caller passes today (a day in the
 * company's jurisdiction) and what it knows from the database.
 */
import type { ApplicationStatus } from '@/lib/applications/status';
import { daysBetween, type IsoDate } from './dates';
import type { ObligationInstance } from './model';

export const OBLIGATION_STATES = [
  'upcoming',
  'due_soon',
  'overdue',
  'ordered',
  'filed_by_us',
  'filed_elsewhere',
] as const;
export type ObligationState = (typeof OBLIGATION_STATES)[number];

/**
 * "Due soon" from 30 days before the due date to the due date itself, both included: the window
 * of the 30-day reminder (reminders go at 90, 30 and 7 days and on the day), so a customer who
 * gets the 30-day mail finds the obligation marked due soon.
 */
export const DUE_SOON_DAYS = 30;

/** What is known about the instance besides its dates. */
export type ObligationFacts = {
  /** The application ordered to file it, if any (its id links the calendar to it). */
  order?: { applicationId: string; status: ApplicationStatus } | null;
  /** We filed it (staff recorded the filing). */
  filedByUs?: boolean;
  /** The customer marked it filed elsewhere (by themselves or another agent). */
  filedElsewhere?: boolean;
};

/** An order that still stands: submitted and not rejected or cancelled (a draft is not an order). */
const STANDING_ORDER: ReadonlySet<ApplicationStatus> = new Set([
  'submitted',
  'in_review',
  'awaiting_customer',
]);
/** An order that reached the registry: the filing is ours. */
const FILED_ORDER: ReadonlySet<ApplicationStatus> = new Set(['filed', 'completed']);

/**
 * The state, first match wins: filed by us (recorded, or its order was filed or completed), marked
 * filed elsewhere, ordered (a standing order), overdue (today after the due date), due soon (due
 * within `DUE_SOON_DAYS`, the due date included), else upcoming. Once filed or ordered, the dates
 * no longer matter: an ordered obligation past its date shows as ordered, and staff see the date.
 */
export function obligationState(
  instance: Pick<ObligationInstance, 'dueDate'>,
  today: IsoDate,
  facts: ObligationFacts = {},
): ObligationState {
  const status = facts.order?.status;
  if (facts.filedByUs || (status && FILED_ORDER.has(status))) return 'filed_by_us';
  if (facts.filedElsewhere) return 'filed_elsewhere';
  if (status && STANDING_ORDER.has(status)) return 'ordered';
  const days = daysBetween(today, instance.dueDate);
  if (days < 0) return 'overdue';
  return days <= DUE_SOON_DAYS ? 'due_soon' : 'upcoming';
}
