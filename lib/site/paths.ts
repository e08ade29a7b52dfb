import type { CountrySlug, JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { ServiceId } from '@/lib/catalogue/services';
import { RESET_PASSWORD_PATH, SIGN_IN_PATH, STAFF_ACCESS_PATH } from '@/lib/config/backend';

/**
 * The site's own pages that code sends people to, each written once (English paths: links and
 * redirects add the locale). A wizard's routes are in lib/wizards/flows.ts, and where each
 * offering of the catalogue starts in ./offering-paths.ts. Data only: the proxy and client code
 * import it.
 */
export const paths = {
  home: '/',
  signIn: SIGN_IN_PATH,
  resetPassword: RESET_PASSWORD_PATH,
  account: '/account',
  accountSettings: '/account/settings',
  accountCompanies: '/account/companies',
  accountNewCompany: '/account/companies/new',
  accountCalendar: '/account/calendar',
  accountSubscriptions: '/account/subscriptions',
  staffAccess: STAFF_ACCESS_PATH,
  admin: '/admin',
  adminPayments: '/admin/payments',
  adminCompliance: '/admin/compliance',
  adminMessages: '/admin/messages',
  adminStaff: '/admin/staff',
  adminAudit: '/admin/audit',
  adminSystem: '/admin/system',
  adminCompanies: '/admin/companies',
  adminSubscriptions: '/admin/subscriptions',
  adminVirtualOffice: '/admin/virtual-office',
  /** Where a yearly service's order (first or renewal) is paid: it has no wizard of its own. */
  subscriptionPayment: '/subscription-payment',
  submitted: '/application-submitted',
  /** Where a payment provider sends the customer back (issue 32). */
  paymentCallback: '/payments/callback',
  selectJurisdiction: '/select-jurisdiction',
  usaEntitySelection: '/usa-entity-selection',
  trademark: '/services/trademark-registration',
  /** The form that asks staff for a service that cannot be ordered online (see requestServicePath). */
  requestService: '/request-service',
  /** A quoted service's request (issue 35): see requestQuotePath. */
  requestQuote: '/request-quote',
  /** Where an accepted quote is paid: a quoted request has no wizard of its own. */
  quotePayment: '/quote-payment',
  /** The Nigerian pricing pages, one per entity type (the non-profit wizard starts on its own). */
  nigeriaPricing: {
    company: '/nigeria-company-pricing',
    businessName: '/nigeria-enterprise-pricing',
    nonProfit: '/nigeria-nonprofit-pricing',
  },
} as const;

/** The page that explains a service (the /services cards link here). */
export const servicePages: Record<ServiceId, string> = {
  company: '/services/business-registration',
  businessName: paths.nigeriaPricing.businessName,
  nonProfit: paths.nigeriaPricing.nonProfit,
  trademark: paths.trademark,
  taxFiling: '/services/others#taxFiling',
  annualReturns: '/services/others#annualReturns',
  usStateFilings: paths.usaEntitySelection,
  companySecretarial: '/services/others#companySecretarial',
  corporateCompliance: '/services/others#corporateCompliance',
  virtualOffice: '/services/others#virtualOffice',
  structuringGovernance: '/services/others#structuringGovernance',
  businessLicensing: '/services/others#businessLicensing',
  employerRegistration: '/services/others#employerRegistration',
};

/** A customer's company in their account, and in the staff console: by its id. */
export function accountCompanyPath(id: string): string {
  return `/account/companies/${encodeURIComponent(id)}`;
}
export function adminCompanyPath(id: string): string {
  return `/admin/companies/${encodeURIComponent(id)}`;
}

/** A customer's application in their account: /account/applications/NG-CO-2026-000123. */
export function accountApplicationPath(reference: string): string {
  return `/account/applications/${encodeURIComponent(reference)}`;
}

/** An application in the staff console. */
export function adminApplicationPath(reference: string): string {
  return `/admin/applications/${encodeURIComponent(reference)}`;
}

/**
 * Where the forms that carry files post them: route handlers that read the body with a limit
 * (app/api/...), never server actions.
 */
export function accountProofUrl(reference: string): string {
  return `/api/account/applications/${encodeURIComponent(reference)}/proof`;
}
export function accountReplyUrl(reference: string): string {
  return `/api/account/applications/${encodeURIComponent(reference)}/reply`;
}
export function staffDeliveryUrl(applicationId: string): string {
  return `/api/admin/applications/${encodeURIComponent(applicationId)}/documents`;
}
export const careerApplicationUrl = '/api/careers';

/** A country's page: /nigeria, /south-africa. */
export function countryPath(country: CountrySlug): string {
  return `/${country}`;
}

/**
 * The query of /request-service: the service and the jurisdiction (named `country` in the URL);
 * from a company's "File it for me", the company, its registry number, the obligation's title and
 * its due date, which the form writes into its message.
 */
export const REQUEST_SERVICE_PARAMS = {
  service: 'service',
  country: 'country',
  company: 'company',
  number: 'number',
  obligation: 'obligation',
  due: 'due',
} as const;

/** What a company's "File it for me" tells the request form (see REQUEST_SERVICE_PARAMS). */
export type RequestAbout = { company: string; number: string; obligation: string; due: string };

/**
 * The "Request this service" form with the offering filled in:
 * /request-service?service=virtualOffice&country=ghana.
 */
export function requestServicePath({
  service,
  jurisdiction,
  about,
}: {
  service: ServiceId;
  jurisdiction: JurisdictionId;
  about?: RequestAbout;
}): string {
  const query = new URLSearchParams({
    [REQUEST_SERVICE_PARAMS.service]: service,
    [REQUEST_SERVICE_PARAMS.country]: jurisdiction,
  });
  if (about)
    for (const name of ['company', 'number', 'obligation', 'due'] as const)
      query.set(REQUEST_SERVICE_PARAMS[name], about[name]);
  return `${paths.requestService}?${query.toString()}`;
}

/** A mailroom letter's scan (issue 34): the owner's and staff's download. */
export function letterScanPath(letterId: string): string {
  return `/api/mailroom/letters/${encodeURIComponent(letterId)}/scan`;
}

/** Where staff post a letter received, with its scan. */
export const recordLetterPath = '/api/admin/mailroom/letters';
/**
 * The request for a quoted service (business licensing, structuring and governance):
 * /request-quote?service=businessLicensing&country=nigeria (`country`: the catalogue's jurisdiction id).
 */
export function requestQuotePath({
  service,
  jurisdiction,
}: {
  service: ServiceId;
  jurisdiction: JurisdictionId;
}): string {
  return `${paths.requestQuote}?${new URLSearchParams({ service, country: jurisdiction })}`;
}
