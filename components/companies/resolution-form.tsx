'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { proposeResolutionAction } from '@/lib/companies/actions';
import {
  BODY_OF,
  RESOLUTION_KINDS,
  type ResolutionKind,
  type Signatory,
} from '@/lib/companies/resolutions';
import type { Locale } from '@/lib/i18n/locales';
import { lookup } from '@/lib/i18n/message';

/** The fields each kind asks (lib/companies/resolutions.ts resolutionDataSchema). */
const FIELDS: Record<ResolutionKind, string[]> = {
  appoint_director: ['name', 'email'],
  remove_director: ['director'],
  change_address: ['address'],
  allot_shares: ['holder', 'shareClass', 'shares'],
  appoint_auditors: ['auditor'],
  approve_accounts: ['periodEnd'],
};

/** The owner proposes a resolution; signatories the registers give no e-mail are asked one. */
export function ResolutionForm({
  companyId,
  locale,
  today,
  earliest,
  board,
  members,
}: {
  companyId: string;
  locale: Locale;
  today: string;
  earliest: string;
  board: Signatory[];
  members: Signatory[];
}) {
  const t = useTranslations('Boardroom');
  const router = useRouter();
  const [kind, setKind] = useState<ResolutionKind>('appoint_director');
  const [pending, start] = useTransition();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const say = (key: string, values?: Record<string, string | number>) =>
    lookup(t, `errors.${key}`, values) ?? t('errors.unexpected');
  const signatories = BODY_OF[kind] === 'board' ? board : members;
  const needEmail = signatories.filter((s) => !s.email);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const decision: Record<string, unknown> = { kind };
    for (const name of FIELDS[kind]) {
      if (name === 'director') decision.name = value('director');
      else if (name === 'shares')
        decision.shares = Number(value('shares').replace(/[\s,]/g, '')) || value('shares');
      else decision[name] = value(name);
    }
    const emails = Object.fromEntries(
      needEmail.map((s, i) => [s.name, value(`signatory-${i}`)]).filter(([, v]) => v !== ''),
    );
    const element = event.currentTarget;
    start(async () => {
      setFieldErrors({});
      setFormError(null);
      setSent(false);
      const result = await proposeResolutionAction({
        companyId,
        resolvedOn: value('resolvedOn'),
        decision,
        emails,
        locale,
      }).catch(() => null);
      if (result?.ok) {
        element.reset();
        setSent(true);
        router.refresh();
        return;
      }
      if (!result) return setFormError(say('unavailable'));
      const errors: Record<string, string> = {};
      for (const [path, refs] of Object.entries(result.fieldErrors ?? {})) {
        const field = path.replace(/^decision\./, '');
        if (refs[0])
          errors[kind === 'remove_director' && field === 'name' ? 'director' : field] = say(
            refs[0].key,
            refs[0].values,
          );
      }
      setFieldErrors(errors);
      const key = result.formError?.key;
      if (key && (key !== 'invalidRequest' || Object.keys(errors).length === 0))
        setFormError(say(key, result.formError?.values));
    });
  }

  const input = (name: string, type = 'text') => (
    <Field
      key={name}
      id={`resolution-${name}`}
      label={t(`resolutions.${name}` as 'resolutions.name')}
      error={fieldErrors[name]}
    >
      {(control) => (
        <Input
          {...control}
          name={name}
          type={type}
          inputMode={name === 'shares' ? 'numeric' : undefined}
          max={type === 'date' ? today : undefined}
          required
        />
      )}
    </Field>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="resolution-form-title"
      className="mt-8 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:p-6"
    >
      <h3 id="resolution-form-title" className="text-ink text-lg font-semibold">
        {t('resolutions.propose')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="resolution-kind" label={t('resolutions.kind')}>
          {(control) => (
            <Select
              {...control}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as ResolutionKind);
                setFieldErrors({});
                setFormError(null);
              }}
            >
              {RESOLUTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`resolution.kinds.${k}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id="resolution-resolvedOn"
          label={t('resolutions.resolvedOn')}
          error={fieldErrors.resolvedOn}
        >
          {(control) => (
            <Input
              {...control}
              name="resolvedOn"
              type="date"
              min={earliest}
              max={today}
              defaultValue={today}
              required
            />
          )}
        </Field>
        {FIELDS[kind].map((name) =>
          name === 'director' ? (
            <Field
              key={name}
              id="resolution-director"
              label={t('resolutions.director')}
              error={fieldErrors.director}
            >
              {(control) => (
                <Select {...control} name="director" defaultValue="" required>
                  <option value="" disabled>
                    {t('resolutions.choose')}
                  </option>
                  {board.map((d) => (
                    <option key={d.name} value={d.name}>
                      {d.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : (
            input(name, name === 'email' ? 'email' : name === 'periodEnd' ? 'date' : 'text')
          ),
        )}
        {needEmail.map((s, i) => (
          <Field
            key={s.name}
            id={`resolution-signatory-${i}`}
            label={t('resolutions.signatoryEmail', { name: s.name })}
          >
            {(control) => <Input {...control} name={`signatory-${i}`} type="email" required />}
          </Field>
        ))}
      </div>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <p role="status" className="text-sm text-emerald-800">
        {sent ? t('resolutions.sent') : ''}
      </p>
      <div>
        <Button type="submit" disabled={pending}>
          {t('resolutions.submit')}
        </Button>
      </div>
    </form>
  );
}
