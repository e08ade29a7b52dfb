'use client';

import type { ReactNode } from 'react';
import { delawareCorporation } from '@/lib/wizards/definitions/usa/delaware-corporation';
import { WizardProvider, type WizardPanels } from '../wizard-provider';
import { DelawareSharesPanel, EinReviewPanel, EinTimelinePanel } from './us-formation-panels';

const panels: WizardPanels = {
  shares: DelawareSharesPanel,
  founders: DelawareSharesPanel,
  ein: EinTimelinePanel,
  review: EinReviewPanel,
};

// One small client entry per flow (see ghana-company.tsx), with the notes its steps show.
export function DelawareCorporationWizard({ children }: { children: ReactNode }) {
  return (
    <WizardProvider definition={delawareCorporation} panels={panels}>
      {children}
    </WizardProvider>
  );
}
