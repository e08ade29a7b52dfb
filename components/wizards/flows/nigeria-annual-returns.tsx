'use client';

import { nigeriaAnnualReturns } from '@/lib/wizards/definitions/nigeria-filings';
import { WizardReview } from '../wizard-review';
import { WizardStepForm } from '../wizard-step-form';

// One small client entry per flow, so a wizard's bundle carries only its own definition.
export function NigeriaAnnualReturnsStep({ stepId }: { stepId: string }) {
  return <WizardStepForm definition={nigeriaAnnualReturns} stepId={stepId} />;
}

export function NigeriaAnnualReturnsReview() {
  return <WizardReview definition={nigeriaAnnualReturns} />;
}
