'use client';

import type { ReactNode } from 'react';
import { usaTrademark } from '@/lib/wizards/definitions/usa/trademark';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function UsaTrademarkWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={usaTrademark}>{children}</WizardProvider>;
}
