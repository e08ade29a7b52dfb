import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dataDir } from '../e2e/support/server';

test.describe.configure({ timeout: 240_000 });

type Tick = { job: string; pid: number; port: string | null; at: string; created: string };

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
  // ... and no minute twice: two instances each sending the same occurrence would create two
  // jobs in the same minute. (When a job ran is up to the workers: on a busy machine one may
  // wait half a minute for its turn, so run times say nothing about occurrences.)
  const minutes = runs.map((run) => run.created.slice(0, 16));
  expect(new Set(minutes).size, `occurrences ${minutes.join(', ')}`).toBe(runs.length);
  // Which instance ran them is up to the queue (each run records its instance's port).
  const ports = new Set(runs.map((run) => run.port));
  console.info(
    `[scheduler] ${runs.length} runs, by the instances on ports ${[...ports].join(', ')}`,
  );
});
