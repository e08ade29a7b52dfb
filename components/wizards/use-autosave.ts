'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DraftData } from '@/lib/wizards/steps';

/** How long after the last change the answers are saved. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Saves a form's values as they are typed: `save` runs AUTOSAVE_DELAY_MS after the last change,
 * and at once when the page is hidden or unloaded (a reload, a closed tab, a phone switching
 * apps) or the form unmounts (another step). `save` must write what must survive synchronously
 * (browser storage); a request it starts on the way out may not finish. Returns `cancel`, to
 * drop a pending save (the step was just completed).
 */
export function useAutosave(
  form: UseFormReturn,
  save: (values: DraftData) => void,
): { cancel: () => void } {
  const pending = useRef<DraftData | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      const values = pending.current;
      pending.current = null;
      if (values) saveRef.current(values);
    };
    const subscription = form.watch((values) => {
      pending.current = values as DraftData;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      subscription.unsubscribe();
      flush();
    };
  }, [form]);

  return { cancel };
}
