import type {
  CompanyProfile,
  DateWindow,
  ObligationInstance,
  RuleId,
} from '@/lib/compliance/model';
import { obligationsFor } from '@/lib/compliance/obligations';

/** The obligations of a valid profile (fails the test on issues). */
export function obligations(
  profile: CompanyProfile,
  window: DateWindow = { from: '2000-01-01', to: '2035-12-31' },
): ObligationInstance[] {
  const outcome = obligationsFor(profile, window);
  if (!outcome.ok) throw new Error(`Unexpected issues: ${JSON.stringify(outcome.issues)}`);
  return outcome.obligations;
}

/** One rule's instances as `{ [period key]: due date }`. */
export function dueDates(
  profile: CompanyProfile,
  rule: RuleId,
  window?: DateWindow,
): Record<string, string> {
  return Object.fromEntries(
    obligations(profile, window)
      .filter((o) => o.ruleId === rule)
      .map((o) => [o.period.key, o.dueDate]),
  );
}

/** One rule's instances. */
export function instancesOf(
  profile: CompanyProfile,
  rule: RuleId,
  window?: DateWindow,
): ObligationInstance[] {
  return obligations(profile, window).filter((o) => o.ruleId === rule);
}

/** The rules that apply to a profile, in no order. */
export function rulesOf(profile: CompanyProfile, window?: DateWindow): RuleId[] {
  return [...new Set(obligations(profile, window).map((o) => o.ruleId))].sort();
}
