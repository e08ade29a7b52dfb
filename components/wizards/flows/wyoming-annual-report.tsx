'use client';

import type { ReactNode } from 'react';
import { wyomingAnnualReport } from '@/lib/wizards/definitions/usa/wyoming-annual-report';
import { WizardProvider } from '../wizard-provider';

// One small client entry per flow, rendered by its layout, so a wizard's bundle carries only its
// own definition; every step and the review read it from the provider.
export function WyomingAnnualReportWizard({ children }: { children: ReactNode }) {
  return <WizardProvider definition={wyomingAnnualReport}>{children}</WizardProvider>;
}
