'use client';

import type { ReactNode } from 'react';
import { canadaAnnualReturn } from '@/lib/wizards/definitions/canada/annual-return';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function CanadaAnnualReturnWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={canadaAnnualReturn}>{children}</WizardProvider>;
}
