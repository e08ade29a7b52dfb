'use client';

import type { ReactNode } from 'react';
import { ukCompany } from '@/lib/wizards/definitions/uk/company';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function UkCompanyWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={ukCompany}>{children}</WizardProvider>;
}
