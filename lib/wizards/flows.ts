import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { PackageId } from '@/lib/catalogue/packages';
import type { ServiceId, UsEntity } from '@/lib/catalogue/services';
import { paths } from '@/lib/site/paths';

/**
 * Every wizard the site sells, without its forms: what it files (jurisdiction and service, the
 * catalogue's keys), where its messages live and its URLs, each written here once. It imports
 * no schema, so anything may read it: the step-page factory, the links on catalogue pages, the
 * payment pages and the definitions themselves (lib/wizards/definitions/), which add the forms.
 * The step order here is the order of the wizard.
 */
export type WizardNamespace =
  'WizardNigeria' | 'WizardGhana' | 'WizardSouthAfrica' | 'WizardUsa' | 'WizardUk' | 'WizardCanada';

type Flow = {
  jurisdiction: JurisdictionId;
  service: ServiceId;
  /** A US formation: the entity it forms (one flow per state and entity). */
  entity?: UsEntity;
  /** The reference's prefix: NG-CO becomes NG-CO-2026-000123 on submission. */
  referencePrefix: string;
  /** Labels live under `<namespace>.<section>` (`WizardNigeria.company.fields.<name>`). */
  namespace: WizardNamespace;
  section: string;
  /** Where a customer starts: an overview, the pricing page or the first step. */
  entry: string;
  /** Step id → its route (without the locale), in the wizard's order. */
  steps: Readonly<Record<string, string>>;
  review: string;
  /** The payment page after submission: by package, else `default`. */
  payment: { readonly default: string } & Readonly<Partial<Record<PackageId, string>>>;
  /** Every step on one page, where the flow offers it. */
  singlePage?: string;
};

type UsState = 'delaware' | 'wyoming' | 'texas';

/**
 * A US formation, one flow per state and entity: the state's page (/delaware-registration) says
 * what forming there costs and leads into the LLC's or the corporation's steps under it
 * (/delaware-registration/llc/company). Every US flow pays on /usa-payment, in US dollars.
 */
function usLlcFlow<S extends UsState, C extends string>(state: S, code: C) {
  const base = `/${state}-registration/llc` as const;
  return {
    jurisdiction: state,
    service: 'company',
    entity: 'llc',
    referencePrefix: `${code}-LC`,
    namespace: 'WizardUsa',
    section: 'formationLlc',
    entry: `/${state}-registration`,
    steps: {
      company: `${base}/company`,
      agent: `${base}/agent`,
      members: `${base}/members`,
      ein: `${base}/ein`,
      package: `${base}/package`,
    },
    review: `${base}/review`,
    payment: { default: '/usa-payment' },
  } as const;
}

function usCorporationFlow<S extends UsState, C extends string>(state: S, code: C) {
  const base = `/${state}-registration/corporation` as const;
  return {
    jurisdiction: state,
    service: 'company',
    entity: 'corporation',
    referencePrefix: `${code}-CC`,
    namespace: 'WizardUsa',
    section: 'formationCorporation',
    entry: `/${state}-registration`,
    steps: {
      company: `${base}/company`,
      agent: `${base}/agent`,
      shares: `${base}/shares`,
      people: `${base}/people`,
      founders: `${base}/founders`,
      ein: `${base}/ein`,
      package: `${base}/package`,
    },
    review: `${base}/review`,
    payment: { default: '/usa-payment' },
  } as const;
}

export const FLOWS = {
  'nigeria-company': {
    jurisdiction: 'nigeria',
    service: 'company',
    referencePrefix: 'NG-CO',
    namespace: 'WizardNigeria',
    section: 'company',
    entry: '/nigeria-company-registration',
    steps: {
      registration: '/nigeria-company-registration',
      objective: '/nigeria-company-objective',
      'share-capital': '/nigeria-company-share-capital',
      directors: '/nigeria-company-directors',
      shareholders: '/nigeria-company-shareholders',
      psc: '/nigeria-company-psc',
      secretary: '/nigeria-company-secretary',
      submitter: '/nigeria-company-submitter',
      package: '/nigeria-company-package',
    },
    review: '/nigeria-company-review',
    payment: { default: '/nigeria-company-payment', basic: '/nigeria-company-basic-payment' },
  },
  'nigeria-enterprise': {
    jurisdiction: 'nigeria',
    service: 'businessName',
    referencePrefix: 'NG-BN',
    namespace: 'WizardNigeria',
    section: 'enterprise',
    entry: '/nigeria-enterprise-registration',
    steps: {
      registration: '/nigeria-enterprise-registration',
      proprietor: '/nigeria-enterprise-proprietor',
      submitter: '/nigeria-enterprise-submitter',
      package: '/nigeria-enterprise-package',
    },
    review: '/nigeria-enterprise-review',
    payment: { default: '/nigeria-enterprise-payment' },
  },
  'nigeria-nonprofit': {
    jurisdiction: 'nigeria',
    service: 'nonProfit',
    referencePrefix: 'NG-IT',
    namespace: 'WizardNigeria',
    section: 'nonprofit',
    // The packages are compared first; the pricing page leads into the first step.
    entry: paths.nigeriaPricing.nonProfit,
    steps: {
      registration: '/nigeria-nonprofit-registration',
      trustees: '/nigeria-nonprofit-trustees',
      officers: '/nigeria-nonprofit-officers',
      constitution: '/nigeria-nonprofit-constitution',
      publication: '/nigeria-nonprofit-publication',
      submitter: '/nigeria-nonprofit-submitter',
      package: '/nigeria-nonprofit-package',
    },
    review: '/nigeria-nonprofit-review',
    payment: { default: '/nigeria-nonprofit-payment' },
  },
  'nigeria-tax-filing': {
    jurisdiction: 'nigeria',
    service: 'taxFiling',
    referencePrefix: 'NG-TX',
    namespace: 'WizardNigeria',
    section: 'taxFiling',
    entry: '/nigeria-tax-filing',
    steps: { details: '/nigeria-tax-filing' },
    review: '/nigeria-tax-filing/review',
    payment: { default: '/nigeria-company-payment' },
  },
  'nigeria-annual-returns': {
    jurisdiction: 'nigeria',
    service: 'annualReturns',
    referencePrefix: 'NG-AR',
    namespace: 'WizardNigeria',
    section: 'annualReturns',
    // Deadlines and penalties first, then the form.
    entry: '/annual-returns-filing',
    steps: { details: '/annual-returns-filing/form' },
    review: '/annual-returns-filing/review',
    payment: { default: '/nigeria-company-payment' },
  },
  'ghana-company': {
    jurisdiction: 'ghana',
    service: 'company',
    referencePrefix: 'GH-CO',
    namespace: 'WizardGhana',
    section: 'company',
    // What Act 992 requires, then the steps or the single-page form.
    entry: '/ghana-company-registration',
    steps: {
      'business-details': '/ghana-business-details',
      step1: '/ghana-company-registration/step1',
      step2: '/ghana-company-registration/step2',
      step3: '/ghana-company-registration/step3',
      step4: '/ghana-company-registration/step4',
    },
    review: '/ghana-registration-confirmation',
    payment: { default: '/ghana-company-payment' },
    singlePage: '/ghana-company-registration-form',
  },
  'south-africa-company': {
    jurisdiction: 'southAfrica',
    service: 'company',
    referencePrefix: 'ZA-CO',
    namespace: 'WizardSouthAfrica',
    section: 'company',
    entry: '/south-africa-registration/business-basics',
    steps: {
      'business-basics': '/south-africa-registration/business-basics',
      shareholders: '/south-africa-registration/shareholders',
      services: '/south-africa-registration/services',
    },
    review: '/south-africa-registration/review',
    payment: { default: '/south-africa-registration/payment' },
  },
  // Annual returns (issue 33): the company, the year(s) and its financial statements, then the package.
  'ghana-annual-returns': {
    jurisdiction: 'ghana',
    service: 'annualReturns',
    referencePrefix: 'GH-AR',
    namespace: 'WizardGhana',
    section: 'annualReturns',
    entry: '/ghana-annual-returns',
    steps: {
      company: '/ghana-annual-returns',
      statements: '/ghana-annual-returns/financial-statements',
      package: '/ghana-annual-returns/package',
    },
    review: '/ghana-annual-returns/review',
    payment: { default: '/ghana-company-payment' },
  },
  'south-africa-annual-returns': {
    jurisdiction: 'southAfrica',
    service: 'annualReturns',
    referencePrefix: 'ZA-AR',
    namespace: 'WizardSouthAfrica',
    section: 'annualReturns',
    entry: '/south-africa-annual-returns',
    steps: {
      company: '/south-africa-annual-returns',
      'beneficial-ownership': '/south-africa-annual-returns/beneficial-ownership',
      package: '/south-africa-annual-returns/package',
    },
    review: '/south-africa-annual-returns/review',
    payment: { default: '/south-africa-registration/payment' },
  },
  // Company tax returns (issue 33): the GRA's return of income and SARS's ITR14 with its IRP6.
  'ghana-tax-filing': {
    jurisdiction: 'ghana',
    service: 'taxFiling',
    referencePrefix: 'GH-TX',
    namespace: 'WizardGhana',
    section: 'taxFiling',
    entry: '/ghana-tax-filing',
    steps: {
      company: '/ghana-tax-filing',
      figures: '/ghana-tax-filing/figures',
      documents: '/ghana-tax-filing/documents',
      package: '/ghana-tax-filing/package',
    },
    review: '/ghana-tax-filing/review',
    payment: { default: '/ghana-company-payment' },
  },
  'south-africa-tax-filing': {
    jurisdiction: 'southAfrica',
    service: 'taxFiling',
    referencePrefix: 'ZA-TX',
    namespace: 'WizardSouthAfrica',
    section: 'taxFiling',
    entry: '/south-africa-tax-filing',
    steps: {
      company: '/south-africa-tax-filing',
      year: '/south-africa-tax-filing/year',
      documents: '/south-africa-tax-filing/documents',
      package: '/south-africa-tax-filing/package',
    },
    review: '/south-africa-tax-filing/review',
    payment: { default: '/south-africa-registration/payment' },
  },
  // Employer registrations (issue 35, Hire-to-Payroll Launchpad).
  'nigeria-employer-registration': {
    jurisdiction: 'nigeria',
    service: 'employerRegistration',
    referencePrefix: 'NG-ER',
    namespace: 'WizardNigeria',
    section: 'employerRegistration',
    entry: '/nigeria-employer-registration',
    steps: {
      employer: '/nigeria-employer-registration',
      registrations: '/nigeria-employer-registration/registrations',
      package: '/nigeria-employer-registration/package',
    },
    review: '/nigeria-employer-registration/review',
    payment: { default: '/nigeria-company-payment' },
  },
  'uk-employer-registration': {
    jurisdiction: 'uk',
    service: 'employerRegistration',
    referencePrefix: 'GB-ER',
    namespace: 'WizardUk',
    section: 'employerRegistration',
    entry: '/uk-employer-registration',
    steps: {
      employer: '/uk-employer-registration',
      registrations: '/uk-employer-registration/registrations',
      package: '/uk-employer-registration/package',
    },
    review: '/uk-employer-registration/review',
    payment: { default: '/uk-employer-registration/payment' },
  },
  'ghana-employer-registration': {
    jurisdiction: 'ghana',
    service: 'employerRegistration',
    referencePrefix: 'GH-ER',
    namespace: 'WizardGhana',
    section: 'employerRegistration',
    entry: '/ghana-employer-registration',
    steps: {
      employer: '/ghana-employer-registration',
      registrations: '/ghana-employer-registration/registrations',
      package: '/ghana-employer-registration/package',
    },
    review: '/ghana-employer-registration/review',
    payment: { default: '/ghana-company-payment' },
  },
  'south-africa-employer-registration': {
    jurisdiction: 'southAfrica',
    service: 'employerRegistration',
    referencePrefix: 'ZA-ER',
    namespace: 'WizardSouthAfrica',
    section: 'employerRegistration',
    entry: '/south-africa-employer-registration',
    steps: {
      employer: '/south-africa-employer-registration',
      registrations: '/south-africa-employer-registration/registrations',
      package: '/south-africa-employer-registration/package',
    },
    review: '/south-africa-employer-registration/review',
    payment: { default: '/south-africa-registration/payment' },
  },
  'canada-employer-registration': {
    jurisdiction: 'canada',
    service: 'employerRegistration',
    referencePrefix: 'CA-ER',
    namespace: 'WizardCanada',
    section: 'employerRegistration',
    entry: '/canada-employer-registration',
    steps: {
      employer: '/canada-employer-registration',
      registrations: '/canada-employer-registration/registrations',
      package: '/canada-employer-registration/package',
    },
    review: '/canada-employer-registration/review',
    payment: { default: '/canada-registration/payment' },
  },
  'usa-employer-registration': {
    jurisdiction: 'usa',
    service: 'employerRegistration',
    referencePrefix: 'US-ER',
    namespace: 'WizardUsa',
    section: 'employerRegistration',
    entry: '/usa-employer-registration',
    steps: {
      employer: '/usa-employer-registration',
      registrations: '/usa-employer-registration/registrations',
      package: '/usa-employer-registration/package',
    },
    review: '/usa-employer-registration/review',
    payment: { default: '/usa-payment' },
  },
  'delaware-llc': usLlcFlow('delaware', 'DE'),
  'delaware-corporation': usCorporationFlow('delaware', 'DE'),
  'wyoming-llc': usLlcFlow('wyoming', 'WY'),
  'wyoming-corporation': usCorporationFlow('wyoming', 'WY'),
  'texas-llc': usLlcFlow('texas', 'TX'),
  'texas-corporation': usCorporationFlow('texas', 'TX'),
  'uk-company': {
    jurisdiction: 'uk',
    service: 'company',
    referencePrefix: 'GB-CO',
    namespace: 'WizardUk',
    section: 'company',
    entry: '/uk-business-registration',
    steps: {
      company: '/uk-business-registration',
      activity: '/uk-business-registration/activity',
      directors: '/uk-business-registration/directors',
      'share-capital': '/uk-business-registration/share-capital',
      psc: '/uk-business-registration/psc',
      package: '/uk-business-registration/package',
    },
    review: '/uk-business-registration/review',
    payment: { default: '/uk-business-registration/payment' },
  },
  'uk-trademark': {
    jurisdiction: 'uk',
    service: 'trademark',
    referencePrefix: 'GB-TM',
    namespace: 'WizardUk',
    section: 'trademark',
    entry: '/uk-trademark-application',
    steps: {
      owner: '/uk-trademark-application',
      mark: '/uk-trademark-application/mark',
      classes: '/uk-trademark-application/classes',
      details: '/uk-trademark-application/details',
    },
    review: '/uk-trademark-application/review',
    payment: { default: '/uk-trademark-application/payment' },
  },
  // National trade marks (issue 35): the UK's steps, each office's fees (lib/wizards/definitions/trademark-shared.ts).
  'nigeria-trademark': {
    jurisdiction: 'nigeria',
    service: 'trademark',
    referencePrefix: 'NG-TM',
    namespace: 'WizardNigeria',
    section: 'trademark',
    entry: '/nigeria-trademark-application',
    steps: {
      owner: '/nigeria-trademark-application',
      mark: '/nigeria-trademark-application/mark',
      classes: '/nigeria-trademark-application/classes',
      details: '/nigeria-trademark-application/details',
    },
    review: '/nigeria-trademark-application/review',
    payment: { default: '/nigeria-trademark-application/payment' },
  },
  'ghana-trademark': {
    jurisdiction: 'ghana',
    service: 'trademark',
    referencePrefix: 'GH-TM',
    namespace: 'WizardGhana',
    section: 'trademark',
    entry: '/ghana-trademark-application',
    steps: {
      owner: '/ghana-trademark-application',
      mark: '/ghana-trademark-application/mark',
      classes: '/ghana-trademark-application/classes',
      details: '/ghana-trademark-application/details',
    },
    review: '/ghana-trademark-application/review',
    payment: { default: '/ghana-trademark-application/payment' },
  },
  'south-africa-trademark': {
    jurisdiction: 'southAfrica',
    service: 'trademark',
    referencePrefix: 'ZA-TM',
    namespace: 'WizardSouthAfrica',
    section: 'trademark',
    entry: '/south-africa-trademark-application',
    steps: {
      owner: '/south-africa-trademark-application',
      mark: '/south-africa-trademark-application/mark',
      classes: '/south-africa-trademark-application/classes',
      details: '/south-africa-trademark-application/details',
    },
    review: '/south-africa-trademark-application/review',
    payment: { default: '/south-africa-trademark-application/payment' },
  },
  'canada-trademark': {
    jurisdiction: 'canada',
    service: 'trademark',
    referencePrefix: 'CA-TM',
    namespace: 'WizardCanada',
    section: 'trademark',
    entry: '/canada-trademark-application',
    steps: {
      owner: '/canada-trademark-application',
      mark: '/canada-trademark-application/mark',
      classes: '/canada-trademark-application/classes',
      details: '/canada-trademark-application/details',
    },
    review: '/canada-trademark-application/review',
    payment: { default: '/canada-trademark-application/payment' },
  },
  'canada-company': {
    jurisdiction: 'canada',
    service: 'company',
    referencePrefix: 'CA-CO',
    namespace: 'WizardCanada',
    section: 'company',
    entry: '/canada-registration',
    steps: {
      jurisdiction: '/canada-registration',
      name: '/canada-registration/name',
      office: '/canada-registration/office',
      shares: '/canada-registration/shares',
      directors: '/canada-registration/directors',
      isc: '/canada-registration/isc',
      package: '/canada-registration/package',
    },
    review: '/canada-registration/review',
    payment: { default: '/canada-registration/payment' },
  },
  // Canada's annual return (issue 33): federal or Ontario, the corporation and the year, its
  // individuals with significant control, then the package.
  'canada-annual-return': {
    jurisdiction: 'canada',
    service: 'annualReturns',
    referencePrefix: 'CA-AR',
    namespace: 'WizardCanada',
    section: 'annualReturn',
    entry: '/canada-annual-return',
    steps: {
      company: '/canada-annual-return',
      isc: '/canada-annual-return/significant-control',
      package: '/canada-annual-return/package',
    },
    review: '/canada-annual-return/review',
    payment: { default: '/canada-registration/payment' },
  },
  // US annual filings and federal work (issue 20). Each calculator page leads into its order; every
  // US flow pays in US dollars on /usa-payment.
  'delaware-annual-report': {
    jurisdiction: 'delaware',
    service: 'usStateFilings',
    entity: 'corporation',
    referencePrefix: 'US-DF',
    namespace: 'WizardUsa',
    section: 'delawareAnnualReport',
    entry: '/delaware-franchise-tax',
    steps: {
      company: '/delaware-franchise-tax/order/company',
      shares: '/delaware-franchise-tax/order/shares',
      officers: '/delaware-franchise-tax/order/officers',
      package: '/delaware-franchise-tax/order/package',
    },
    review: '/delaware-franchise-tax/order/review',
    payment: { default: '/usa-payment' },
  },
  'delaware-llc-tax': {
    jurisdiction: 'delaware',
    service: 'usStateFilings',
    entity: 'llc',
    referencePrefix: 'US-DL',
    namespace: 'WizardUsa',
    section: 'delawareLlcTax',
    entry: '/delaware-franchise-tax',
    steps: { details: '/delaware-franchise-tax/llc-order' },
    review: '/delaware-franchise-tax/llc-order/review',
    payment: { default: '/usa-payment' },
  },
  'delaware-income-tax': {
    jurisdiction: 'delaware',
    service: 'taxFiling',
    referencePrefix: 'US-DI',
    namespace: 'WizardUsa',
    section: 'delawareIncomeTax',
    entry: '/delaware-corporate-income-tax',
    steps: {
      company: '/delaware-corporate-income-tax/order/company',
      figures: '/delaware-corporate-income-tax/order/figures',
      package: '/delaware-corporate-income-tax/order/package',
    },
    review: '/delaware-corporate-income-tax/order/review',
    payment: { default: '/usa-payment' },
  },
  'wyoming-annual-report': {
    jurisdiction: 'wyoming',
    service: 'usStateFilings',
    referencePrefix: 'US-WA',
    namespace: 'WizardUsa',
    section: 'wyomingAnnualReport',
    entry: '/wyoming-annual-report',
    steps: {
      company: '/wyoming-annual-report/order/company',
      package: '/wyoming-annual-report/order/package',
    },
    review: '/wyoming-annual-report/order/review',
    payment: { default: '/usa-payment' },
  },
  'texas-annual-report': {
    jurisdiction: 'texas',
    service: 'usStateFilings',
    referencePrefix: 'US-TA',
    namespace: 'WizardUsa',
    section: 'texasAnnualReport',
    // The first step says what is due (threshold, Public Information Report, 15 May).
    entry: '/texas-annual-report/company',
    steps: {
      company: '/texas-annual-report/company',
      revenue: '/texas-annual-report/revenue',
      information: '/texas-annual-report/information',
      package: '/texas-annual-report/package',
    },
    review: '/texas-annual-report/review',
    payment: { default: '/usa-payment' },
  },
  'usa-tax-filing': {
    jurisdiction: 'usa',
    service: 'taxFiling',
    referencePrefix: 'US-FT',
    namespace: 'WizardUsa',
    section: 'taxFiling',
    entry: '/usa-tax-filing',
    steps: {
      company: '/usa-tax-filing/company',
      owners: '/usa-tax-filing/owners',
      figures: '/usa-tax-filing/figures',
      documents: '/usa-tax-filing/documents',
      package: '/usa-tax-filing/package',
    },
    review: '/usa-tax-filing/review',
    payment: { default: '/usa-payment' },
  },
  'usa-trademark': {
    jurisdiction: 'usa',
    service: 'trademark',
    referencePrefix: 'US-TM',
    namespace: 'WizardUsa',
    section: 'trademark',
    entry: '/usa-trademark-application',
    steps: {
      owner: '/usa-trademark-application/owner',
      mark: '/usa-trademark-application/mark',
      goods: '/usa-trademark-application/goods',
      basis: '/usa-trademark-application/basis',
      package: '/usa-trademark-application/package',
    },
    review: '/usa-trademark-application/review',
    payment: { default: '/usa-payment' },
  },
  // UK annual filings (issue 33). The confirmation statement comes first: flowFor() gives the UK's
  // annual returns, on /uk, /pricing and /compare, to it.
  'uk-confirmation-statement': {
    jurisdiction: 'uk',
    service: 'annualReturns',
    referencePrefix: 'GB-CS',
    namespace: 'WizardUk',
    section: 'confirmationStatement',
    entry: '/uk-confirmation-statement',
    steps: {
      company: '/uk-confirmation-statement',
      changes: '/uk-confirmation-statement/changes',
      verification: '/uk-confirmation-statement/verification',
      package: '/uk-confirmation-statement/package',
    },
    review: '/uk-confirmation-statement/review',
    payment: { default: '/uk-confirmation-statement/payment' },
  },
  'uk-dormant-accounts': {
    jurisdiction: 'uk',
    service: 'annualReturns',
    referencePrefix: 'GB-DA',
    namespace: 'WizardUk',
    section: 'dormantAccounts',
    entry: '/uk-dormant-accounts',
    steps: {
      accounts: '/uk-dormant-accounts',
      package: '/uk-dormant-accounts/package',
    },
    review: '/uk-dormant-accounts/review',
    payment: { default: '/uk-dormant-accounts/payment' },
  },
  // Company tax returns (issue 33): flowFor() gives the UK's and Canada's "Tax filing", on the
  // country pages, /pricing and /compare, to them.
  'uk-corporation-tax': {
    jurisdiction: 'uk',
    service: 'taxFiling',
    referencePrefix: 'GB-CT',
    namespace: 'WizardUk',
    section: 'corporationTax',
    entry: '/uk-corporation-tax',
    steps: {
      company: '/uk-corporation-tax',
      figures: '/uk-corporation-tax/figures',
      documents: '/uk-corporation-tax/documents',
      package: '/uk-corporation-tax/package',
    },
    review: '/uk-corporation-tax/review',
    payment: { default: '/uk-corporation-tax/payment' },
  },
  'canada-corporation-tax': {
    jurisdiction: 'canada',
    service: 'taxFiling',
    referencePrefix: 'CA-CT',
    namespace: 'WizardCanada',
    section: 'corporationTax',
    entry: '/canada-corporation-tax',
    steps: {
      company: '/canada-corporation-tax',
      year: '/canada-corporation-tax/year',
      documents: '/canada-corporation-tax/documents',
      package: '/canada-corporation-tax/package',
    },
    review: '/canada-corporation-tax/review',
    payment: { default: '/canada-registration/payment' },
  },
} as const satisfies Record<string, Flow>;

export type FlowId = keyof typeof FLOWS;
export type StepId<F extends FlowId> = keyof (typeof FLOWS)[F]['steps'] & string;

export const flowIds = Object.keys(FLOWS) as FlowId[];

export function isFlowId(value: unknown): value is FlowId {
  return typeof value === 'string' && Object.hasOwn(FLOWS, value);
}

/** The flow's steps in order: `[{ id, path }]`. */
export function stepsOf(flow: FlowId): { id: string; path: string }[] {
  return Object.entries(FLOWS[flow].steps).map(([id, path]) => ({ id, path }));
}

/** The route of the flow's first step. */
export function firstStepPath(flow: FlowId): string {
  return stepsOf(flow)[0]!.path;
}

/** The payment page of a submitted application of this flow and package. */
export function paymentPath(flow: FlowId, pkg: PackageId | null): string {
  const payment: Flow['payment'] = FLOWS[flow].payment;
  return (pkg && payment[pkg]) || payment.default;
}

/** True on a payment page kept for the Basic package alone (it adds a note on what Basic covers). */
export function isBasicPaymentPath(path: string): boolean {
  return flowIds.some((flow) => (FLOWS[flow].payment as Flow['payment']).basic === path);
}

/**
 * The wizard that sells this service in this jurisdiction, if there is one; for a US formation,
 * the one for the entity asked (an LLC when none is named).
 */
export function flowFor(
  jurisdiction: JurisdictionId,
  service: ServiceId,
  entity?: UsEntity,
): FlowId | undefined {
  return flowIds.find((flow) => {
    const f: Flow = FLOWS[flow];
    return (
      f.jurisdiction === jurisdiction &&
      f.service === service &&
      (!f.entity || f.entity === (entity ?? 'llc'))
    );
  });
}
