'use client';

import type { ReactNode } from 'react';
import { nigeriaTrademark } from '@/lib/wizards/definitions/nigeria/trademark';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow (see uk-trademark.tsx).
export function NigeriaTrademarkWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={nigeriaTrademark}>{children}</WizardProvider>;
}
