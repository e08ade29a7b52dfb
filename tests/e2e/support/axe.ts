import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core, the very copy @axe-core/playwright runs, loaded into the pages of a test once (an
 * init script, see `loadAxe`) and run in the page. AxeBuilder sends and compiles axe's 550 kB
 * source again for each check, which made the accessibility specs the longest part of CI on a
 * 2-core machine, for the same rules and the same violations.
 */
const axeSource = require.resolve('axe-core/axe.min.js', {
  paths: [path.dirname(require.resolve('@axe-core/playwright'))],
});

export type AxeViolation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
};

type AxeWindow = {
  axe?: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
};

/** Makes axe available in every page this test opens from now on (call before `goto`). */
export async function loadAxe(page: Page): Promise<void> {
  await page.addInitScript({ path: axeSource });
}

/** axe's violations on the page as it is now, with every rule AxeBuilder runs by default. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A page opened before loadAxe (or a test that never called it) gets axe injected now.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as AxeWindow).axe!.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations;
}

/**
 * Fails with a readable list (rule, impact, help, the elements it found) when axe finds any
 * violation on the page as it is now; `what` names the page in the failure.
 */
export async function expectNoAxeViolations(page: Page, what?: string): Promise<void> {
  const summary = (await axeViolations(page)).map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, what).toEqual([]);
}
