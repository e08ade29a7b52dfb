import type { ServiceId } from './services';

/**
 * The three packages sold for every service. Turnaround is our processing time once the
 * customer's documents are complete; registries can add their own queue time, which the pages say.
 */
export const packageIds = ['basic', 'standard', 'premium'] as const;
export type PackageId = (typeof packageIds)[number];

export function isPackageId(value: unknown): value is PackageId {
  return (packageIds as readonly unknown[]).includes(value);
}

export type Turnaround = { min: number; max: number; unit: 'businessDays' | 'hours' };

/** Message keys under `Catalogue.inclusions`. */
export type InclusionKey =
  | 'filing'
  | 'nameCheck'
  | 'digitalCertificate'
  | 'digitalTaxDocuments'
  | 'termsCheck'
  | 'trademarkDocuments'
  | 'filedCopies'
  | 'emailSupport'
  | 'printedCertificate'
  | 'certifiedPhysicalSet'
  | 'expressCourier'
  | 'complianceCalendar'
  | 'markDeadlines'
  | 'phoneSupport'
  | 'dedicatedManager';

export type PhysicalCopies = 'none' | 'printedCertificate' | 'certifiedSet';

export type PackageDefinition = {
  id: PackageId;
  turnaround: Turnaround;
};

export const packages: Record<PackageId, PackageDefinition> = {
  basic: { id: 'basic', turnaround: { min: 7, max: 10, unit: 'businessDays' } },
  standard: { id: 'standard', turnaround: { min: 3, max: 5, unit: 'businessDays' } },
  premium: { id: 'premium', turnaround: { min: 24, max: 48, unit: 'hours' } },
};

/**
 * What a package contains depends on what is done: registering a business (a name check, a
 * certificate and tax documents), filing a trade mark (its goods and services, the office's
 * receipt and certificate, the renewal date), filing a return (copies of what was filed), or an
 * ongoing service (company secretarial work, a virtual office, advice), whose packages differ
 * by speed and support.
 */
export const packageKinds = ['registration', 'trademark', 'filing', 'service'] as const;
export type PackageKind = (typeof packageKinds)[number];

/** The kind of package each service is sold in. */
const kindOfService: Record<ServiceId, PackageKind> = {
  company: 'registration',
  businessName: 'registration',
  nonProfit: 'registration',
  trademark: 'trademark',
  taxFiling: 'filing',
  annualReturns: 'filing',
  usStateFilings: 'filing',
  companySecretarial: 'service',
  corporateCompliance: 'service',
  virtualOffice: 'service',
  structuringGovernance: 'service',
  businessLicensing: 'service',
  // Registrations with the tax, pension and insurance bodies, filed online: no paper to send.
  employerRegistration: 'filing',
};

export function packageKindOf(service: ServiceId): PackageKind {
  return kindOfService[service];
}

export type PackageContents = {
  physicalCopies: PhysicalCopies;
  inclusions: readonly InclusionKey[];
};

/** Digital certificates and tax documents (and e-mail support) come with every registration. */
// The compliance calendar and its reminders are free for every company (issue 31), so every
// package that forms or files for a company lists it, Basic included.
const registered: readonly InclusionKey[] = [
  'filing',
  'nameCheck',
  'digitalCertificate',
  'digitalTaxDocuments',
  'emailSupport',
  'complianceCalendar',
];
const trademarked: readonly InclusionKey[] = [
  'filing',
  'termsCheck',
  'trademarkDocuments',
  'emailSupport',
];
const filed: readonly InclusionKey[] = [
  'filing',
  'filedCopies',
  'emailSupport',
  'complianceCalendar',
];

export const packageContents: Record<PackageKind, Record<PackageId, PackageContents>> = {
  registration: {
    basic: { physicalCopies: 'none', inclusions: registered },
    standard: {
      physicalCopies: 'printedCertificate',
      inclusions: [...registered, 'printedCertificate', 'phoneSupport'],
    },
    premium: {
      physicalCopies: 'certifiedSet',
      inclusions: [
        ...registered,
        'certifiedPhysicalSet',
        'expressCourier',
        'phoneSupport',
        'dedicatedManager',
      ],
    },
  },
  trademark: {
    basic: { physicalCopies: 'none', inclusions: trademarked },
    standard: {
      physicalCopies: 'printedCertificate',
      inclusions: [...trademarked, 'printedCertificate', 'markDeadlines', 'phoneSupport'],
    },
    premium: {
      physicalCopies: 'certifiedSet',
      inclusions: [
        ...trademarked,
        'certifiedPhysicalSet',
        'expressCourier',
        'markDeadlines',
        'phoneSupport',
        'dedicatedManager',
      ],
    },
  },
  // A return or a report is filed online and acknowledged by the registry: no paper to send.
  filing: {
    basic: { physicalCopies: 'none', inclusions: filed },
    standard: {
      physicalCopies: 'none',
      inclusions: [...filed, 'phoneSupport'],
    },
    premium: {
      physicalCopies: 'none',
      inclusions: [...filed, 'phoneSupport', 'dedicatedManager'],
    },
  },
  service: {
    basic: { physicalCopies: 'none', inclusions: ['emailSupport'] },
    standard: { physicalCopies: 'none', inclusions: ['emailSupport', 'phoneSupport'] },
    premium: {
      physicalCopies: 'none',
      inclusions: ['emailSupport', 'phoneSupport', 'dedicatedManager'],
    },
  },
};

/** What the package of this service contains. */
export function contentsOf(service: ServiceId, pkg: PackageId): PackageContents {
  return packageContents[packageKindOf(service)][pkg];
}

/** The display order of the inclusions (the comparison tables' rows). */
const inclusionOrder: readonly InclusionKey[] = [
  'filing',
  'nameCheck',
  'termsCheck',
  'digitalCertificate',
  'digitalTaxDocuments',
  'trademarkDocuments',
  'filedCopies',
  'emailSupport',
  'printedCertificate',
  'certifiedPhysicalSet',
  'expressCourier',
  'complianceCalendar',
  'markDeadlines',
  'phoneSupport',
  'dedicatedManager',
];

/** Every inclusion any package of a kind has, in display order (a comparison table's rows). */
export function inclusionsOfKind(kind: PackageKind): InclusionKey[] {
  const used = new Set(packageIds.flatMap((id) => packageContents[kind][id].inclusions));
  return inclusionOrder.filter((key) => used.has(key));
}

/** Every inclusion of every kind, in display order (each has a message). */
export const allInclusions: readonly InclusionKey[] = inclusionOrder;
