'use client';

import type { ReactNode } from 'react';
import { ghanaAnnualReturns } from '@/lib/wizards/definitions/ghana/annual-returns';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function GhanaAnnualReturnsWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={ghanaAnnualReturns}>{children}</WizardProvider>;
}
