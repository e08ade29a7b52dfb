import { jurisdictions, type JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { ServiceId } from '@/lib/catalogue/services';
import { FLOWS, flowFor } from '@/lib/wizards/flows';
import { countryPath, paths } from './paths';

type OfferingKey = { jurisdiction: JurisdictionId; service: ServiceId };

/** True when the offering can be bought online, through a wizard. */
export function hasWizard({ jurisdiction, service }: OfferingKey): boolean {
  return flowFor(jurisdiction, service) !== undefined;
}

/**
 * Where a customer starts buying an offering: its wizard's entry page; else the page that
 * explains it (trade marks, the choice of a US entity and state); else its country's page.
 */
export function offeringPath({ jurisdiction, service }: OfferingKey): string {
  const flow = flowFor(jurisdiction, service);
  if (flow) return FLOWS[flow].entry;
  if (service === 'trademark') return paths.trademark;
  const { country } = jurisdictions[jurisdiction];
  if (service === 'company' && country === 'usa') return paths.usaEntitySelection;
  return countryPath(country);
}
