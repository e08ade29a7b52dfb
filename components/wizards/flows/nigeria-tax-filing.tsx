'use client';

import { nigeriaTaxFiling } from '@/lib/wizards/definitions/nigeria-filings';
import { WizardReview } from '../wizard-review';
import { WizardStepForm } from '../wizard-step-form';

// One small client entry per flow, so a wizard's bundle carries only its own definition.
export function NigeriaTaxFilingStep({ stepId }: { stepId: string }) {
  return <WizardStepForm definition={nigeriaTaxFiling} stepId={stepId} />;
}

export function NigeriaTaxFilingReview() {
  return <WizardReview definition={nigeriaTaxFiling} />;
}
