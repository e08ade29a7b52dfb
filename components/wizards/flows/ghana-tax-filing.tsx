'use client';

import type { ReactNode } from 'react';
import { ghanaTaxFiling } from '@/lib/wizards/definitions/ghana/tax-filing';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function GhanaTaxFilingWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={ghanaTaxFiling}>{children}</WizardProvider>;
}
