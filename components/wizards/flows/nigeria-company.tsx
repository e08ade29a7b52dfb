'use client';

import { nigeriaCompany } from '@/lib/wizards/definitions/nigeria-company';
import { WizardReview } from '../wizard-review';
import { WizardStepForm } from '../wizard-step-form';

// One small client entry per flow, so a wizard's bundle carries only its own definition.
export function NigeriaCompanyStep({ stepId }: { stepId: string }) {
  return <WizardStepForm definition={nigeriaCompany} stepId={stepId} />;
}

export function NigeriaCompanyReview() {
  return <WizardReview definition={nigeriaCompany} />;
}
