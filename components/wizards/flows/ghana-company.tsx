'use client';

import { ghanaCompany } from '@/lib/wizards/definitions/ghana-company';
import { WizardReview } from '../wizard-review';
import { WizardSinglePage } from '../wizard-single-page';
import { WizardStepForm } from '../wizard-step-form';

// One small client entry per flow, so a wizard's bundle carries only its own definition.
export function GhanaCompanyStep({ stepId }: { stepId: string }) {
  return <WizardStepForm definition={ghanaCompany} stepId={stepId} />;
}

export function GhanaCompanyReview() {
  return <WizardReview definition={ghanaCompany} />;
}

export function GhanaCompanySinglePage(props: { title: string; intro: string; submitLabel: string }) {
  return <WizardSinglePage definition={ghanaCompany} {...props} />;
}
