import { jurisdictionIds, type JurisdictionId } from '@/lib/catalogue/jurisdictions';
import { serviceIds, type ServiceId } from '@/lib/catalogue/services';
import { REQUEST_SERVICE_PARAMS, type RequestAbout } from '@/lib/site/paths';
import type { ServiceRequestInput } from './schemas';

/**
 * What the "Request this service" form offers and limits, apart from its schema: the form shows
 * these at once, while the schema (zod, the catalogue's offerings, the phone metadata) is fetched
 * when it first validates.
 */

export const REQUEST_MESSAGE_MAX = 5000;

export const serviceRequestDefaults: ServiceRequestInput = {
  service: '' as ServiceId,
  country: '' as JurisdictionId,
  name: '',
  email: '',
  phone: '',
  message: '',
  altcha: '',
};

/**
 * The service and jurisdiction a link filled in (`?service=virtualOffice&country=ghana`, built by
 * requestServicePath in lib/site/paths.ts); a value the catalogue does not know is left out.
 */
export function requestPrefill(
  search: string,
): Partial<Pick<ServiceRequestInput, 'service' | 'country'>> {
  const query = new URLSearchParams(search);
  const service = query.get(REQUEST_SERVICE_PARAMS.service);
  const country = query.get(REQUEST_SERVICE_PARAMS.country);
  return {
    ...((serviceIds as readonly string[]).includes(service ?? '')
      ? { service: service as ServiceId }
      : {}),
    ...((jurisdictionIds as readonly string[]).includes(country ?? '')
      ? { country: country as JurisdictionId }
      : {}),
  };
}

/**
 * The company and obligation a company page's "File it for me" named (requestServicePath's
 * `about`), for the form's message; null unless the link names a company and an obligation. Each
 * value is bounded: it only becomes text the visitor sends, and can change, themselves.
 */
export function requestAbout(search: string): RequestAbout | null {
  const query = new URLSearchParams(search);
  const value = (name: keyof RequestAbout, max: number) => {
    const text = query.get(REQUEST_SERVICE_PARAMS[name])?.trim() ?? '';
    return text.length <= max ? text : '';
  };
  const about = {
    company: value('company', 150),
    number: value('number', 40),
    obligation: value('obligation', 200),
    due: value('due', 10),
  };
  if (!about.company || !about.obligation) return null;
  return { ...about, due: /^\d{4}-\d{2}-\d{2}$/.test(about.due) ? about.due : '' };
}
