import 'server-only';

/**
 * The end-to-end tests need a page that throws and a page that fires toasts. They exist only
 * when the server runs with E2E_HARNESS=1; in every other run they answer 404.
 */
export function isHarnessEnabled(): boolean {
  return process.env.E2E_HARNESS === '1';
}
