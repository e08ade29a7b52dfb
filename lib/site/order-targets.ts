import type { CountryCode, JurisdictionId } from '@/lib/catalogue/jurisdictions';
import { paths, requestQuotePath } from './paths';

/**
 * Where the orders that are being built (issue 35) start, each written here once so that the day a
 * flow lands its links switch in one place: delete its `pending` and every link (solution pages,
 * catalogue tables, /services) follows. Until then a target sends the visitor to the "Request this
 * service" form with the service and the jurisdiction filled in, which reaches staff.
 * tests/unit/site/order-targets.test.ts fails when a flow's route exists but is still switched off.
 */
export type OrderTarget = {
  /** The order's own page (English path; links add the locale). */
  path: string;
  /** Set while the page at `path` is being built: where the visitor goes meanwhile. */
  pending?: string;
};

/** The request form, named by service id (which may be a service the catalogue has not got yet). */
function request(service: string, jurisdiction: JurisdictionId): string {
  return `${paths.requestService}?${new URLSearchParams({ service, country: jurisdiction }).toString()}`;
}

function employerRegistration(slug: string): OrderTarget {
  return { path: `/${slug}-employer-registration` };
}

/** A quoted service: the request for a quote (lib/quotes). */
function quoted(service: 'businessLicensing' | 'structuringGovernance'): OrderTarget {
  return { path: requestQuotePath({ service, jurisdiction: 'nigeria' }) };
}

const structuring = quoted('structuringGovernance');

export const ORDER_TARGETS = {
  /** Hire-to-Payroll Launchpad: one employer registration flow per country. */
  employerRegistration: {
    NG: employerRegistration('nigeria'),
    GH: employerRegistration('ghana'),
    ZA: employerRegistration('south-africa'),
    GB: employerRegistration('uk'),
    CA: employerRegistration('canada'),
    US: employerRegistration('usa'),
  },
  /**
   * Raise & Structure: a share allotment (new shares, the resolution, the registry's filing). Where
   * the catalogue sells structuring (Nigeria) it is that service; elsewhere the company secretarial
   * or compliance service that files it, or the request form with the country alone.
   */
  shareAllotment: {
    NG: structuring,
    GH: { path: request('companySecretarial', 'ghana') },
    ZA: { path: request('corporateCompliance', 'southAfrica') },
    GB: { path: request('companySecretarial', 'uk') },
    CA: { path: request('shareAllotment', 'canada') },
    US: { path: request('shareAllotment', 'delaware') },
  },
  /** The Nigerian services priced "at cost once known", ordered through a quote. */
  businessLicensing: quoted('businessLicensing'),
  structuringGovernance: structuring,
  /**
   * Boardroom-in-a-Box: company secretarial work and the compliance plan are yearly services sold
   * on a company record (issue 34), ordered from the customer's companies.
   */
  subscriptions: { path: paths.accountCompanies },
} as const satisfies Record<string, OrderTarget | Record<CountryCode, OrderTarget>>;

/** Where a target sends a visitor today. */
export function orderHref(target: OrderTarget): string {
  return target.pending ?? target.path;
}

/** Every target of the map, for the tests that check each leads to a page. */
export function allOrderTargets(): OrderTarget[] {
  return Object.values(ORDER_TARGETS).flatMap((entry) =>
    'path' in entry ? [entry as OrderTarget] : Object.values(entry as Record<string, OrderTarget>),
  );
}
