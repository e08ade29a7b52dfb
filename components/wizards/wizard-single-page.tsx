'use client';

import { useMemo, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useAuth } from '@/components/auth/auth-provider';
import { useRouter } from '@/lib/i18n/navigation';
import { issuesOfFieldErrors, type Issue, type MessageRef } from '@/lib/validation/issues';
import { saveStepAction } from '@/lib/wizards/actions';
import {
  placeIssues,
  validateApplication,
  type DraftData,
  type StepDef,
  type WizardDefinition,
} from '@/lib/wizards/steps';
import { useWizardText } from './use-wizard-text';
import { useWizard } from './wizard-provider';
import { IssueList } from './issue-list';
import { FieldView } from './fields/registry';
import { defaultFor, issuesToErrors, resolverErrors } from './wizard-step-form';
import { buttonClass } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/alert';
import { WizardPending } from './wizard-pending';
import { useAutosave } from './use-autosave';

/**
 * Every step of a wizard on one page, for people who prefer it: the same definition, the same
 * schemas and the same draft as the step-by-step routes; it ends on the same review step.
 */
export function WizardSinglePage({
  title,
  intro,
  submitLabel,
}: {
  title: string;
  intro: string;
  submitLabel: string;
}) {
  const { ready, definition } = useWizard();
  if (!ready) return <WizardPending />;
  return (
    <SinglePageForm definition={definition} title={title} intro={intro} submitLabel={submitLabel} />
  );
}

function SinglePageForm({
  definition,
  title,
  intro,
  submitLabel,
}: {
  definition: WizardDefinition;
  title: string;
  intro: string;
  submitLabel: string;
}) {
  const { draft, read, update, complete, flow } = useWizard();
  const { user } = useAuth();
  const router = useRouter();
  const text = useWizardText(definition);
  const [formError, setFormError] = useState<MessageRef | null>(null);
  // Issues about no field shown on the page: named in the form's message.
  const [unplaced, setUnplaced] = useState<Issue[]>([]);
  const allFields = useMemo(() => definition.steps.flatMap((s) => s.fields), [definition]);
  const combined: StepDef = useMemo(
    () => ({ id: 'all', path: '', schema: definition.steps[0]!.schema, fields: allFields }),
    [definition, allFields],
  );
  const defaults = useMemo(
    () => Object.fromEntries(allFields.map((f) => [f.name, defaultFor(f, draft.data)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once
    [allFields],
  );

  const resolver: Resolver = async (values) => {
    const result = validateApplication(definition, { ...read().data, ...(values as DraftData) });
    if (result.ok) {
      setUnplaced([]);
      return { values: result.data, errors: {} };
    }
    // Report every failing step, not only the first.
    const issues = definition.steps.flatMap((step) => {
      const partial = validateApplication(
        { ...definition, steps: [step] },
        { ...read().data, ...(values as DraftData) },
      );
      return partial.ok ? [] : partial.issues;
    });
    const split = placeIssues(issues, allFields, { ...read().data, ...(values as DraftData) });
    setUnplaced(split.unplaced);
    return { values: {}, errors: resolverErrors(split, combined) };
  };
  const form = useForm({
    defaultValues: defaults,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Kept in this browser as it is typed (the whole form spans every step; the server gets it on submit).
  useAutosave(form, update);

  async function onValid(values: DraftData) {
    setFormError(null);
    const last = definition.steps.length - 1;
    complete(last, values);
    if (user) {
      for (const step of definition.steps) {
        const part = Object.fromEntries(step.fields.map((f) => [f.name, values[f.name]]));
        const result = await saveStepAction({ flow, stepId: step.id, values: part });
        if (!result.ok) {
          const split = placeIssues(issuesOfFieldErrors(result.fieldErrors), allFields, values);
          const errors = issuesToErrors(split.placed, combined) as Record<string, unknown>;
          for (const [name, error] of Object.entries(errors)) form.setError(name, error as never);
          setUnplaced(split.unplaced);
          setFormError(result.formError ?? { key: 'unexpected' });
          return;
        }
      }
    }
    router.push(definition.reviewPath);
  }

  const hasErrors = Object.keys(form.formState.errors).length > 0 && form.formState.isSubmitted;
  return (
    <div>
      <h1 className="text-ink text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="text-muted mt-2">{intro}</p>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit((v) => onValid(v as DraftData))}
          className="mt-8 flex flex-col gap-10"
        >
          {hasErrors || formError ? (
            <ErrorAlert>
              {formError && formError.key !== 'fixErrors'
                ? text.error(formError)
                : unplaced.length > 0 &&
                    Object.keys(form.formState.errors).every((name) => name === '_form')
                  ? text.t('Wizard.fixErrorsListed')
                  : text.t('Wizard.fixErrors')}
              <IssueList issues={unplaced} text={text} />
            </ErrorAlert>
          ) : null}
          {definition.steps.map((step) => (
            <section
              key={step.id}
              aria-labelledby={`single-${step.id}`}
              className="flex flex-col gap-6"
            >
              <h2
                id={`single-${step.id}`}
                className="border-b border-slate-200 pb-2 text-xl font-semibold"
              >
                {text.step(step.id, 'title')}
              </h2>
              {step.fields.map((field) => (
                <FieldView key={field.name} field={field} text={text} siblings={step.fields} />
              ))}
            </section>
          ))}
          <button
            type="submit"
            disabled={form.formState.isSubmitting}
            className={buttonClass({ className: 'self-end' })}
          >
            {form.formState.isSubmitting ? text.t('Wizard.saving') : submitLabel}
          </button>
        </form>
      </FormProvider>
    </div>
  );
}
