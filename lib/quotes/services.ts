import { findOffering } from '@/lib/catalogue/catalogue';
import { jurisdictions, type JurisdictionId } from '@/lib/catalogue/jurisdictions';

/**
 * The services sold on a quote: what the work and the authorities' fees cost is known only once
 * staff have read the customer's case (issue 35). Anything priced "at cost once known" joins
 * this list and is requested at /request-quote.
 */
export const QUOTED_SERVICES = ['businessLicensing', 'structuringGovernance'] as const;
export type QuotedService = (typeof QUOTED_SERVICES)[number];

/** The applications' flow of every quoted request. */
// IMPORTANT: migration 20261128590100 names this flow (payments_need_quote).
export const QUOTE_FLOW = 'quoted-service';

/** The reference's service code: NG-BL-2026-000123, NG-SG-2026-000124. */
export const QUOTED_SERVICE_CODES: Record<QuotedService, string> = {
  businessLicensing: 'BL',
  structuringGovernance: 'SG',
};

export function isQuotedService(service: string): service is QuotedService {
  return (QUOTED_SERVICES as readonly string[]).includes(service);
}

/** Whether we quote this service in this jurisdiction (the catalogue offers it there). */
export function isQuotable(service: string, jurisdiction: string): jurisdiction is JurisdictionId {
  return (
    isQuotedService(service) &&
    Object.hasOwn(jurisdictions, jurisdiction) &&
    findOffering(jurisdiction as JurisdictionId, service) !== undefined
  );
}
