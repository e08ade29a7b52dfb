'use client';

import type { ReactNode } from 'react';
import { canadaEmployerRegistration } from '@/lib/wizards/definitions/canada/employer-registration';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function CanadaEmployerRegistrationWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={canadaEmployerRegistration}>{children}</WizardProvider>;
}
