'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { WizardDefinition } from '@/lib/wizards/steps';
import { wizardText } from './wizard-text';

/** The wizard's texts in the browser (see wizardText). */
export function useWizardText(definition: WizardDefinition) {
  const t = useTranslations();
  const locale = useLocale();
  return useMemo(() => wizardText(t, locale, definition), [t, locale, definition]);
}

export type WizardText = ReturnType<typeof useWizardText>;
