'use client';

import type { ReactNode } from 'react';
import { southAfricaEmployerRegistration } from '@/lib/wizards/definitions/south-africa/employer-registration';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function SouthAfricaEmployerRegistrationWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={southAfricaEmployerRegistration}>{children}</WizardProvider>;
}
