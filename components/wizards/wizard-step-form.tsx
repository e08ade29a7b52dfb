'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useRouter } from '@/lib/i18n/navigation';
import { issuesOfFieldErrors, type Issue, type MessageRef } from '@/lib/validation/issues';
import { saveAnswersAction, saveStepAction } from '@/lib/wizards/actions';
import { quoteForDraft } from '@/lib/wizards/pricing';
import { kindOf } from '@/lib/wizards/field-kinds';
import {
  placeIssues,
  validateStep,
  type DraftData,
  type FieldDef,
  type StepDef,
  type WizardDefinition,
} from '@/lib/wizards/steps';
import { FieldView } from './fields/registry';
import { IssueList } from './issue-list';
import { QuotePanel } from './quote-panel';
import { useWizardText, type WizardText } from './use-wizard-text';
import { WizardProgress } from './wizard-progress';
import { useWizard } from './wizard-provider';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/alert';
import { WizardPending } from './wizard-pending';
import { useAutosave } from './use-autosave';

/**
 * Issues as react-hook-form's nested errors; a whole group's issue goes on its `root`. Each error
 * carries its message key in `message` and the key's values beside it (read by errorAt).
 * Issues the form shows next to no field (`unplaced`) are kept under `_form`, so that they
 * still stop the step; the form's message names them (IssueList).
 */
export function issuesToErrors(issues: Issue[], step: StepDef): FieldErrors {
  const errors: Record<string, unknown> = {};
  const collections = new Set(step.fields.filter((f) => kindOf(f).collection).map((f) => f.name));
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (path.length === 0) continue;
    let node = errors as Record<string, unknown>;
    const whole = path.length === 1 && collections.has(path[0]!);
    const parts = whole ? [...path, 'root'] : path;
    for (let i = 0; i < parts.length - 1; i++) {
      const key = parts[i]!;
      if (!node[key]) node[key] = /^\d+$/.test(parts[i + 1]!) || collections.has(key) ? [] : {};
      node = node[key] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1]!;
    if (!node[last]) node[last] = { type: 'custom', message: issue.key, values: issue.values };
  }
  return errors as FieldErrors;
}

/** The resolver's errors: the placed issues by field, and `_form` while any is unplaced. */
export function resolverErrors(
  split: { placed: Issue[]; unplaced: Issue[] },
  step: StepDef,
): FieldErrors {
  const errors = issuesToErrors(split.placed, step) as Record<string, unknown>;
  if (split.unplaced.length > 0) errors._form = { type: 'custom', message: 'fixErrors' };
  return errors as FieldErrors;
}

/** The value a field's form starts with, from the draft. */
export function defaultFor(field: FieldDef, data: DraftData): unknown {
  return kindOf(field).initial(field, data[field.name]);
}

/** True when some error sits next to a field (not only the `_form` marker of unplaced ones). */
function hasPlacedErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).some((name) => name !== '_form');
}

function LiveQuote({
  definition,
  base,
  text,
}: {
  definition: WizardDefinition;
  base: DraftData;
  text: WizardText;
}) {
  const values = useWatch() as DraftData;
  const quote = useMemo(
    () => quoteForDraft(definition, { ...base, ...values }),
    [definition, base, values],
  );
  return <QuotePanel quote={quote} text={text} />;
}

/** The step a draft continues at: the first it has not completed, or the review. */
function firstIncompletePath(definition: WizardDefinition, lastCompleted: number): string {
  return definition.steps[lastCompleted + 1]?.path ?? definition.reviewPath;
}

/**
 * One step of the wizard its layout provides: `stepId` is the step's id in lib/wizards/flows.ts.
 * `lead` is what the step's page adds below its introduction (a comparison, an explanation with
 * prices), drawn on the server.
 */
export function WizardStepForm({ stepId, lead }: { stepId: string; lead?: ReactNode }) {
  const { ready, draft, definition, signedIn, atEntry, leaveEntry } = useWizard();
  const router = useRouter();
  const index = definition.steps.findIndex((s) => s.id === stepId);
  const allowed = draft.lastCompleted + 1;
  const blocked = ready && index > allowed;
  // Opening the wizard at its first step while signed in with a draft (from this device or
  // another): continue at the first step not completed. Only on arrival: the first step stays
  // reachable from the progress bar and "Back".
  const resume = ready && atEntry && signedIn && index === 0 && draft.lastCompleted >= 0;

  // The steps cannot be skipped: send the user to the first step they have not completed.
  useEffect(() => {
    if (blocked) router.replace(firstIncompletePath(definition, draft.lastCompleted));
  }, [blocked, draft.lastCompleted, definition, router]);

  useEffect(() => {
    if (!ready || !atEntry) return;
    if (resume) router.replace(firstIncompletePath(definition, draft.lastCompleted));
    leaveEntry();
  }, [ready, atEntry, resume, leaveEntry, definition, draft.lastCompleted, router]);

  if (!ready || blocked || resume) return <WizardPending />;
  return <StepForm definition={definition} index={index} lead={lead} />;
}

function StepForm({
  definition,
  index,
  lead,
}: {
  definition: WizardDefinition;
  index: number;
  lead?: ReactNode;
}) {
  const step = definition.steps[index]!;
  const { draft, read, update, complete, acknowledge, flow, signedIn, panels } = useWizard();
  const Panel = panels[step.id];
  const router = useRouter();
  const text = useWizardText(definition);
  const [formError, setFormError] = useState<MessageRef | null>(null);
  // Issues about no field of this step that is shown: named in the form's message.
  const [unplaced, setUnplaced] = useState<Issue[]>([]);
  // What the server last answered to the autosave (for the tests, as data-autosave).
  const [autosave, setAutosave] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  // One autosave request at a time, in order, so an older one never lands last.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const defaults = useMemo(
    () => Object.fromEntries(step.fields.map((f) => [f.name, defaultFor(f, draft.data)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults are read once per step; later draft changes come from this form
    [step],
  );

  const resolver: Resolver = async (values) => {
    const all = { ...read().data, ...(values as DraftData) };
    const result = validateStep(step, all);
    if (result.ok) {
      setUnplaced([]);
      return { values: result.data, errors: {} };
    }
    const split = placeIssues(result.issues, step.fields, all);
    setUnplaced(split.unplaced);
    return { values: {}, errors: resolverErrors(split, step) };
  };

  const form = useForm({
    defaultValues: defaults,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Autosave while typing: to this browser at once (a reload keeps everything), and for a
  // signed-in customer to the server too, unvalidated and without completing the step.
  const save = useCallback(
    (values: DraftData) => {
      update(values, index);
      if (!signedIn) return;
      setAutosave('saving');
      queue.current = queue.current.then(async () => {
        try {
          const result = await saveAnswersAction({ flow, stepId: step.id, values });
          if (result.ok) acknowledge(result.data);
          setAutosave(result.ok ? 'saved' : 'failed');
        } catch {
          // Offline or the page is going away: this browser has the answers; the next save retries.
          setAutosave('failed');
        }
      });
    },
    [update, index, signedIn, flow, step.id, acknowledge],
  );
  const { cancel: cancelAutosave } = useAutosave(form, save);

  async function onValid(values: DraftData) {
    setFormError(null);
    // The step is being completed: an autosave of it still waiting would only repeat it.
    cancelAutosave();
    complete(index, values);
    if (signedIn) {
      const merged = { ...read().data, ...values };
      let result = await saveStepAction({ flow, stepId: step.id, values });
      if (!result.ok && result.formError?.key === 'stepSkipped') {
        // Started before signing in: bring the server draft up to this step, in order.
        for (const earlier of definition.steps.slice(0, index + 1)) {
          const part = Object.fromEntries(earlier.fields.map((f) => [f.name, merged[f.name]]));
          result = await saveStepAction({ flow, stepId: earlier.id, values: part });
          if (!result.ok) break;
        }
      }
      if (!result.ok) {
        // Each answer the server refuses is shown: next to its field when this step shows
        // one, else named in the form's message.
        const split = placeIssues(issuesOfFieldErrors(result.fieldErrors), step.fields, merged);
        const errors = issuesToErrors(split.placed, step) as Record<string, unknown>;
        for (const [name, error] of Object.entries(errors)) form.setError(name, error as never);
        setUnplaced(split.unplaced);
        setFormError(result.formError ?? { key: 'unexpected' });
        return;
      }
      complete(index, values, result.data);
    }
    const next = definition.steps[index + 1];
    router.push(next ? next.path : definition.reviewPath);
  }

  const previous = definition.steps[index - 1];
  const hasErrors = Object.keys(form.formState.errors).length > 0 && form.formState.isSubmitted;
  const resume =
    index === 0 && draft.currentStep > 0 && draft.lastCompleted >= 0
      ? (definition.steps[Math.min(draft.currentStep, definition.steps.length)]?.path ??
        definition.reviewPath)
      : null;

  return (
    <div>
      <WizardProgress
        definition={definition}
        current={index}
        lastCompleted={draft.lastCompleted}
        text={text}
      />
      {resume ? (
        <p className="mb-6 rounded-md border border-blue-300 bg-blue-50 p-3 text-sm">
          {text.t('Wizard.resume')}{' '}
          <button
            type="button"
            className="font-semibold text-blue-800 underline"
            onClick={() => router.push(resume)}
          >
            {text.t('Wizard.resumeLink')}
          </button>
        </p>
      ) : null}
      <h1 className="text-ink text-2xl font-bold sm:text-3xl">{text.step(step.id, 'title')}</h1>
      {text.step(step.id, 'intro') ? (
        <p className="text-muted mt-2">{text.step(step.id, 'intro')}</p>
      ) : null}
      {lead ? <div className="mt-6">{lead}</div> : null}
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit((v) => onValid(v as DraftData))}
          className="mt-8 flex flex-col gap-6"
          aria-describedby={hasErrors || formError ? 'wizard-form-error' : undefined}
        >
          {hasErrors || formError ? (
            <ErrorAlert id="wizard-form-error">
              {formError && formError.key !== 'fixErrors'
                ? text.error(formError)
                : unplaced.length > 0 && !hasPlacedErrors(form.formState.errors)
                  ? text.t('Wizard.fixErrorsListed')
                  : text.t('Wizard.fixErrors')}
              <IssueList issues={unplaced} text={text} />
            </ErrorAlert>
          ) : null}
          {step.fields.map((field) => (
            <FieldView key={field.name} field={field} text={text} siblings={step.fields} />
          ))}
          {Panel ? <Panel /> : null}
          {step.quote ? <LiveQuote definition={definition} base={draft.data} text={text} /> : null}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
            {previous ? (
              <Button
                variant="secondary"
                onClick={() => {
                  update(form.getValues() as DraftData, index);
                  router.push(previous.path);
                }}
              >
                {text.t('Wizard.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting
                ? text.t('Wizard.saving')
                : definition.steps[index + 1]
                  ? text.t('Wizard.next')
                  : text.t('Wizard.toReview')}
            </Button>
          </div>
          <p className="text-muted text-xs" aria-live="polite" data-autosave={autosave}>
            {signedIn ? text.t('Wizard.savedServer') : text.t('Wizard.savedBrowser')}
          </p>
        </form>
      </FormProvider>
    </div>
  );
}
