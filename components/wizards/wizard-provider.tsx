'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { isPackageId } from '@/lib/catalogue/packages';
import { loadDraftAction } from '@/lib/wizards/actions';
import type { FlowId } from '@/lib/wizards/flows';
import type { DraftData, WizardDefinition } from '@/lib/wizards/steps';

/**
 * The wizard's form state, held by the flow's layout so it survives moving between step routes.
 * It is kept in localStorage (before sign-in, and as a reload cache) and, once the user is
 * signed in, each completed step is also saved on the server by the step form.
 */
export type StoredDraft = {
  data: DraftData;
  /** Index of the last step completed (-1: none). */
  lastCompleted: number;
  /** The step the user was on, to offer "continue where you left off". */
  currentStep: number;
  applicationId?: string;
  updatedAt: number;
};

type WizardState = {
  /** The flow's definition, given by its layout (components/wizards/flows/): the steps read it. */
  definition: WizardDefinition;
  flow: FlowId;
  ready: boolean;
  draft: StoredDraft;
  /** Merges values into the draft (autosave while typing). */
  update: (values: DraftData, currentStep?: number) => void;
  /** Records a completed step. */
  complete: (stepIndex: number, values: DraftData, applicationId?: string) => void;
  clear: () => void;
};

const WizardContext = createContext<WizardState | null>(null);

export const storageKey = (flow: FlowId) => `registra:wizard:${flow}`;
const empty = (): StoredDraft => ({ data: {}, lastCompleted: -1, currentStep: 0, updatedAt: 0 });

function readStored(flow: FlowId): StoredDraft {
  try {
    const raw = window.localStorage.getItem(storageKey(flow));
    if (!raw) return empty();
    const parsed = JSON.parse(raw) as StoredDraft;
    if (!parsed || typeof parsed.data !== 'object' || typeof parsed.lastCompleted !== 'number') return empty();
    return parsed;
  } catch {
    return empty();
  }
}

function writeStored(flow: FlowId, draft: StoredDraft) {
  try {
    window.localStorage.setItem(storageKey(flow), JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the draft still lives in memory.
  }
}

/**
 * A deep copy of form values: react-hook-form hands out its own nested arrays, which it changes
 * later (e.g. when a step with a person group unmounts); the draft must not share them.
 */
function detach(values: DraftData): DraftData {
  return JSON.parse(JSON.stringify(values)) as DraftData;
}

export function WizardProvider({ definition, children }: { definition: WizardDefinition; children: ReactNode }) {
  const flow = definition.id;
  const [draft, setDraft] = useState<StoredDraft>(empty);
  const [ready, setReady] = useState(false);
  const { user, loading } = useAuth();
  const fetchedFor = useRef<string | null>(null);

  useEffect(() => {
    const stored = readStored(flow);
    // A package chosen on a pricing page arrives as ?package=basic|standard|premium.
    const fromUrl = new URLSearchParams(window.location.search).get('package');
    if (isPackageId(fromUrl) && !stored.data.package) stored.data = { ...stored.data, package: fromUrl };
    // localStorage exists only after hydration, so the stored draft is loaded here, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from an external store (browser storage) on mount
    setDraft(stored);
    setReady(true);
  }, [flow]);

  // Signed in with nothing in this browser: restore the server draft (another device).
  useEffect(() => {
    if (!ready || loading || !user || fetchedFor.current === user.id) return;
    fetchedFor.current = user.id;
    if (draft.lastCompleted >= 0) return;
    void loadDraftAction({ flow }).then((result) => {
      if (!result.ok || !result.data) return;
      const server = result.data;
      setDraft((current) => {
        if (current.lastCompleted >= 0) return current;
        const next = { data: server.data, lastCompleted: server.lastCompletedStep, currentStep: server.lastCompletedStep + 1, applicationId: server.applicationId, updatedAt: Date.now() };
        writeStored(flow, next);
        return next;
      });
    });
  }, [ready, loading, user, flow, draft.lastCompleted]);

  const update = useCallback(
    (values: DraftData, currentStep?: number) =>
      setDraft((current) => {
        const next = { ...current, data: { ...current.data, ...detach(values) }, currentStep: currentStep ?? current.currentStep, updatedAt: Date.now() };
        writeStored(flow, next);
        return next;
      }),
    [flow],
  );

  const complete = useCallback(
    (stepIndex: number, values: DraftData, applicationId?: string) =>
      setDraft((current) => {
        const next: StoredDraft = {
          data: { ...current.data, ...detach(values) },
          lastCompleted: Math.max(current.lastCompleted, stepIndex),
          currentStep: stepIndex + 1,
          applicationId: applicationId ?? current.applicationId,
          updatedAt: Date.now(),
        };
        writeStored(flow, next);
        return next;
      }),
    [flow],
  );

  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(storageKey(flow));
    } catch {
      // ignore
    }
    setDraft(empty());
  }, [flow]);

  const value = useMemo(() => ({ definition, flow, ready, draft, update, complete, clear }), [definition, flow, ready, draft, update, complete, clear]);
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}

export function useWizard(): WizardState {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside WizardProvider');
  return value;
}
