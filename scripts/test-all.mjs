// `npm test`: lint, typecheck and prettier --check first (failing fast), then every test of the
// project. Unit and integration tests (Jest; the integration
// tests run a second time on a real PostgreSQL server when TEST_DATABASE_URL is set), then the
// browser tests (Playwright on Debian's Chromium), then, when TEST_DATABASE_URL is set, the
// scale-out leg (playwright.scale.config.ts: two instances on a PostgreSQL database behind one
// address). Prints one closing count for all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const e2eDir = process.env.E2E_DIR ?? '.e2e';
mkdirSync(e2eDir, { recursive: true });
const jestResults = [`${e2eDir}/jest-unit-results.json`, `${e2eDir}/jest-integration-results.json`];
const playwrightResults = `${e2eDir}/playwright-results.json`;
const scaleResults = `${e2eDir}/playwright-scale-results.json`;
for (const file of jestResults) rmSync(file, { force: true });
rmSync(playwrightResults, { force: true });
rmSync(scaleResults, { force: true });

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'TEST_DATABASE_URL is not set: the integration tests run on PGlite only (the PostgreSQL leg is skipped).',
  );
}

// Fail fast: lint, types and format are checked before any test runs.
for (const [command, args] of [
  ['eslint', ['.']],
  ['npm', ['run', '--silent', 'typecheck']],
  ['prettier', ['--check', '--log-level=warn', '.']],
]) {
  const status = run(command, args);
  if (status !== 0) {
    console.log(`\n${command} failed: no test was run.`);
    process.exit(status);
  }
}

// The unit tests run as Jest compiles them (next-intl's client code is ES modules that Jest turns
// into CommonJS); the integration tests need native ES modules: PGlite (Emscripten) calls import()
// from CommonJS, which Jest's sandbox allows only under --experimental-vm-modules.
const unitStatus = run('jest', [
  '--ci',
  '--selectProjects=unit',
  '--json',
  `--outputFile=${jestResults[0]}`,
]);
const integrationStatus = run(
  'jest',
  ['--ci', '--selectProjects=integration', '--json', `--outputFile=${jestResults[1]}`],
  { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
);
const jestStatus = unitStatus || integrationStatus;
ensureChromium();
const e2eStatus = run('playwright', ['test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightResults });
let scaleStatus = 0;
if (process.env.TEST_DATABASE_URL) {
  const started = Date.now();
  // The suite's build is there already: the leg serves it.
  scaleStatus = run('playwright', ['test', '--config=playwright.scale.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: scaleResults,
  });
  console.log(
    `Scale-out leg (PostgreSQL, two instances): ${Math.round((Date.now() - started) / 1000)} s`,
  );
} else {
  console.log(
    '\nTEST_DATABASE_URL is not set: the scale-out leg (two instances on PostgreSQL behind one address) is skipped.',
  );
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const results of jestResults) {
  if (!existsSync(results)) continue;
  const jest = JSON.parse(readFileSync(results, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  skipped += jest.numPendingTests + jest.numTodoTests;
}
for (const results of [playwrightResults, scaleResults]) {
  if (!existsSync(results)) continue;
  const { stats } = JSON.parse(readFileSync(results, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
if (jestStatus !== 0 && failed === 0) failed += 1; // a suite that failed to load counts once
if (e2eStatus !== 0 && failed === 0) failed += 1;
if (scaleStatus !== 0 && failed === 0) failed += 1;

console.log(`\nAll tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(jestStatus || e2eStatus || scaleStatus);
