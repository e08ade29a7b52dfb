import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The scale-out leg of the browser tests (`npm test` runs it when TEST_DATABASE_URL is set):
// the embedded auth on a fresh database of that PostgreSQL server, two app instances sharing it
// and one DATA_DIR, behind a round-robin proxy (scripts/e2e-scale-out.mjs). It runs the
// cross-instance checks of tests/e2e-scale, then the journeys that touch shared state once more,
// through the proxy, so consecutive requests land on different instances.
//
// The tests' helpers read that shared data directory (.e2e/data-scale: outbox, uploads).
process.env.E2E_SERVER_NAME = 'scale';
const port = Number(process.env.E2E_SCALE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 4);

export default defineConfig({
  ...base,
  testDir: './tests',
  testMatch: [
    'e2e-scale/**/*.spec.ts',
    'e2e/auth/auth-signin.spec.ts',
    'e2e/wizards/drafts.spec.ts',
    'e2e/wizards/nigeria-other-flows.spec.ts',
    'e2e/account/account.spec.ts',
    'e2e/admin/console.spec.ts',
  ],
  // Of those files, the journeys through shared state; not the checks of one page's markup, nor
  // those that need the suite's other servers (confirmations on, no backend).
  grep: [
    /e2e-scale\//,
    /signs up with instant confirmation/,
    /signs in, shows Sign out in the navigation/,
    /refuses to create an account twice/,
    /drafts are kept as they are typed/,
    /registers a non-profit \(uploads checked by content/,
    /a customer follows an application from submission to the certificate/,
    /staff work an application from the queue to delivered documents/,
  ],
  outputDir: `${process.env.E2E_DIR ?? '.e2e'}/test-results-scale`,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: 'node scripts/e2e-scale-out.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM lets the harness stop both instances and drop its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
