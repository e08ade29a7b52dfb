import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry on CI only: a 2-core machine under a full suite can miss a timing; a retried pass
  // is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  // Beside the servers' data (E2E_DIR), so two runs in one tree do not wipe each other's results.
  outputDir: `${process.env.E2E_DIR ?? '.e2e'}/test-results`,
  use: {
    baseURL,
    // Recording a trace costs each test about 0.75 s (24 page checks took 87 s with it, 69 s
    // without). On CI a failed test runs once more, and only that second run records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker registers about 2 s into every page and then fetches the offline pages
    // and their assets, and it would fetch images itself, out of reach of page.route().
    // service-worker.spec.ts, which tests it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's headless shell: scripts/ensure-chromium.mjs (debianChromium.tests) installs it and
      // says why. Written out here because Playwright's config loader cannot import that ES module.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      // Without the background-networking flags Chromium keeps calling Google's hosts, which
      // this closed network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // One build, four servers: the default one, one with e-mail confirmations on, one with no
  // backend at all (EMBEDDED_BACKEND=off), and one serving directly, with no trusted proxy.
  // Playwright starts them in this order.
  webServer: (
    [
      { args: '', port, env: {} },
      {
        args: '--no-build --name=confirm',
        port: port + 1,
        env: { EMBEDDED_AUTH_CONFIRM_EMAIL: 'true' },
      },
      { args: '--no-build --name=off', port: port + 2, env: { EMBEDDED_BACKEND: 'off' } },
      // Serving the internet directly: no trusted proxy, so client addresses come from the socket.
      {
        args: '--no-build --name=direct',
        port: port + 3,
        env: { TRUSTED_PROXY_HOPS: '0', UPLOADS_PER_ADDRESS: '3' },
      },
    ] as { args: string; port: number; env: Record<string, string> }[]
  ).map((server) => ({
    command: `node scripts/e2e-server.mjs ${server.args}`.trim(),
    url: `http://localhost:${server.port}/`,
    env: { ...server.env, E2E_PORT: String(server.port) },
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
