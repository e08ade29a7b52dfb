'use client';

import type { ReactNode } from 'react';
import { canadaCorporationTax } from '@/lib/wizards/definitions/canada/corporation-tax';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function CanadaCorporationTaxWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={canadaCorporationTax}>{children}</WizardProvider>;
}
