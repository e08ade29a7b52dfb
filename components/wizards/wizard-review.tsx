'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { SignInPanel } from '@/components/auth/signin-panel';
import { Link } from '@/components/ui/link';
import { formatMoney, type Currency } from '@/lib/catalogue/money';
import { paths } from '@/lib/site/paths';
import { useRouter } from '@/lib/i18n/navigation';
import { submitApplicationAction } from '@/lib/wizards/actions';
import { quoteForDraft } from '@/lib/wizards/pricing';
import type { MessageRef } from '@/lib/validation/issues';
import { filerOf, validateApplication, type DraftData, type FieldDef, type ScalarField } from '@/lib/wizards/steps';
import { QuotePanel } from './quote-panel';
import { useWizardText, type WizardText } from './use-wizard-text';
import { WizardProgress } from './wizard-progress';
import { useWizard } from './wizard-provider';
import { buttonClass } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/alert';
import { WizardPending } from './wizard-pending';

function scalarValue(field: ScalarField, value: unknown, text: WizardText, locale: string, flowCurrency: Currency): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field.kind === 'checkbox') return value === true ? text.t('Wizard.yes') : text.t('Wizard.no');
  if (field.kind === 'file') return text.t('Wizard.fileAttached');
  if ((field.kind === 'select' || field.kind === 'radio') && field.optionLabels !== 'raw') return text.option(field.optionsKey ?? field.name, String(value));
  const currency = field.currency ?? flowCurrency;
  // Amounts in the flow's own currency are formatted; a foreign capital in US dollars stays as typed.
  if (field.kind === 'money' && /^\d+$/.test(String(value)) && currency !== 'USD') return formatMoney(Number(value) * 100, currency, locale);
  if (field.kind === 'percent') return `${String(value)}%`;
  return String(value);
}

function visible(field: ScalarField, item: Record<string, unknown>): boolean {
  const cond = field.showIf;
  if (!cond) return true;
  const v = item[cond.field];
  if (cond.equals !== undefined) return v === cond.equals;
  if (cond.notEquals !== undefined) return v !== undefined && v !== '' && v !== cond.notEquals;
  return true;
}

function Answer({ field, data, text, locale, currency }: { field: FieldDef; data: DraftData; text: WizardText; locale: string; currency: Currency }) {
  const value = data[field.name];
  if (field.kind === 'group') {
    const items = (Array.isArray(value) ? value : []) as Record<string, unknown>[];
    return (
      <div className="sm:col-span-2">
        <dt className="font-medium text-ink">{text.label(field.name)}</dt>
        <dd>
          <ol className="mt-2 flex flex-col gap-3">
            {items.map((item, i) => (
              <li key={i} className="rounded-md border border-slate-200 p-3">
                <p className="mb-1 font-semibold">{text.text(`groups.${field.name}.item`, { n: i + 1 })}</p>
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                  {field.fields.filter((f) => visible(f, item)).map((f) => (
                    <div key={f.name}>
                      <dt className="text-muted">{text.label(f.name)}</dt>
                      <dd className="break-words">{scalarValue(f, item[f.name], text, locale, currency)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ol>
        </dd>
      </div>
    );
  }
  let shown: string;
  if (field.kind === 'list') shown = (Array.isArray(value) ? value : []).join('; ') || '—';
  else if (field.kind === 'address') shown = Object.values((value as Record<string, string>) ?? {}).filter(Boolean).join(', ') || '—';
  else if (!visible(field, data)) return null;
  else shown = scalarValue(field, value, text, locale, currency);
  return (
    <div className={field.kind === 'textarea' || field.kind === 'address' || field.kind === 'list' ? 'sm:col-span-2' : undefined}>
      <dt className="text-muted">{text.label(field.name)}</dt>
      <dd className="break-words whitespace-pre-line text-ink">{shown}</dd>
    </div>
  );
}

/** The review step of the wizard its layout provides: every answer with an edit link, the quote, inline sign-in, then submit. */
export function WizardReview() {
  const { ready, draft, clear, definition, leaveEntry } = useWizard();
  const { user, loading } = useAuth();
  const text = useWizardText(definition);
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: MessageRef; step?: string } | null>(null);
  const check = useMemo(() => validateApplication(definition, draft.data), [definition, draft.data]);
  const quote = useMemo(() => quoteForDraft(definition, draft.data), [definition, draft.data]);
  // The inline sign-up starts with the name and e-mail typed in the "who is filing" step.
  const filer = useMemo(() => filerOf(definition, draft.data), [definition, draft.data]);

  // Arriving here first: a later visit to the first step is a choice, not an entry to resume from.
  useEffect(() => {
    if (ready) leaveEntry();
  }, [ready, leaveEntry]);

  if (!ready) return <WizardPending />;
  const reviewIndex = definition.steps.length;
  const firstIncomplete = check.ok ? null : definition.steps.find((s) => s.id === check.stepId) ?? null;

  async function submit() {
    setBusy(true);
    setError(null);
    const result = await submitApplicationAction({ flow: definition.id, applicationId: draft.applicationId, data: draft.data, locale });
    if (result.ok) {
      clear();
      router.push({ pathname: paths.submitted, query: { ref: result.data.reference } });
      return;
    }
    setBusy(false);
    const message = result.formError ?? { key: 'unexpected' };
    const step = message.key === 'invalidStep' ? message.values?.step : undefined;
    setError({ message, step: typeof step === 'string' ? step : undefined });
  }

  return (
    <div>
      <WizardProgress definition={definition} current={reviewIndex} lastCompleted={draft.lastCompleted} text={text} />
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{text.t('Wizard.review.title')}</h1>
      <p className="mt-2 text-muted">{text.t('Wizard.review.intro')}</p>

      {firstIncomplete ? (
        <div role="alert" className="mt-6 rounded-md border border-amber-400 bg-amber-50 p-4">
          <p className="font-medium">{text.t('Wizard.review.incomplete', { step: text.step(firstIncomplete.id, 'title') })}</p>
          <Link href={firstIncomplete.path} className="mt-2 inline-block font-semibold text-blue-800 underline">
            {text.t('Wizard.review.goToStep')}
          </Link>
        </div>
      ) : null}

      <div className="mt-8 flex flex-col gap-6">
        {definition.steps.map((step) => (
          <section key={step.id} className="rounded-lg border border-slate-300 p-4" aria-labelledby={`review-${step.id}`}>
            <div className="mb-3 flex items-center justify-between gap-4">
              <h2 id={`review-${step.id}`} className="text-lg font-semibold">
                {text.step(step.id, 'title')}
              </h2>
              <Link href={step.path} className="text-sm font-semibold text-brand-700 underline">
                {text.t('Wizard.review.edit')}
                <span className="sr-only"> {text.step(step.id, 'title')}</span>
              </Link>
            </div>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {step.fields.map((field) => (
                <Answer key={field.name} field={field} data={draft.data} text={text} locale={locale} currency={definition.currency} />
              ))}
            </dl>
          </section>
        ))}
        <QuotePanel quote={quote} text={text} />
      </div>

      <section className="mt-8 rounded-lg border border-slate-300 p-6" aria-labelledby="submit-title">
        <h2 id="submit-title" className="text-xl font-semibold">
          {user ? text.t('Wizard.review.submitTitle') : text.t('Wizard.review.accountTitle')}
        </h2>
        {loading ? (
          <WizardPending className="mt-4" />
        ) : user ? (
          <>
            <p className="mt-2 text-muted">{text.t('Wizard.review.signedInAs', { email: user.email ?? '' })}</p>
            {error ? (
              <ErrorAlert className="mt-4">
                {text.error(error.message)}
                {error.step ? (
                  <Link className="ml-2 underline" href={definition.steps.find((s) => s.id === error.step)?.path ?? definition.reviewPath}>
                    {text.t('Wizard.review.goToStep')}
                  </Link>
                ) : null}
              </ErrorAlert>
            ) : null}
            <button type="button" onClick={submit} disabled={busy || !check.ok} className={buttonClass({ size: 'lg', className: 'mt-4' })}>
              {busy ? text.t('Wizard.review.submitting') : text.t('Wizard.review.submit')}
            </button>
          </>
        ) : (
          <div className="mt-4 max-w-md">
            <p className="mb-4 text-muted">{text.t('Wizard.review.accountIntro')}</p>
            <SignInPanel next={pathname} prefill={filer} />
          </div>
        )}
      </section>
    </div>
  );
}
