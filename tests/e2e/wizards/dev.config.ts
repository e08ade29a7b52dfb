import base from '../../../playwright.config';

// For iterating on the wizard specs against an already running `next dev` (E2E_PORT): the same
// settings without the web server. The suite itself runs with the main config.
const config = {
  ...base,
  testDir: '.',
  outputDir: '../../../.e2e-e/test-results',
  webServer: undefined,
  workers: 1,
  expect: { timeout: 30_000 },
};
export default config;
