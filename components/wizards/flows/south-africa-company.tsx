'use client';

import type { ReactNode } from 'react';
import { southAfricaCompany } from '@/lib/wizards/definitions/south-africa/company';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function SouthAfricaCompanyWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={southAfricaCompany}>{children}</WizardProvider>;
}
