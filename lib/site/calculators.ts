/**
 * The public calculators whose inputs live in the URL (issue 20): `/delaware-franchise-tax?shares=…`,
 * `/wyoming-annual-report?assets=…`, `/delaware-corporate-income-tax?income=…`, and (issue 28)
 * `/texas-franchise-tax?year=…&revenue=…`. Data only: the proxy imports it.
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
  texasFranchiseTax: '/texas-franchise-tax',
} as const;

/**
 * The public compliance calendar (issue 31): the same shape as the calculators, a prerendered form
 * and a /result route for a URL with a company's figures (lib/compliance/query.ts reads them).
 */
export const COMPLIANCE_CALENDAR_PATH = '/compliance-calendar';
/** Its .ics download (app/api/compliance-calendar: outside the proxy, the locale in the query). */
export const COMPLIANCE_CALENDAR_ICS_PATH = '/api/compliance-calendar';

/** The query parameters each calculator reads. */
const inputs: Record<string, readonly string[]> = {
  [calculatorPages.delawareFranchiseTax]: ['shares', 'issued', 'assets'],
  [calculatorPages.delawareIncomeTax]: ['income', 'apportionment', 'deSales', 'sales'],
  [calculatorPages.wyomingAnnualReport]: ['assets'],
  // lib/tax/texas-franchise-tax-params.ts (TEXAS_PARAM_NAMES; not imported: the proxy stays small).
  [calculatorPages.texasFranchiseTax]: ['year', 'revenue', 'texas', 'retail', 'cogs', 'comp'],
  // lib/compliance/query.ts (parseComplianceQuery; not imported, as above).
  [COMPLIANCE_CALENDAR_PATH]: ['jurisdiction', 'entity', 'formed', 'yearEnd', 'foreignOwned'],
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

/**
 * Whether `path` (without locale) is a calculator's `/result` route itself, as a shared or typed
 * URL may name it directly: it renders what its URL says, per request, so it gets the nonce
 * policy like the rewrite does (issue 29, item 7).
 */
export function isCalculatorResultRoute(path: string): boolean {
  if (!path.endsWith(CALCULATOR_RESULT_SEGMENT)) return false;
  return path.slice(0, -CALCULATOR_RESULT_SEGMENT.length) in inputs;
}
