import 'server-only';

/**
 * The end-to-end tests need pages that throw, recover, load slowly and fire toasts. They exist
 * only when the server runs with E2E_HARNESS=1; in every other run they answer 404.
 */
export function isHarnessEnabled(): boolean {
  return process.env.E2E_HARNESS === '1';
}

/**
 * A path the root layout fails on, so the tests can reach app/global-error.tsx. The dot keeps it
 * out of the locale proxy (it skips paths with one), so the layout sees it as its locale.
 */
export const rootLayoutErrorPath = '/e2e.root-layout-error';

/** True for the root layout's locale segment of `rootLayoutErrorPath`, with the harness on. */
export function isRootLayoutErrorSegment(segment: string): boolean {
  return isHarnessEnabled() && `/${segment}` === rootLayoutErrorPath;
}

const failedOnce = new Set<string>();

/** True the first time a token is seen in this server process, false afterwards. */
export function isFirstAttempt(token: string): boolean {
  if (failedOnce.has(token)) return false;
  failedOnce.add(token);
  return true;
}

/** Longest a harness page may wait, so a forgotten release cannot hang a test run. */
export const maxHarnessDelayMs = 15_000;

const released = new Set<string>();

/** Lets every page held with this token finish rendering. */
export function release(token: string): void {
  released.add(token);
}

/**
 * Holds a render until the test releases the token (or the time limit passes): the test sees
 * the loading state for as long as it needs, however slow the machine is.
 */
export async function waitForRelease(token: string): Promise<void> {
  const deadline = Date.now() + maxHarnessDelayMs;
  while (!released.has(token) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
