'use client';

import type { ReactNode } from 'react';
import { ukCorporationTaxFlow } from '@/lib/wizards/definitions/uk/corporation-tax';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function UkCorporationTaxWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={ukCorporationTaxFlow}>{children}</WizardProvider>;
}
