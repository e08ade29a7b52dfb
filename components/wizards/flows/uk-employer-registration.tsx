'use client';

import type { ReactNode } from 'react';
import { ukEmployerRegistration } from '@/lib/wizards/definitions/uk/employer-registration';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function UkEmployerRegistrationWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={ukEmployerRegistration}>{children}</WizardProvider>;
}
