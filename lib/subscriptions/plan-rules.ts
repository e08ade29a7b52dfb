import { addDays, type IsoDate } from '@/lib/compliance/dates';
import type { ObligationInstance } from '@/lib/compliance/model';
import type { ObligationState } from '@/lib/compliance/state';
import type { Period } from './periods';

/**
 * The corporate compliance plan's rules (issue 34), pure: which of a plan company's obligations
 * the scheduler orders on a given day. The clock is a parameter.
 *
 * An obligation's order is made when its window opens: the rule's own first filing day
 * (`windowStart`: South Africa, Canada, Nigerian trustees), else PLAN_OPENING_DAYS before its
 * due date. These are our own terms of the plan (a business decision, 2026-11), not a registry
 * rule. A run that missed the opening day (or a plan bought while a window is open) still orders
 * it, up to the due date: the order's idempotency key keeps it to one.
 */
export const PLAN_OPENING_DAYS = 30;

/** The day the plan's order of `instance` is made. */
export function planOpensOn(
  instance: Pick<ObligationInstance, 'windowStart' | 'dueDate'>,
): IsoDate {
  return instance.windowStart ?? addDays(instance.dueDate, -PLAN_OPENING_DAYS);
}

/** States in which nothing is ordered: someone is filing it already, or it is filed. */
const SETTLED: ReadonlySet<ObligationState> = new Set([
  'ordered',
  'filed_by_us',
  'filed_elsewhere',
]);

/**
 * The obligations to order on `today` for a plan covering `plan` (start included, end excluded):
 * none outside the paid period (a lapsed or ended plan orders nothing); of the rest, those whose
 * window is open (opening day reached, due date not passed) and that are not ordered or filed.
 */
export function planOrdersDue<T extends { instance: ObligationInstance; state: ObligationState }>(
  obligations: readonly T[],
  plan: Period,
  today: IsoDate,
): T[] {
  if (today < plan.start || today >= plan.end) return [];
  return obligations.filter(
    ({ instance, state }) =>
      !SETTLED.has(state) && planOpensOn(instance) <= today && today <= instance.dueDate,
  );
}

/** The idempotency key of the plan's order of one obligation instance: one order, ever. */
export function planOrderKey(companyId: string, obligationKey: string): string {
  return `compliance-plan:${companyId}:${obligationKey}`;
}
