'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { MessageRef } from '@/lib/validation/issues';
import type { WizardDefinition } from '@/lib/wizards/steps';

/**
 * Labels, help, options and errors of a wizard. Keys are built from the definition, so they are
 * looked up with `has` and fall back from the flow's section to the shared `Wizard` namespace.
 */
export function useWizardText(definition: WizardDefinition) {
  const t = useTranslations();
  const locale = useLocale();
  const base = `${definition.namespace}.${definition.section}`;
  const pick = useCallback(
    (keys: string[], values?: Record<string, string | number>): string | null => {
      for (const key of keys) if (t.has(key as never)) return t(key as never, values as never);
      return null;
    },
    [t],
  );
  return {
    t,
    label: (name: string) => pick([`${base}.fields.${name}`, `Wizard.fields.${name}`]) ?? name,
    help: (name: string) => pick([`${base}.help.${name}`, `Wizard.help.${name}`]),
    option: (key: string, value: string) => pick([`${base}.options.${key}.${value}`, `Wizard.options.${key}.${value}`]) ?? value,
    step: (stepId: string, part: 'title' | 'intro') => pick([`${base}.steps.${stepId}.${part}`]) ?? (part === 'title' ? stepId : ''),
    text: (key: string, values?: Record<string, string | number>) => pick([`${base}.${key}`, `Wizard.${key}`], values) ?? key,
    error: ({ key, values }: MessageRef) => {
      const formatted = values ? Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? v.toLocaleString(locale) : v])) : undefined;
      return pick([`Wizard.errors.${key}`], formatted) ?? pick(['Wizard.errors.invalid']) ?? key;
    },
  };
}

export type WizardText = ReturnType<typeof useWizardText>;
