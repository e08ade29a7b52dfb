'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { SignInPanel } from '@/components/auth/signin-panel';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/site/paths';
import { useRouter } from '@/lib/i18n/navigation';
import { submitApplicationAction } from '@/lib/wizards/actions';
import { quoteForDraft } from '@/lib/wizards/pricing';
import type { Issue, MessageRef } from '@/lib/validation/issues';
import { filerOf, validateApplication } from '@/lib/wizards/steps';
import { AnswersSummary } from './answers-summary';
import { IssueList } from './issue-list';
import { issuesOfFieldErrors } from '@/lib/validation/issues';
import { QuotePanel } from './quote-panel';
import { useWizardText } from './use-wizard-text';
import { WizardProgress } from './wizard-progress';
import { useWizard } from './wizard-provider';
import { buttonClass } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/alert';
import { WizardPending } from './wizard-pending';

/** The review step of the wizard its layout provides: every answer with an edit link, the quote, inline sign-in, then submit. */
export function WizardReview() {
  const { ready, draft, clear, definition, leaveEntry, panels } = useWizard();
  const Panel = panels.review;
  const { user, loading } = useAuth();
  const text = useWizardText(definition);
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{
    message: MessageRef;
    step?: string;
    issues: Issue[];
  } | null>(null);
  const check = useMemo(
    () => validateApplication(definition, draft.data),
    [definition, draft.data],
  );
  const quote = useMemo(() => quoteForDraft(definition, draft.data), [definition, draft.data]);
  // The inline sign-up starts with the name and e-mail typed in the "who is filing" step.
  const filer = useMemo(() => filerOf(definition, draft.data), [definition, draft.data]);

  // Arriving here first: a later visit to the first step is a choice, not an entry to resume from.
  useEffect(() => {
    if (ready) leaveEntry();
  }, [ready, leaveEntry]);

  if (!ready) return <WizardPending />;
  const reviewIndex = definition.steps.length;
  const firstIncomplete = check.ok
    ? null
    : (definition.steps.find((s) => s.id === check.stepId) ?? null);

  async function submit() {
    setBusy(true);
    setError(null);
    const result = await submitApplicationAction({
      flow: definition.id,
      applicationId: draft.applicationId,
      data: draft.data,
      uploadToken: draft.uploadToken,
      ...(draft.link ? { companyLink: draft.link } : {}),
      locale,
    });
    if (result.ok) {
      clear();
      router.push({ pathname: paths.submitted, query: { ref: result.data.reference } });
      return;
    }
    setBusy(false);
    const message = result.formError ?? { key: 'unexpected' };
    const step = message.key === 'invalidStep' ? message.values?.step : undefined;
    // What the server refused, each answer named (the review shows no field to put it next to).
    setError({
      message,
      step: typeof step === 'string' ? step : undefined,
      issues: issuesOfFieldErrors(result.fieldErrors),
    });
  }

  return (
    <div>
      <WizardProgress
        definition={definition}
        current={reviewIndex}
        lastCompleted={draft.lastCompleted}
        text={text}
      />
      <h1 className="text-ink text-2xl font-bold sm:text-3xl">{text.t('Wizard.review.title')}</h1>
      <p className="text-muted mt-2">{text.t('Wizard.review.intro')}</p>

      {firstIncomplete ? (
        <div role="alert" className="mt-6 rounded-md border border-amber-400 bg-amber-50 p-4">
          <p className="font-medium">
            {text.t('Wizard.review.incomplete', { step: text.step(firstIncomplete.id, 'title') })}
          </p>
          <Link
            href={firstIncomplete.path}
            className="mt-2 inline-block font-semibold text-blue-800 underline"
          >
            {text.t('Wizard.review.goToStep')}
          </Link>
        </div>
      ) : null}

      <div className="mt-8 flex flex-col gap-6">
        <AnswersSummary
          definition={definition}
          data={draft.data}
          text={text}
          locale={locale}
          stepAction={(step, title) => (
            <Link href={step.path} className="text-brand-700 text-sm font-semibold underline">
              {text.t('Wizard.review.edit')}
              <span className="sr-only"> {title}</span>
            </Link>
          )}
        />
        <QuotePanel quote={quote} text={text} />
        {Panel ? <Panel /> : null}
      </div>

      <section
        className="mt-8 rounded-lg border border-slate-300 p-6"
        aria-labelledby="submit-title"
      >
        <h2 id="submit-title" className="text-xl font-semibold">
          {user ? text.t('Wizard.review.submitTitle') : text.t('Wizard.review.accountTitle')}
        </h2>
        {loading ? (
          <WizardPending className="mt-4" />
        ) : user ? (
          <>
            <p className="text-muted mt-2">
              {text.t('Wizard.review.signedInAs', { email: user.email ?? '' })}
            </p>
            {error ? (
              <ErrorAlert className="mt-4">
                {text.error(error.message)}
                <IssueList issues={error.issues} text={text} />
                {error.step ? (
                  <Link
                    className="ml-2 underline"
                    href={
                      definition.steps.find((s) => s.id === error.step)?.path ??
                      definition.reviewPath
                    }
                  >
                    {text.t('Wizard.review.goToStep')}
                  </Link>
                ) : null}
              </ErrorAlert>
            ) : null}
            <button
              type="button"
              onClick={submit}
              disabled={busy || !check.ok}
              className={buttonClass({ size: 'lg', className: 'mt-4' })}
            >
              {busy ? text.t('Wizard.review.submitting') : text.t('Wizard.review.submit')}
            </button>
          </>
        ) : (
          <div className="mt-4 max-w-md">
            <p className="text-muted mb-4">{text.t('Wizard.review.accountIntro')}</p>
            <SignInPanel next={pathname} prefill={filer} />
          </div>
        )}
      </section>
    </div>
  );
}
