import { offeringsInCountry } from '@/lib/catalogue/catalogue';
import {
  jurisdictions,
  type CountrySlug,
  type JurisdictionId,
} from '@/lib/catalogue/jurisdictions';
import type { ServiceId } from '@/lib/catalogue/services';
import { FLOWS, flowFor } from '@/lib/wizards/flows';
import { isQuotable } from '@/lib/quotes/services';
import { paths, requestQuotePath, requestServicePath, servicePages } from './paths';

type OfferingKey = { jurisdiction: JurisdictionId; service: ServiceId };

/** True when the offering can be bought online, through a wizard. */
export function hasWizard({ jurisdiction, service }: OfferingKey): boolean {
  return flowFor(jurisdiction, service) !== undefined;
}

/**
 * Where a customer starts buying an offering, the one rule every catalogue link follows (country
 * pages, /select-jurisdiction, /pricing, /compare, /services/*): its wizard's entry page; else the
 * page that explains it (trade marks, the choice of a US entity and state); a quoted service's
 * request for a quote (/request-quote); else the "Request this
 * service" form with the service and the jurisdiction filled in, which reaches staff. An offering
 * never leads back to its country's page, where it cannot be ordered either. When a service gets
 * its own order flow (lib/wizards/flows.ts), its links follow by themselves.
 */
export function offeringPath({ jurisdiction, service }: OfferingKey): string {
  const flow = flowFor(jurisdiction, service);
  if (flow) return FLOWS[flow].entry;
  if (service === 'trademark') return paths.trademark;
  // Priced once staff know the case (issue 35): the request that leads to a quote.
  if (isQuotable(service, jurisdiction)) return requestQuotePath({ service, jurisdiction });
  const { country } = jurisdictions[jurisdiction];
  if (service === 'company' && country === 'usa') return paths.usaEntitySelection;
  return requestServicePath({ service, jurisdiction });
}

/**
 * A country page's services, each with where it leads: the offering's own start when the country
 * sells it in one jurisdiction, else the service's page, which prices it in each (the USA's states).
 */
export function countryServiceLinks(country: CountrySlug): { service: ServiceId; href: string }[] {
  const offerings = offeringsInCountry(country);
  const services = [...new Set(offerings.map((o) => o.service))];
  return services.map((service) => {
    const mine = offerings.filter((o) => o.service === service);
    return { service, href: mine.length === 1 ? offeringPath(mine[0]!) : servicePages[service] };
  });
}
