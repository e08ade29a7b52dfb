'use client';

import { nigeriaEnterprise } from '@/lib/wizards/definitions/nigeria-enterprise';
import { WizardReview } from '../wizard-review';
import { WizardStepForm } from '../wizard-step-form';

// One small client entry per flow, so a wizard's bundle carries only its own definition.
export function NigeriaEnterpriseStep({ stepId }: { stepId: string }) {
  return <WizardStepForm definition={nigeriaEnterprise} stepId={stepId} />;
}

export function NigeriaEnterpriseReview() {
  return <WizardReview definition={nigeriaEnterprise} />;
}
