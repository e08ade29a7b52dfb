'use client';

import type { ReactNode } from 'react';
import { usaTaxFiling } from '@/lib/wizards/definitions/usa/tax-filing';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function UsaTaxFilingWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={usaTaxFiling}>{children}</WizardProvider>;
}
