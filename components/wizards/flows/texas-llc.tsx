'use client';

import type { ReactNode } from 'react';
import { texasLlc } from '@/lib/wizards/definitions/usa/texas-llc';
import { WizardProvider, type WizardPanels } from '../wizard-provider';
import { EinReviewPanel, EinTimelinePanel } from './us-formation-panels';

const panels: WizardPanels = { ein: EinTimelinePanel, review: EinReviewPanel };

// One small client entry per flow (see ghana-company.tsx), with the notes its steps show.
export function TexasLlcWizard({ children }: { children: ReactNode }) {
  return (
    <WizardProvider definition={texasLlc} panels={panels}>
      {children}
    </WizardProvider>
  );
}
