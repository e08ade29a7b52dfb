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
  | 'emailSupport'
  | 'printedCertificate'
  | 'complianceCalendar'
  | 'phoneSupport'
  | 'certifiedPhysicalSet'
  | 'expressCourier'
  | 'dedicatedManager';

export type PhysicalCopies = 'none' | 'printedCertificate' | 'certifiedSet';

export type PackageDefinition = {
  id: PackageId;
  turnaround: Turnaround;
  physicalCopies: PhysicalCopies;
  inclusions: readonly InclusionKey[];
};

/** Digital certificates and tax documents (and e-mail support) come with every package. */
const always: readonly InclusionKey[] = [
  'filing',
  'nameCheck',
  'digitalCertificate',
  'digitalTaxDocuments',
  'emailSupport',
];

export const packages: Record<PackageId, PackageDefinition> = {
  basic: {
    id: 'basic',
    turnaround: { min: 7, max: 10, unit: 'businessDays' },
    physicalCopies: 'none',
    inclusions: always,
  },
  standard: {
    id: 'standard',
    turnaround: { min: 3, max: 5, unit: 'businessDays' },
    physicalCopies: 'printedCertificate',
    inclusions: [...always, 'printedCertificate', 'complianceCalendar', 'phoneSupport'],
  },
  premium: {
    id: 'premium',
    turnaround: { min: 24, max: 48, unit: 'hours' },
    physicalCopies: 'certifiedSet',
    inclusions: [
      ...always,
      'certifiedPhysicalSet',
      'expressCourier',
      'complianceCalendar',
      'phoneSupport',
      'dedicatedManager',
    ],
  },
};

/** Every inclusion any package has, in display order (for the comparison table). */
export const allInclusions: readonly InclusionKey[] = [
  'filing',
  'nameCheck',
  'digitalCertificate',
  'digitalTaxDocuments',
  'emailSupport',
  'printedCertificate',
  'certifiedPhysicalSet',
  'expressCourier',
  'complianceCalendar',
  'phoneSupport',
  'dedicatedManager',
];
