'use client';

import { useTranslations } from 'next-intl';
import { useRouter as useNextRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import {
  markObligationFiledElsewhereAction,
  markObligationOrderedAction,
  setCompanyRemindersAction,
  setObligationRemindersAction,
  undoObligationFiledElsewhereAction,
} from '@/lib/companies/actions';
import type { ObligationState } from '@/lib/compliance/state';
import { useRouter } from '@/lib/i18n/navigation';
import { lookup } from '@/lib/i18n/message';

/** Runs one of the company page's actions: pending, the refusal in words (Companies.errors). */
function useCompanyAction() {
  const t = useTranslations('Companies');
  const refresh = useNextRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const run = (work: () => Promise<ActionResult>, then?: () => void) =>
    start(async () => {
      setError(null);
      const result = await work().catch(() => null);
      if (result?.ok) {
        if (then) then();
        else refresh.refresh();
        return;
      }
      const key = result && !result.ok ? (result.formError?.key ?? 'unexpected') : 'unavailable';
      setError(lookup(t, `errors.${key}`) ?? t('errors.unexpected'));
    });
  return { t, pending, error, run };
}

/**
 * The owner's controls on one obligation of their company page: "File it for me" (recorded as
 * ordered, then the order's form), "Mark filed elsewhere" or its undo, its reminders, and the
 * single-event .ics download.
 */
export function ObligationActions({
  companyId,
  obligationKey,
  title,
  state,
  remindersEnabled,
  companyReminders,
  fileHref,
  icsHref,
}: {
  companyId: string;
  obligationKey: string;
  title: string;
  state: ObligationState;
  remindersEnabled: boolean;
  companyReminders: boolean;
  fileHref: string | null;
  icsHref: string;
}) {
  const { t, pending, error, run } = useCompanyAction();
  const router = useRouter();
  const reminderId = useId();
  const input = { companyId, obligationKey };
  const filed = state === 'filed_by_us' || state === 'filed_elsewhere';
  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        {fileHref && !filed ? (
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            aria-label={t('view.fileForMeLabel', { title })}
            onClick={() =>
              run(
                () => markObligationOrderedAction(input),
                () => router.push(fileHref),
              )
            }
          >
            {t('view.fileForMe')}
          </Button>
        ) : null}
        {state === 'filed_elsewhere' ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={pending}
            aria-label={t('view.undoLabel', { title })}
            onClick={() => run(() => undoObligationFiledElsewhereAction(input))}
          >
            {t('view.undoFiledElsewhere')}
          </Button>
        ) : state !== 'filed_by_us' ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={pending}
            aria-label={t('view.markFiledElsewhereLabel', { title })}
            onClick={() => run(() => markObligationFiledElsewhereAction(input))}
          >
            {t('view.markFiledElsewhere')}
          </Button>
        ) : null}
        <a
          href={icsHref}
          className="text-brand-700 text-sm underline"
          aria-label={t('view.downloadIcsLabel', { title })}
        >
          {t('view.downloadIcs')}
        </a>
      </div>
      {companyReminders && !filed ? (
        <div className="flex items-center gap-2 text-sm">
          <input
            id={reminderId}
            type="checkbox"
            className="size-4"
            checked={remindersEnabled}
            disabled={pending}
            onChange={(event) =>
              run(() =>
                setObligationRemindersAction({ ...input, enabled: event.currentTarget.checked }),
              )
            }
          />
          <label htmlFor={reminderId} className="text-slate-800">
            <span className="sr-only">{t('view.remindersFor', { title })}</span>
            <span aria-hidden="true">{t('view.reminders')}</span>
          </label>
        </div>
      ) : null}
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </div>
  );
}

/** The company's switch for every e-mail reminder (companies.reminders_enabled). */
export function CompanyRemindersSwitch({
  companyId,
  enabled,
}: {
  companyId: string;
  enabled: boolean;
}) {
  const { t, pending, error, run } = useCompanyAction();
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4"
          checked={enabled}
          disabled={pending}
          data-testid="company-reminders"
          onChange={(event) =>
            run(() =>
              setCompanyRemindersAction({ companyId, enabled: event.currentTarget.checked }),
            )
          }
        />
        <label htmlFor={id} className="text-slate-800">
          {t('view.companyReminders')}
        </label>
      </div>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </div>
  );
}
