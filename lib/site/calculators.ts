/**
 * The public calculators whose inputs live in the URL (issue 20): `/delaware-franchise-tax?shares=…`,
 * `/wyoming-annual-report?assets=…`, `/delaware-corporate-income-tax?income=…`. Data only: the
 * proxy imports it.
 *
 * Each page is prerendered without figures (the cached page most visitors get). A URL that carries
 * figures is rewritten by the proxy to the page's `/result` route, which reads them on the server
 * and renders the same page with the result already drawn: a shared link opens on the figure, with
 * no flash and without JavaScript. That route is rendered per request and, since it shows what the
 * URL says, gets the per-request nonce policy of lib/security/csp.ts rather than 'unsafe-inline'.
 */
export const calculatorPages = {
  delawareFranchiseTax: '/delaware-franchise-tax',
  delawareIncomeTax: '/delaware-corporate-income-tax',
  wyomingAnnualReport: '/wyoming-annual-report',
} as const;

/** The query parameters each calculator reads. */
const inputs: Record<string, readonly string[]> = {
  [calculatorPages.delawareFranchiseTax]: ['shares', 'issued', 'assets'],
  [calculatorPages.delawareIncomeTax]: ['income', 'apportionment'],
  [calculatorPages.wyomingAnnualReport]: ['assets'],
};

/** The route that renders a calculator with the figures of its URL. */
export const CALCULATOR_RESULT_SEGMENT = '/result';

/**
 * The route to render `path` (without locale) with the figures of `search`, or null when the page
 * is not a calculator or the URL carries none of its inputs (the prerendered page serves it).
 */
export function calculatorResultPath(path: string, search: URLSearchParams): string | null {
  const names = inputs[path];
  if (!names || !names.some((name) => search.has(name))) return null;
  return `${path}${CALCULATOR_RESULT_SEGMENT}`;
}
