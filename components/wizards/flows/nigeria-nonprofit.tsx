'use client';

import type { ReactNode } from 'react';
import { nigeriaNonprofit } from '@/lib/wizards/definitions/nigeria/nonprofit';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function NigeriaNonprofitWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={nigeriaNonprofit}>{children}</WizardProvider>;
}
