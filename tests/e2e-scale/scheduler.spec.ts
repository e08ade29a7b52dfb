import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dataDir } from '../e2e/support/server';

test.describe.configure({ timeout: 240_000 });

type Tick = { job: string; pid: number; port: string | null; at: string; slots: number };

/** The runs of `test.tick` (lib/jobs/test-jobs.ts) that either instance recorded in the shared DATA_DIR. */
function ticks(): Tick[] {
  try {
    return readFileSync(path.join(dataDir, 'test-ticks.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Tick);
  } catch {
    return [];
  }
}

// Both instances register the every-minute schedule of the test-only job `test.tick` (under
// E2E_HARNESS) and both run the scheduler and a worker for it (issue 30). Each minute's
// occurrence must run once in all: one job, run by one of them. The first runs when the
// instances start (the minute they start in is due), so at most about a minute is waited here.
test('a scheduled job runs once per minute across the two instances', async () => {
  await expect
    .poll(() => ticks().length, { timeout: 200_000, intervals: [2000] })
    .toBeGreaterThanOrEqual(2);
  const runs = ticks();
  // Every job ran once...
  expect(new Set(runs.map((run) => run.job)).size).toBe(runs.length);
  // ... and no occurrence twice: each run follows the forward of its occurrence (one per minute
  // however many instances find it due), so there are never more runs than occurrences sent.
  // Two instances each scheduling the job under a key of their own would forward every minute
  // twice and run it twice. (When a job was created or ran is up to the workers: a forward that
  // waited for one and the next minute's can both create their jobs in one minute.)
  const sent = Math.max(...runs.map((run) => run.slots));
  expect(runs.length, `${runs.length} runs of ${sent} occurrences`).toBeLessThanOrEqual(sent);
  // Which instance ran them is up to the queue (each run records its instance's port).
  const ports = new Set(runs.map((run) => run.port));
  console.info(
    `[scheduler] ${runs.length} runs, by the instances on ports ${[...ports].join(', ')}`,
  );
});
