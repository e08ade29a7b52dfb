'use client';

import type { ReactNode } from 'react';
import { texasCorporation } from '@/lib/wizards/definitions/usa/texas-corporation';
import { WizardProvider, type WizardPanels } from '../wizard-provider';
import { EinReviewPanel, EinTimelinePanel } from './us-formation-panels';

const panels: WizardPanels = { ein: EinTimelinePanel, review: EinReviewPanel };

// One small client entry per flow (see ghana-company.tsx), with the notes its steps show.
export function TexasCorporationWizard({ children }: { children: ReactNode }) {
  return (
    <WizardProvider definition={texasCorporation} panels={panels}>
      {children}
    </WizardProvider>
  );
}
