'use client';

import type { ReactNode } from 'react';
import { wyomingLlc } from '@/lib/wizards/definitions/usa/wyoming-llc';
import { WizardProvider, type WizardPanels } from '../wizard-provider';
import { EinReviewPanel, EinTimelinePanel } from './us-formation-panels';

const panels: WizardPanels = { ein: EinTimelinePanel, review: EinReviewPanel };

// One small client entry per flow (see ghana-company.tsx), with the notes its steps show.
export function WyomingLlcWizard({ children }: { children: ReactNode }) {
  return (
    <WizardProvider definition={wyomingLlc} panels={panels}>
      {children}
    </WizardProvider>
  );
}
