'use client';

import type { ReactNode } from 'react';
import { wyomingCorporation } from '@/lib/wizards/definitions/usa/wyoming-corporation';
import { WizardProvider, type WizardPanels } from '../wizard-provider';
import { EinReviewPanel, EinTimelinePanel } from './us-formation-panels';

const panels: WizardPanels = { ein: EinTimelinePanel, review: EinReviewPanel };

// One small client entry per flow (see ghana-company.tsx), with the notes its steps show.
export function WyomingCorporationWizard({ children }: { children: ReactNode }) {
  return (
    <WizardProvider definition={wyomingCorporation} panels={panels}>
      {children}
    </WizardProvider>
  );
}
