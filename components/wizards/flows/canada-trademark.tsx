'use client';

import type { ReactNode } from 'react';
import { canadaTrademark } from '@/lib/wizards/definitions/canada/trademark';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow (see uk-trademark.tsx).
export function CanadaTrademarkWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={canadaTrademark}>{children}</WizardProvider>;
}
