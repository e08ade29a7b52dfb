import 'server-only';

/**
 * The end-to-end tests need pages that throw, recover, load slowly and fire toasts. They exist
 * only when the server runs with E2E_HARNESS=1; in every other run they answer 404.
 */
export function isHarnessEnabled(): boolean {
  return process.env.E2E_HARNESS === '1';
}

const failedOnce = new Set<string>();

/** True the first time a token is seen in this server process, false afterwards. */
export function isFirstAttempt(token: string): boolean {
  if (failedOnce.has(token)) return false;
  failedOnce.add(token);
  return true;
}

/** Longest delay a harness page may be asked for, so a typo cannot hang a test run. */
export const maxHarnessDelayMs = 5000;
