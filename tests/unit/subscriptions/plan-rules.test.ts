import { addDays } from '@/lib/compliance/dates';
import type { ObligationInstance } from '@/lib/compliance/model';
import { obligationsFor } from '@/lib/compliance/obligations';
import type { ObligationState } from '@/lib/compliance/state';
import {
  PLAN_OPENING_DAYS,
  planOpensOn,
  planOrderKey,
  planOrdersDue,
} from '@/lib/subscriptions/plan-rules';

/** The real rules' instances for a company formed on 14 May 2024. */
function instancesOf(jurisdiction: 'nigeria' | 'south-africa'): ObligationInstance[] {
  const outcome = obligationsFor(
    { jurisdiction, entity: 'company', formed: '2024-05-14' },
    { from: '2026-01-01', to: '2027-12-31' },
  );
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.obligations;
}

const stated = (instance: ObligationInstance, state: ObligationState = 'upcoming') => ({
  instance,
  state,
});
const plan = { start: '2026-01-01', end: '2027-01-01' };

describe('planOpensOn', () => {
  it('opens a South African filing on its own window start (the CIPC annual return)', () => {
    const withWindow = instancesOf('south-africa').filter((i) => i.windowStart);
    expect(withWindow.length).toBeGreaterThan(0);
    for (const instance of withWindow) expect(planOpensOn(instance)).toBe(instance.windowStart);
  });

  it('opens a Nigerian annual return 30 days before its due date (no window in the rule)', () => {
    const annual = instancesOf('nigeria').find((i) => !i.windowStart);
    if (!annual) throw new Error('no Nigerian instance without a window');
    expect(PLAN_OPENING_DAYS).toBe(30);
    expect(planOpensOn(annual)).toBe(addDays(annual.dueDate, -30));
  });
});

describe('planOrdersDue', () => {
  const [first] = instancesOf('nigeria').filter((i) => i.dueDate >= '2026-03-01');
  if (!first) throw new Error('no Nigerian instance in 2026');
  const opens = addDays(first.dueDate, -30);
  const inPlan = { start: addDays(opens, -100), end: addDays(first.dueDate, 100) };

  it('orders nothing the day before the window opens, and the obligation on the day it opens', () => {
    expect(planOrdersDue([stated(first)], inPlan, addDays(opens, -1))).toEqual([]);
    expect(planOrdersDue([stated(first)], inPlan, opens)).toEqual([stated(first)]);
  });

  it('still orders a window opened on a missed day, up to the due date, not after', () => {
    expect(planOrdersDue([stated(first, 'due_soon')], inPlan, first.dueDate)).toHaveLength(1);
    expect(planOrdersDue([stated(first, 'overdue')], inPlan, addDays(first.dueDate, 1))).toEqual(
      [],
    );
  });

  it('orders nothing already ordered or filed', () => {
    for (const state of ['ordered', 'filed_by_us', 'filed_elsewhere'] as const)
      expect(planOrdersDue([stated(first, state)], inPlan, opens)).toEqual([]);
  });

  it('orders nothing outside the paid period (ended, or not yet begun)', () => {
    expect(planOrdersDue([stated(first)], { start: inPlan.start, end: opens }, opens)).toEqual([]);
    expect(
      planOrdersDue([stated(first)], { start: addDays(opens, 1), end: inPlan.end }, opens),
    ).toEqual([]);
    // The period's last day still counts (its end is excluded).
    expect(
      planOrdersDue([stated(first)], { start: inPlan.start, end: addDays(opens, 1) }, opens),
    ).toHaveLength(1);
  });

  it('picks only the open ones among a South African company’s year', () => {
    const all = instancesOf('south-africa').map((i) => stated(i));
    const today = '2026-06-01';
    const picked = planOrdersDue(all, plan, today).map((s) => s.instance.key);
    const expected = all
      .filter(
        ({ instance }) =>
          (instance.windowStart ?? addDays(instance.dueDate, -30)) <= today &&
          today <= instance.dueDate,
      )
      .map((s) => s.instance.key);
    expect(picked).toEqual(expected);
  });
});

describe('planOrderKey', () => {
  it('names the company and the obligation instance', () => {
    expect(planOrderKey('c1', 'ng-annual-return:2026')).toBe(
      'compliance-plan:c1:ng-annual-return:2026',
    );
  });
});
