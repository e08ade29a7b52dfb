'use client';

import type { ReactNode } from 'react';
import { southAfricaAnnualReturns } from '@/lib/wizards/definitions/south-africa/annual-returns';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function SouthAfricaAnnualReturnsWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={southAfricaAnnualReturns}>{children}</WizardProvider>;
}
