'use client';

import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps what the visitor typed in sessionStorage (this tab only) and restores it when the page
 * is opened again, so a reload or a slip of the back button loses nothing. `exclude` names
 * fields never saved (the captcha payload, files). Storage failures are ignored.
 */
export function useSessionDraft<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T>,
  exclude: (keyof T)[],
) {
  const { reset, watch, getValues } = form;
  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(key);
      if (saved) {
        const draft = JSON.parse(saved) as Partial<T>;
        const current = getValues();
        const restored = Object.fromEntries(
          Object.entries(draft).filter(
            ([name, value]) =>
              name in current && !exclude.includes(name) && typeof value === 'string',
          ),
        );
        reset({ ...current, ...restored }, { keepDefaultValues: true });
      }
    } catch {
      // Private mode or a corrupt draft: start empty.
    }
    const subscription = watch((values) => {
      try {
        const kept = Object.fromEntries(
          Object.entries(values).filter(
            ([name, value]) => !exclude.includes(name) && typeof value === 'string',
          ),
        );
        sessionStorage.setItem(key, JSON.stringify(kept));
      } catch {
        // Storage full or unavailable: the form still works.
      }
    });
    return () => subscription.unsubscribe();
    // The draft is read once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

export function clearSessionDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
