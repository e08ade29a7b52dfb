'use client';

import type { ReactNode } from 'react';
import { nigeriaEnterprise } from '@/lib/wizards/definitions/nigeria/enterprise';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function NigeriaEnterpriseWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={nigeriaEnterprise}>{children}</WizardProvider>;
}
