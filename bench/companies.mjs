// The companies the calendar and reminder sections of `npm run bench` seed: every jurisdiction
// and every entity its rules know (lib/compliance/model.ts ENTITIES_BY_JURISDICTION), with a
// registry number in the form lib/companies/identifiers.ts stores, a US LLC foreign-owned (Form
// 5472) and a year end where the rules read one.

/**
 * @type {readonly {
 *   jurisdiction: 'nigeria' | 'ghana' | 'south-africa' | 'uk' | 'canada-federal' | 'ontario' | 'delaware' | 'wyoming' | 'texas',
 *   entity: 'company' | 'business-name' | 'trustees' | 'llc' | 'corporation',
 *   registryNumber: string,
 *   yearEnd: string | null,
 *   foreignOwned: boolean,
 * }[]}
 */
export const COMPANY_KINDS = [
  { jurisdiction: 'nigeria', entity: 'company', registryNumber: 'RC1234567' },
  { jurisdiction: 'nigeria', entity: 'business-name', registryNumber: 'BN1234567' },
  { jurisdiction: 'nigeria', entity: 'trustees', registryNumber: 'IT123456' },
  { jurisdiction: 'ghana', entity: 'company', registryNumber: 'CS160152013' },
  { jurisdiction: 'south-africa', entity: 'company', registryNumber: '2021/123456/07' },
  { jurisdiction: 'uk', entity: 'company', registryNumber: 'SC123456', yearEnd: '03-31' },
  { jurisdiction: 'canada-federal', entity: 'company', registryNumber: '1234567' },
  { jurisdiction: 'ontario', entity: 'company', registryNumber: '1000123456' },
  { jurisdiction: 'delaware', entity: 'corporation', registryNumber: '7654321' },
  { jurisdiction: 'delaware', entity: 'llc', registryNumber: '7654322', foreignOwned: true },
  { jurisdiction: 'wyoming', entity: 'llc', registryNumber: '2019-000876543' },
  { jurisdiction: 'wyoming', entity: 'corporation', registryNumber: '2019-000876544' },
  { jurisdiction: 'texas', entity: 'corporation', registryNumber: '0801234567' },
  { jurisdiction: 'texas', entity: 'llc', registryNumber: '0801234568', yearEnd: '06-30' },
].map((kind) => ({ yearEnd: null, foreignOwned: false, ...kind }));
