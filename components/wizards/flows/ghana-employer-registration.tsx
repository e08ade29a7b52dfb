'use client';

import type { ReactNode } from 'react';
import { ghanaEmployerRegistration } from '@/lib/wizards/definitions/ghana/employer-registration';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function GhanaEmployerRegistrationWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={ghanaEmployerRegistration}>{children}</WizardProvider>;
}
