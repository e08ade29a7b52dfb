'use client';

import type { ReactNode } from 'react';
import { ukDormantAccounts } from '@/lib/wizards/definitions/uk/dormant-accounts';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function UkDormantAccountsWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={ukDormantAccounts}>{children}</WizardProvider>;
}
