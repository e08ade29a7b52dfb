'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { isPackageId } from '@/lib/catalogue/packages';
import {
  loadDraftAction,
  saveAnswersAction,
  saveStepAction,
  type ServerDraft,
} from '@/lib/wizards/actions';
import { companyLinkOf, type CompanyLink } from '@/lib/wizards/company-link';
import { newUploadToken, WIZARD_STORAGE_PREFIX } from '@/lib/wizards/draft-storage';
import type { FlowId } from '@/lib/wizards/flows';
import { pickStep, type DraftData, type WizardDefinition } from '@/lib/wizards/steps';

/**
 * The wizard's form state, held by the flow's layout so it survives moving between step routes.
 * It is kept in localStorage (before sign-in, and as a reload cache) and, once the user is
 * signed in, on the server too: each completed step by the step form, what is typed in a step
 * by its autosave, and a draft begun in this browser before sign-in when the user signs in.
 * A signed-in user's server draft (another device's) replaces this browser's when it is further
 * along or was changed elsewhere since this browser last saved it.
 */
export type StoredDraft = {
  data: DraftData;
  /** Index of the last step completed (-1: none). */
  lastCompleted: number;
  /** The step the user was on, to offer "continue where you left off". */
  currentStep: number;
  applicationId?: string;
  /** The server draft's updatedAt when this browser last saved or loaded it. */
  serverStamp?: string;
  /** The account that typed it, when someone was signed in: shown to no one else. */
  owner?: string;
  /**
   * The token its files were uploaded with before sign-in: the submission sends it, so the files
   * become the account's. Forgotten with the draft (after submission, on sign-out).
   */
  uploadToken?: string;
  /**
   * The company obligation this draft files, from a "File it for me" link: sent with the
   * submission, where the server links the application to it if both are the customer's.
   */
  link?: CompanyLink;
  updatedAt: number;
};

/**
 * What a flow shows beside a step's fields or on its review, by step id (or 'review'): a note that
 * reads the answers as they are typed (a US corporation's franchise tax, the EIN's timeline).
 * Rendered inside the step's form, so it may use react-hook-form's useWatch.
 */
export type WizardPanels = Partial<Record<string, ComponentType>>;

type WizardState = {
  /** The flow's definition, given by its layout (components/wizards/flows/): the steps read it. */
  definition: WizardDefinition;
  panels: WizardPanels;
  flow: FlowId;
  /** The draft is known: this browser's, and the server's when someone is signed in. */
  ready: boolean;
  /** Signed in: the steps save to the server as well. */
  signedIn: boolean;
  draft: StoredDraft;
  /** The draft as of now, for event handlers (it may be newer than the last render's). */
  read: () => StoredDraft;
  /** True until the first step or review page of this visit has been shown (see WizardStepForm). */
  atEntry: boolean;
  leaveEntry: () => void;
  /** Merges values into the draft (autosave while typing); written to browser storage at once. */
  update: (values: DraftData, currentStep?: number) => void;
  /** Records a completed step. */
  complete: (
    stepIndex: number,
    values: DraftData,
    server?: { applicationId: string; updatedAt: string },
  ) => void;
  /** Records that the server holds the draft as of `updatedAt`. */
  acknowledge: (server: { applicationId: string; updatedAt: string }) => void;
  /** The draft's upload token, made (and written to browser storage) on first use. */
  uploadToken: () => string;
  clear: () => void;
};

const WizardContext = createContext<WizardState | null>(null);
const NO_PANELS: WizardPanels = {};

export const storageKey = (flow: FlowId) => `${WIZARD_STORAGE_PREFIX}${flow}`;
const empty = (): StoredDraft => ({ data: {}, lastCompleted: -1, currentStep: 0, updatedAt: 0 });

function readStored(flow: FlowId): StoredDraft {
  try {
    const raw = window.localStorage.getItem(storageKey(flow));
    if (!raw) return empty();
    const parsed = JSON.parse(raw) as StoredDraft;
    if (!parsed || typeof parsed.data !== 'object' || typeof parsed.lastCompleted !== 'number')
      return empty();
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

/**
 * Whether the server's draft replaces this browser's: it is further along, or it changed since
 * this browser last saved it (another device), or, never synced, it is the newer of the two.
 */
function preferServer(local: StoredDraft, server: ServerDraft): boolean {
  if (local.serverStamp === server.updatedAt) return false;
  if (local.lastCompleted !== server.lastCompletedStep)
    return server.lastCompletedStep > local.lastCompleted;
  if (local.serverStamp !== undefined) return true;
  return Date.parse(server.updatedAt) >= local.updatedAt;
}

function fromServer(server: ServerDraft): StoredDraft {
  return {
    data: { ...server.data, ...server.pendingAnswers },
    lastCompleted: server.lastCompletedStep,
    currentStep: server.lastCompletedStep + 1,
    applicationId: server.applicationId,
    serverStamp: server.updatedAt,
    updatedAt: Date.now(),
  };
}

/**
 * Brings this browser's draft to the server: the completed steps the server lacks, in order
 * (each validated there), then what is typed in the current step. Stops at the first refusal;
 * the step form tries again on "Save and continue".
 */
async function pushToServer(
  definition: WizardDefinition,
  local: StoredDraft,
  serverLast: number,
): Promise<StoredDraft> {
  let next = local;
  for (let i = serverLast + 1; i <= local.lastCompleted; i++) {
    const step = definition.steps[i]!;
    const result = await saveStepAction({
      flow: definition.id,
      stepId: step.id,
      values: pickStep(step, local.data),
    });
    if (!result.ok) return next;
    next = {
      ...next,
      applicationId: result.data.applicationId,
      serverStamp: result.data.updatedAt,
    };
  }
  const current = definition.steps[local.currentStep];
  if (current) {
    const values = pickStep(current, local.data);
    if (Object.keys(values).length > 0) {
      const result = await saveAnswersAction({ flow: definition.id, stepId: current.id, values });
      if (result.ok)
        next = {
          ...next,
          applicationId: result.data.applicationId,
          serverStamp: result.data.updatedAt,
        };
    }
  }
  return next;
}

const sameLink = (a: CompanyLink | undefined, b: CompanyLink | undefined) =>
  a?.companyId === b?.companyId && a?.obligationKey === b?.obligationKey;

/**
 * The answers a link brings (a calculator's figures, a company's record) put into a draft: only
 * where it has none of its own, unless the link names a company obligation the draft did not
 * file yet (a "File it for me" just clicked), whose company's answers replace what was there.
 */
function withPrefill(draft: StoredDraft, prefilled: DraftData, link: CompanyLink | null) {
  const fresh = link !== null && !sameLink(draft.link, link);
  const taken = Object.fromEntries(
    Object.entries(prefilled).filter(
      ([name]) => fresh || draft.data[name] === undefined || draft.data[name] === '',
    ),
  );
  if (Object.keys(taken).length === 0 && !fresh) return draft;
  return { ...draft, data: { ...draft.data, ...taken }, ...(link ? { link } : {}) };
}

/** The draft a signed-in user continues: the server's, or this browser's brought to the server. Null: keep this browser's. */
async function reconcile(
  definition: WizardDefinition,
  local: StoredDraft,
): Promise<StoredDraft | null> {
  const loaded = await loadDraftAction({ flow: definition.id });
  // Server unavailable: this browser's draft is kept, and the step form saves as usual.
  if (!loaded.ok) return null;
  const server = loaded.data;
  // This browser's uploads stay claimable with its token, whichever draft is continued.
  if (server && preferServer(local, server))
    return { ...fromServer(server), uploadToken: local.uploadToken };
  if (local.lastCompleted < 0 && Object.keys(local.data).length === 0) return null;
  return pushToServer(definition, local, server?.lastCompletedStep ?? -1);
}

export function WizardProvider({
  definition,
  panels = NO_PANELS,
  children,
}: {
  definition: WizardDefinition;
  panels?: WizardPanels;
  children: ReactNode;
}) {
  const flow = definition.id;
  const [draft, setDraft] = useState<StoredDraft>(empty);
  // The latest draft, written synchronously: a page being hidden or unloaded cannot wait for a render.
  const current = useRef<StoredDraft>(draft);
  const [loaded, setLoaded] = useState(false);
  const [atEntry, setAtEntry] = useState(true);
  const { loading, session } = useAuth();
  const userId = session?.user.id ?? null;
  // The user whose server draft has been reconciled with this browser's.
  const [syncedFor, setSyncedFor] = useState<string | null>(null);
  // What the page's link brought (answers, a company obligation): applied again over a server
  // draft that replaces this browser's.
  const linked = useRef<{ prefilled: DraftData; link: CompanyLink | null }>({
    prefilled: {},
    link: null,
  });
  // Who is signed in, for the draft's owner: read when the draft is written.
  const owner = useRef<string | null>(userId);
  useEffect(() => {
    owner.current = userId;
  }, [userId]);

  const commit = useCallback(
    (next: StoredDraft) => {
      const owned = owner.current ? { ...next, owner: owner.current } : next;
      current.current = owned;
      writeStored(flow, owned);
      setDraft(owned);
    },
    [flow],
  );

  useEffect(() => {
    let stored = readStored(flow);
    // A package chosen on a pricing page arrives as ?package=basic|standard|premium.
    const search = new URLSearchParams(window.location.search);
    const fromUrl = search.get('package');
    if (isPackageId(fromUrl) && !stored.data.package)
      stored.data = { ...stored.data, package: fromUrl };
    // Answers a link brings (a calculator's figures, a company's "File it for me").
    linked.current = { prefilled: definition.prefill?.(search) ?? {}, link: companyLinkOf(search) };
    stored = withPrefill(stored, linked.current.prefilled, linked.current.link);
    current.current = stored;
    // localStorage exists only after hydration, so the stored draft is loaded here, once.
    setDraft(stored);
    setLoaded(true);
    // The definition comes with the flow, which this effect already follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow]);

  const authKnown = !loading || session !== null;
  // A draft another account typed here (its session ended without a sign-out) is forgotten, unseen:
  // the steps wait for this (see `ready`). Its owner has it on the server.
  const foreign = loaded && authKnown && draft.owner !== undefined && draft.owner !== userId;
  useEffect(() => {
    if (!foreign) return;
    try {
      window.localStorage.removeItem(storageKey(flow));
    } catch {
      // Storage disabled: the draft was only in memory.
    }
    current.current = empty();
    setDraft(current.current);
  }, [foreign, flow]);

  // Signed in (on arrival or later, e.g. at the review step): reconcile with the server draft.
  useEffect(() => {
    if (!loaded || !userId || foreign || syncedFor === userId) return;
    let active = true;
    void reconcile(definition, current.current)
      .catch((error: unknown) => {
        console.error('[wizards] draft sync failed', error);
        return null;
      })
      .then((next) => {
        if (!active) return;
        if (next) commit(withPrefill(next, linked.current.prefilled, linked.current.link));
        setSyncedFor(userId);
      });
    return () => {
      active = false;
    };
  }, [loaded, userId, foreign, syncedFor, definition, commit]);

  const update = useCallback(
    (values: DraftData, currentStep?: number) => {
      const was = current.current;
      commit({
        ...was,
        data: { ...was.data, ...detach(values) },
        currentStep: currentStep ?? was.currentStep,
        updatedAt: Date.now(),
      });
    },
    [commit],
  );

  const complete = useCallback(
    (
      stepIndex: number,
      values: DraftData,
      server?: { applicationId: string; updatedAt: string },
    ) => {
      const was = current.current;
      commit({
        data: { ...was.data, ...detach(values) },
        lastCompleted: Math.max(was.lastCompleted, stepIndex),
        currentStep: stepIndex + 1,
        applicationId: server?.applicationId ?? was.applicationId,
        serverStamp: server?.updatedAt ?? was.serverStamp,
        uploadToken: was.uploadToken,
        ...(was.link ? { link: was.link } : {}),
        updatedAt: Date.now(),
      });
    },
    [commit],
  );

  const uploadToken = useCallback(() => {
    const was = current.current;
    if (was.uploadToken) return was.uploadToken;
    const token = newUploadToken();
    commit({ ...was, uploadToken: token });
    return token;
  }, [commit]);

  const acknowledge = useCallback(
    (server: { applicationId: string; updatedAt: string }) =>
      commit({
        ...current.current,
        applicationId: server.applicationId,
        serverStamp: server.updatedAt,
      }),
    [commit],
  );

  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(storageKey(flow));
    } catch {
      // ignore
    }
    current.current = empty();
    setDraft(current.current);
  }, [flow]);

  const leaveEntry = useCallback(() => setAtEntry(false), []);
  const read = useCallback(() => current.current, []);

  // Until the browser knows whether someone is signed in (the session is read from the cookie,
  // no round trip), and then until their server draft is known, the steps wait: a quick "Save
  // and continue" would otherwise keep a signed-in customer's step in this browser only.
  const ready = loaded && authKnown && !foreign && (userId === null || syncedFor === userId);
  const signedIn = session !== null;

  const value = useMemo(
    () => ({
      definition,
      panels,
      flow,
      ready,
      signedIn,
      draft,
      read,
      atEntry,
      leaveEntry,
      update,
      complete,
      acknowledge,
      uploadToken,
      clear,
    }),
    [
      definition,
      panels,
      flow,
      ready,
      signedIn,
      draft,
      read,
      atEntry,
      leaveEntry,
      update,
      complete,
      acknowledge,
      uploadToken,
      clear,
    ],
  );
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}

export function useWizard(): WizardState {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside WizardProvider');
  return value;
}
