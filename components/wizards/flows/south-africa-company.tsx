'use client';

import { southAfricaCompany } from '@/lib/wizards/definitions/south-africa-company';
import { WizardReview } from '../wizard-review';
import { WizardStepForm } from '../wizard-step-form';

// One small client entry per flow, so a wizard's bundle carries only its own definition.
export function SouthAfricaCompanyStep({ stepId }: { stepId: string }) {
  return <WizardStepForm definition={southAfricaCompany} stepId={stepId} />;
}

export function SouthAfricaCompanyReview() {
  return <WizardReview definition={southAfricaCompany} />;
}
