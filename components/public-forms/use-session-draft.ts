'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** The draft's own entry: the excluded fields that held a file when it was saved. */
const ATTACHED = '__attached';

/**
 * Keeps what the visitor typed in sessionStorage (this tab only) and restores it when the page
 * is opened again, so a reload or a slip of the back button loses nothing. `exclude` names
 * fields never saved (the captcha payload, files). A browser cannot put a file back into a file
 * input, so the draft only notes which fields held one: `restoredFiles` names them after a
 * restore, for the form to ask for the file again. Storage failures are ignored.
 */
export function useSessionDraft<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T>,
  exclude: (keyof T)[],
) {
  const { reset, watch, getValues } = form;
  const [restoredFiles, setRestoredFiles] = useState<string[]>([]);
  // Still owed since the restore: kept in the draft until a file is chosen, so a second reload
  // asks again.
  const owed = useRef<string[]>([]);
  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(key);
      if (saved) {
        const draft = JSON.parse(saved) as Partial<T> & { [ATTACHED]?: unknown };
        const attached = Array.isArray(draft[ATTACHED])
          ? draft[ATTACHED].filter((name): name is string => typeof name === 'string')
          : [];
        owed.current = attached;
        // sessionStorage exists only in the browser: read after hydration, so the server's HTML
        // and the first render agree. Once per mount.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setRestoredFiles(attached);
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
        const kept: Record<string, unknown> = Object.fromEntries(
          Object.entries(values).filter(
            ([name, value]) => !exclude.includes(name) && typeof value === 'string',
          ),
        );
        owed.current = owed.current.filter((name) => !(values[name] instanceof File));
        const attached = Object.keys(values).filter(
          (name) => values[name] instanceof File || owed.current.includes(name),
        );
        if (attached.length) kept[ATTACHED] = attached;
        sessionStorage.setItem(key, JSON.stringify(kept));
      } catch {
        // Storage full or unavailable: the form still works.
      }
    });
    return () => subscription.unsubscribe();
    // The draft is read once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  /** After a successful send: nothing is owed any more. */
  const forgetRestoredFiles = useCallback(() => {
    owed.current = [];
    setRestoredFiles([]);
  }, []);
  return { restoredFiles, forgetRestoredFiles };
}

export function clearSessionDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
