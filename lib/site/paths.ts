import type { CountrySlug } from '@/lib/catalogue/jurisdictions';
import type { ServiceId } from '@/lib/catalogue/services';
import { RESET_PASSWORD_PATH } from '@/lib/config/backend';

/**
 * The site's own pages that code sends people to, each written once (English paths: links and
 * redirects add the locale). A wizard's routes are in lib/wizards/flows.ts, and where each
 * offering of the catalogue starts in ./offering-paths.ts. Data only: the proxy and client code
 * import it.
 */
export const paths = {
  home: '/',
  signIn: '/signin',
  resetPassword: RESET_PASSWORD_PATH,
  account: '/account',
  accountSettings: '/account/settings',
  admin: '/admin',
  adminPayments: '/admin/payments',
  adminMessages: '/admin/messages',
  adminStaff: '/admin/staff',
  adminAudit: '/admin/audit',
  submitted: '/application-submitted',
  selectJurisdiction: '/select-jurisdiction',
  usaEntitySelection: '/usa-entity-selection',
  trademark: '/services/trademark-registration',
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
};

/** A customer's application in their account: /account/applications/NG-CO-2026-000123. */
export function accountApplicationPath(reference: string): string {
  return `/account/applications/${encodeURIComponent(reference)}`;
}

/** An application in the staff console. */
export function adminApplicationPath(reference: string): string {
  return `/admin/applications/${encodeURIComponent(reference)}`;
}

/** A country's page: /nigeria, /south-africa. */
export function countryPath(country: CountrySlug): string {
  return `/${country}`;
}
