// Every integration file shares one database per file, opened in its hooks: under a loaded
// 2-core machine that takes longer than Jest's 5 s default. A project's `testTimeout` is ignored
// by Jest (it is a global option), so the integration project sets it here, for tests and hooks.
jest.setTimeout(60_000);
