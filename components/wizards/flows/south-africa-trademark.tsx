'use client';

import type { ReactNode } from 'react';
import { southAfricaTrademark } from '@/lib/wizards/definitions/south-africa/trademark';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow (see uk-trademark.tsx).
export function SouthAfricaTrademarkWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={southAfricaTrademark}>{children}</WizardProvider>;
}
