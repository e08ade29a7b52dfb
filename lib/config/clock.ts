import 'server-only';
import { isHarnessEnabled } from './harness';

/**
 * Today's date (UTC, YYYY-MM-DD), the day the compliance calendar counts from. The browser
 * tests fix it with E2E_TODAY (read only with the test harness on), so a calendar's dates and
 * states asserted today hold on every later day the suite runs.
 */
export function todayIso(): string {
  const fixed = process.env.E2E_TODAY;
  if (isHarnessEnabled() && fixed && /^\d{4}-\d{2}-\d{2}$/.test(fixed)) return fixed;
  return new Date().toISOString().slice(0, 10);
}
