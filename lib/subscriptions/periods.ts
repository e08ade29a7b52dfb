import { addDays, addMonths, daysBetween, type IsoDate } from '@/lib/compliance/dates';

/**
 * The rules of a yearly service on a company (issue 34), pure: every function takes the day it
 * judges from (the clock is a parameter, so the tests and the renewal job pin it).
 *
 * A period runs from its first day to the day before its anniversary: `start` included, `end`
 * excluded (2026-03-01 → 2027-03-01 covers 365 days). These are our own terms of sale (a business
 * decision, 2026-11), not a registry rule; they are stated to the customer on the order form.
 */

/** Days before a period's end at which its renewal order is made and the first reminder goes. */
export const RENEWAL_NOTICE_DAYS = 30;
/** Reminders of an unpaid renewal: 30 and 7 days before the end, and on the day it lapses (0). */
export const RENEWAL_REMINDER_OFFSETS = [30, 7, 0] as const;
export type RenewalReminder = (typeof RENEWAL_REMINDER_OFFSETS)[number];
/**
 * A reminder whose day passed with no run (the queue was down) still goes this many days late;
 * the mail's key names the offset, so a late run never sends one twice.
 */
export const RENEWAL_CATCH_UP_DAYS = 2;

export const SUBSCRIPTION_STATES = ['active', 'renewal_due', 'lapsed', 'cancelled'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export type Period = { start: IsoDate; end: IsoDate };

/** One year from `start`: its anniversary (29 February starts end on 28 February, the earlier reading). */
export function yearFrom(start: IsoDate): Period {
  return { start, end: addMonths(start, 12) };
}

/** The day the renewal order is made: RENEWAL_NOTICE_DAYS before the end. */
export function renewalOpensOn(period: Pick<Period, 'end'>): IsoDate {
  return addDays(period.end, -RENEWAL_NOTICE_DAYS);
}

export type SubscriptionFacts = {
  periodEnd: IsoDate;
  cancelAtPeriodEnd: boolean;
};

/**
 * The state a subscription is in on `today`: cancelled once a period whose cancellation was asked
 * ends; lapsed once a period ends unrenewed; renewal due from RENEWAL_NOTICE_DAYS before the end
 * (unless cancelled: nothing is due then); otherwise active. A paid renewal moves `periodEnd` on,
 * so the state follows.
 */
export function stateOn(facts: SubscriptionFacts, today: IsoDate): SubscriptionState {
  if (today >= facts.periodEnd) return facts.cancelAtPeriodEnd ? 'cancelled' : 'lapsed';
  if (facts.cancelAtPeriodEnd) return 'active';
  return today >= renewalOpensOn({ end: facts.periodEnd }) ? 'renewal_due' : 'active';
}

/** Whether the renewal order should exist on `today`: in the notice window, not cancelled, not ended. */
export function renewalOrderDue(facts: SubscriptionFacts, today: IsoDate): boolean {
  return stateOn(facts, today) === 'renewal_due';
}

/**
 * The reminders of an unpaid renewal that fall due on `today` (up to RENEWAL_CATCH_UP_DAYS late):
 * 30 and 7 days before the end, and 0, the lapse notice on the day it ends. None when cancelled.
 */
export function remindersDue(facts: SubscriptionFacts, today: IsoDate): RenewalReminder[] {
  if (facts.cancelAtPeriodEnd) return [];
  return RENEWAL_REMINDER_OFFSETS.filter((offset) => {
    const late = daysBetween(addDays(facts.periodEnd, -offset), today);
    return late >= 0 && late <= RENEWAL_CATCH_UP_DAYS;
  });
}

/**
 * The period a paid renewal buys. Paid before the end, it follows on without a gap (the
 * customer loses no day for paying early); paid after a lapse, it starts on the day of payment
 * (no charge for the days without the service).
 */
export function renewedPeriod(current: Pick<Period, 'end'>, paidOn: IsoDate): Period {
  return yearFrom(paidOn > current.end ? paidOn : current.end);
}

/** Days in a period, and the days of it left on `on` (`on` itself counted; 0 once it ended). */
export function daysLeft(period: Period, on: IsoDate): { total: number; left: number } {
  const total = daysBetween(period.start, period.end);
  const from = on < period.start ? period.start : on;
  return { total, left: Math.max(0, daysBetween(from, period.end)) };
}

/**
 * What a change of package costs on `on` (minor units): the difference of the two yearly prices
 * for the days of the period left, rounded to the nearest minor unit. A move to a cheaper package
 * costs nothing and refunds nothing (it takes effect at the renewal); so does a change on or after
 * the end. Cancelling refunds nothing either: it takes effect at the end of the period paid for.
 */
export function prorateUpgrade(
  period: Period,
  prices: { from: number; to: number },
  on: IsoDate,
): number {
  for (const price of [prices.from, prices.to])
    if (!Number.isSafeInteger(price) || price < 0)
      throw new RangeError(`A price is a whole number of minor units: ${price}`);
  const { total, left } = daysLeft(period, on);
  if (prices.to <= prices.from || left === 0 || total <= 0) return 0;
  return Math.round(((prices.to - prices.from) * left) / total);
}
