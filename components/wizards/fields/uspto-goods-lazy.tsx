'use client';

import dynamic from 'next/dynamic';
import { WizardPending } from '../wizard-pending';

// The trade mark's goods and services field, with its share of the USPTO ID Manual, loads only
// on the step that shows it, not with every wizard.
export const UsptoGoodsFieldLazy = dynamic(
  () => import('./uspto-goods-field').then((m) => m.UsptoGoodsField),
  {
    loading: () => <WizardPending />,
  },
);
