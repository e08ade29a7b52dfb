// Section of `npm run bench` (see bench/run.mjs): the daily compliance reminder job (issue 31:
// "the reminder job over 10,000 companies on the embedded database in under 60 s, each reminder
// sent once") on PGlite, with no server: the job runs in a process, not behind a page.
//
// How the TypeScript runs: bench/reminders-job.ts imports the app's own modules (lib/db,
// lib/jobs, lib/companies: `@/` paths, extensionless imports, `server-only`), which Node's type
// stripping cannot load. It is bundled with esbuild (a dependency already) the way
// tests/integration/jobs/mail-survives-kill.test.ts bundles its child server: `@/` resolved by
// tsconfig's paths, `server-only` a no-op, packages left to node_modules; then run by this Node
// (the pinned 24) in a child process with a fresh DATA_DIR. No jest (it would time its own
// transforms), no route in the app (the job is not a request), no new loader.
//
// The child (see its header) seeds BENCH_COMPANIES companies (10,000) across every jurisdiction,
// each with a reminder due today, then runs the job's handler twice as the queue's worker does,
// on today's date. Reported: the seconds of the first run (target < 60 s) and of the second,
// the reminders queued by each (the second must queue none) and whether each was queued once.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../helpers.mjs';

const TARGET_SECONDS = 60;

/** bench/reminders-job.ts as one CommonJS file under node_modules/.cache (packages resolve from there). */
async function bundle() {
  const outfile = path.join(
    repoRoot,
    'node_modules',
    '.cache',
    'registra-bench',
    'reminders-job.cjs',
  );
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    absWorkingDir: repoRoot,
    entryPoints: ['bench/reminders-job.ts'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    alias: { 'server-only': './tests/support/empty-module.cjs' },
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

/** Runs the bundle in a child Node with `env`; resolves with its BENCH_RESULT. */
function runChild(file, env, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', ...env },
    });
    let output = '';
    let result = null;
    child.stdout.on('data', (chunk) => {
      output += chunk;
      for (const line of String(chunk).split('\n')) {
        if (line.startsWith('BENCH_RESULT ')) result = JSON.parse(line.slice(13));
        else if (line.startsWith('[jobs] compliance.reminders')) log?.(line);
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`reminders-job exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

export async function run({ log }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-reminders-data-'));
  try {
    const file = await bundle();
    const companies = Number(process.env.BENCH_COMPANIES ?? 10_000);
    const r = await runChild(file, { DATA_DIR: dataDir, BENCH_COMPANIES: String(companies) }, log);
    log?.(
      `${r.companies} companies seeded in ${r.seedMs} ms (${r.kindsRemindedToday} of ${r.kinds} kinds reminded on ${r.today}` +
        `${r.kindsNotRemindedToday.length ? `; not: ${r.kindsNotRemindedToday.join(', ')}` : ''})`,
    );
    const seconds = (ms) => Number((ms / 1000).toFixed(2));
    const once = r.queuedBySecondRun === 0 && r.distinctKeysAfterFirstRun === r.queuedByFirstRun;
    return [
      {
        measure: `companies (${r.officersWantingReminders} with a director opted in)`,
        value: r.companies,
      },
      {
        measure: `first run (s, target < ${TARGET_SECONDS})`,
        value: seconds(r.firstRunMs),
        pass: r.firstRunMs < TARGET_SECONDS * 1000 ? 'ok' : 'MISSED',
      },
      { measure: 'reminders queued by the first run', value: r.queuedByFirstRun },
      { measure: 'second run, same day (s)', value: seconds(r.secondRunMs) },
      {
        measure: 'reminders queued by the second run (target 0)',
        value: r.queuedBySecondRun,
        pass: once ? 'ok' : 'MISSED',
      },
      { measure: 'load average (1 min)', value: Number(os.loadavg()[0].toFixed(2)) },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
