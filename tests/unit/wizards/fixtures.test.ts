import { flowIds } from '@/lib/wizards/flows';
import { WIZARDS } from '@/lib/wizards/registry';
import { validateApplication, type DraftData } from '@/lib/wizards/steps';
import {
  NIGERIA_COMPANY_LAST_STEP,
  annualReturnsDraft,
  ghanaCompanyDraft,
  nigeriaCompanyDraft,
  southAfricaCompanyDraft,
  taxFilingDraft,
  validApplications,
} from '../../fixtures/applications';

/** Every flow's complete application (the US filings' come from ../../fixtures/us-filings.ts). */
const allValid = validApplications;

/** The failing step and its issues as `path: key` strings (none for a valid application). */
function problems(flow: keyof typeof WIZARDS, data: DraftData) {
  const result = validateApplication(WIZARDS[flow], data);
  if (result.ok) return { step: null, issues: [] as string[] };
  return { step: result.stepId, issues: result.issues.map((i) => `${i.path.join('.')}: ${i.key}`) };
}

describe('the shared applications of tests/fixtures/applications.ts', () => {
  it('has a complete application for every flow', () => {
    expect(Object.keys(allValid).sort()).toEqual([...flowIds].sort());
  });

  it.each(Object.entries(allValid))('%s: the full application passes every step', (flow, data) => {
    expect(problems(flow as keyof typeof WIZARDS, data)).toEqual({ step: null, issues: [] });
  });

  it.each([
    ["nigeriaCompanyDraft('basic')", 'nigeria-company', nigeriaCompanyDraft('basic')],
    ["nigeriaCompanyDraft('standard')", 'nigeria-company', nigeriaCompanyDraft('standard')],
    ["nigeriaCompanyDraft('premium')", 'nigeria-company', nigeriaCompanyDraft('premium')],
    ['taxFilingDraft()', 'nigeria-tax-filing', taxFilingDraft()],
    ['annualReturnsDraft()', 'nigeria-annual-returns', annualReturnsDraft()],
    ['ghanaCompanyDraft()', 'ghana-company', ghanaCompanyDraft()],
    ['southAfricaCompanyDraft()', 'south-africa-company', southAfricaCompanyDraft()],
  ] as const)("the browser tests' %s passes every step of %s", (_name, flow, data) => {
    expect(problems(flow, data)).toEqual({ step: null, issues: [] });
  });

  it('names the last step of the Nigeria company wizard: the package, before the review', () => {
    const steps = WIZARDS['nigeria-company'].steps;
    expect(NIGERIA_COMPANY_LAST_STEP).toBe(steps.length - 1);
    expect(steps[NIGERIA_COMPANY_LAST_STEP]!.id).toBe('package');
  });
});
