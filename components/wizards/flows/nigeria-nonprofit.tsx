'use client';

import { nigeriaNonprofit } from '@/lib/wizards/definitions/nigeria-nonprofit';
import { WizardReview } from '../wizard-review';
import { WizardStepForm } from '../wizard-step-form';

// One small client entry per flow, so a wizard's bundle carries only its own definition.
export function NigeriaNonprofitStep({ stepId }: { stepId: string }) {
  return <WizardStepForm definition={nigeriaNonprofit} stepId={stepId} />;
}

export function NigeriaNonprofitReview() {
  return <WizardReview definition={nigeriaNonprofit} />;
}
