'use client';

import type { ReactNode } from 'react';
import { ghanaTrademark } from '@/lib/wizards/definitions/ghana/trademark';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow (see uk-trademark.tsx).
export function GhanaTrademarkWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={ghanaTrademark}>{children}</WizardProvider>;
}
