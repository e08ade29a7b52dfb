import { findOffering } from '@/lib/catalogue/catalogue';
import {
  jurisdictionIds,
  jurisdictions,
  type CountryCode,
  type JurisdictionId,
} from '@/lib/catalogue/jurisdictions';
import type { ServiceId } from '@/lib/catalogue/services';
import { hasWizard, offeringPath } from './offering-paths';
import { ORDER_TARGETS, orderHref } from './order-targets';

/**
 * The four solutions the home page names (issue 35), each a page at /solutions/<slug>: what it
 * is made of in each country, each part priced by the catalogue where the catalogue sells it, and
 * where it is ordered. Texts are under `Solutions.<key>` and `Solutions.parts.<part>`.
 */
export const solutionSlugs = [
  'business-formation',
  'hire-to-payroll',
  'boardroom-in-a-box',
  'raise-and-structure',
] as const;
export type SolutionSlug = (typeof solutionSlugs)[number];

/** Each solution's message key (the home strip's `Home.solutions.items.<key>` too). */
export const solutionKeys = {
  'business-formation': 'formation',
  'hire-to-payroll': 'payroll',
  'boardroom-in-a-box': 'boardroom',
  'raise-and-structure': 'raise',
} as const satisfies Record<SolutionSlug, string>;
export type SolutionKey = (typeof solutionKeys)[SolutionSlug];

export const SOLUTIONS_PATH = '/solutions';

export function solutionPath(slug: SolutionSlug): string {
  return `${SOLUTIONS_PATH}/${slug}`;
}

/** What a solution's row names, under `Solutions.parts`. */
export type PartKey =
  | ServiceId
  | 'employerRegistration'
  | 'shareAllotment'
  | 'holdingCompany'
  | 'companySecretarialSubscription'
  | 'compliancePlan';

/** One thing a solution includes in one jurisdiction. */
export type SolutionPart = {
  part: PartKey;
  jurisdiction: JurisdictionId;
  /** The catalogue offering that prices it; absent while the catalogue has no price for it. */
  offering?: { jurisdiction: JurisdictionId; service: ServiceId };
  /** Where it is ordered (English path). */
  href: string;
  /** True when `href` is an online order, false when it asks staff (the request form). */
  online: boolean;
};

/** Jurisdictions of a country, in the catalogue's order (the USA: its federal work, then the states). */
function jurisdictionsIn(country: CountryCode): JurisdictionId[] {
  return jurisdictionIds.filter((id) => jurisdictions[id].countryCode === country);
}

function offered(jurisdiction: JurisdictionId, service: ServiceId) {
  return findOffering(jurisdiction, service) ? { jurisdiction, service } : undefined;
}

/** A part the catalogue sells: priced by its offering, ordered where the catalogue's links go. */
function catalogued(
  part: PartKey,
  jurisdiction: JurisdictionId,
  service: ServiceId,
): SolutionPart[] {
  const offering = offered(jurisdiction, service);
  if (!offering) return [];
  return [
    { part, jurisdiction, offering, href: offeringPath(offering), online: hasWizard(offering) },
  ];
}

function formation(country: CountryCode): SolutionPart[] {
  return jurisdictionsIn(country).flatMap((j) =>
    (['company', 'businessName', 'nonProfit'] as const).flatMap((s) => catalogued(s, j, s)),
  );
}

function payroll(country: CountryCode): SolutionPart[] {
  const [main] = jurisdictionsIn(country) as [JurisdictionId];
  const target = ORDER_TARGETS.employerRegistration[country];
  // Priced by the catalogue's offering where there is one (issue 35's employer registrations).
  const listed = catalogued('employerRegistration', main, 'employerRegistration');
  return [
    ...(listed.length > 0
      ? listed
      : [
          {
            part: 'employerRegistration' as const,
            jurisdiction: main,
            href: orderHref(target),
            online: target.pending === undefined,
          },
        ]),
    ...jurisdictionsIn(country).flatMap((j) => catalogued('taxFiling', j, 'taxFiling')),
  ];
}

function boardroom(country: CountryCode): SolutionPart[] {
  const subscriptions = orderHref(ORDER_TARGETS.subscriptions);
  return jurisdictionsIn(country).flatMap((j) => [
    ...catalogued('companySecretarialSubscription', j, 'companySecretarial').map((p) => ({
      ...p,
      href: subscriptions,
      online: true,
    })),
    ...catalogued('compliancePlan', j, 'corporateCompliance').map((p) => ({
      ...p,
      href: subscriptions,
      online: true,
    })),
    ...catalogued('annualReturns', j, 'annualReturns'),
    ...catalogued('usStateFilings', j, 'usStateFilings'),
  ]);
}

/**
 * Raise & Structure: a share allotment, filed as each registry asks (UK: SH01 [S364]; Nigeria: the
 * return of allotment [S365]; Delaware: a board resolution and the stock ledger [S380]), then a
 * holding company formed like any other.
 */
function raise(country: CountryCode): SolutionPart[] {
  const all = jurisdictionsIn(country);
  const target = ORDER_TARGETS.shareAllotment[country];
  const [main] = all as [JurisdictionId];
  return [
    {
      part: 'shareAllotment',
      jurisdiction: main,
      ...(offered(main, 'structuringGovernance')
        ? { offering: { jurisdiction: main, service: 'structuringGovernance' as const } }
        : {}),
      href: orderHref(target),
      online: false,
    },
    // The holding company is a formation like any other; the subsidiary's shareholder is the holding.
    ...all.flatMap((j) => catalogued('holdingCompany', j, 'company')),
  ];
}

const builders: Record<SolutionSlug, (country: CountryCode) => SolutionPart[]> = {
  'business-formation': formation,
  'hire-to-payroll': payroll,
  'boardroom-in-a-box': boardroom,
  'raise-and-structure': raise,
};

/** What a solution includes in a country, in the order the page lists it. */
export function solutionParts(slug: SolutionSlug, country: CountryCode): SolutionPart[] {
  return builders[slug](country);
}
