/** The services we sell; titles and descriptions are under `Catalogue.services.<id>`. */
export const serviceIds = [
  'company',
  'businessName',
  'nonProfit',
  'trademark',
  'taxFiling',
  'annualReturns',
  'usStateFilings',
  'companySecretarial',
  'corporateCompliance',
  'virtualOffice',
  'structuringGovernance',
  'businessLicensing',
  'employerRegistration',
] as const;
export type ServiceId = (typeof serviceIds)[number];

/** Service groups for /services; titles under `Catalogue.groups.<id>`. */
export const serviceGroups = [
  { id: 'formation', services: ['company', 'businessName', 'nonProfit'] },
  {
    id: 'compliance',
    services: [
      'taxFiling',
      'annualReturns',
      'usStateFilings',
      'corporateCompliance',
      'employerRegistration',
    ],
  },
  { id: 'governance', services: ['companySecretarial', 'structuringGovernance'] },
  { id: 'growth', services: ['trademark', 'virtualOffice', 'businessLicensing'] },
] as const satisfies readonly { id: string; services: readonly ServiceId[] }[];

/** US entity types we form: LLCs and C-Corporations in each of the three states. */
export type UsEntity = 'llc' | 'corporation';
