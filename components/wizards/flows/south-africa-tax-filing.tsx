'use client';

import type { ReactNode } from 'react';
import { southAfricaTaxFiling } from '@/lib/wizards/definitions/south-africa/tax-filing';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function SouthAfricaTaxFilingWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={southAfricaTaxFiling}>{children}</WizardProvider>;
}
