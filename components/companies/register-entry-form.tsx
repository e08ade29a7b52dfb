'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { recordRegisterEntryAction } from '@/lib/companies/actions';
import {
  OFFICER_REGISTER_ROLES,
  REGISTER_ENTRY_KINDS,
  type RegisterEntryKind,
} from '@/lib/companies/registers';
import { lookup } from '@/lib/i18n/message';

/** The fields each kind of entry asks, in order (lib/companies/registers.ts entryDataSchema). */
const FIELDS: Record<RegisterEntryKind, string[]> = {
  allotment: ['holder', 'shareClass', 'shares', 'paidMinor'],
  transfer: ['from', 'to', 'shareClass', 'shares'],
  appointment: ['name', 'role', 'email'],
  cessation: ['officer'],
  psc_notified: ['name', 'nature'],
  psc_ceased: ['name'],
  charge_created: ['chargee', 'description', 'amountMinor'],
  charge_satisfied: ['chargeId'],
};
const OPTIONAL = new Set(['paidMinor', 'email', 'amountMinor']);
const NUMERIC = new Set(['shares', 'paidMinor', 'amountMinor']);
const LABEL: Record<string, string> = {
  holder: 'holder',
  shareClass: 'shareClass',
  shares: 'shares',
  paidMinor: 'paid',
  from: 'from',
  to: 'to',
  name: 'name',
  role: 'role',
  email: 'email',
  officer: 'name',
  nature: 'nature',
  chargee: 'chargee',
  description: 'description',
  amountMinor: 'amount',
  chargeId: 'charge',
};
const HINT: Record<string, string> = { shareClass: 'shareClassHint', nature: 'natureHint' };

/**
 * The owner records a change in the registers: what happened, when, and what the kind asks.
 * The server checks it against the history; its refusals show beside the field (the date) or
 * above the button (the history's: shares not held, a director not in office).
 */
export function RegisterEntryForm({
  companyId,
  today,
  earliest,
  officers,
  charges,
}: {
  companyId: string;
  today: string;
  earliest: string;
  officers: { name: string; role: (typeof OFFICER_REGISTER_ROLES)[number] }[];
  charges: { id: string; label: string }[];
}) {
  const t = useTranslations('Boardroom');
  const router = useRouter();
  const [kind, setKind] = useState<RegisterEntryKind>('allotment');
  const [pending, start] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const say = (key: string) => lookup(t, `errors.${key}`) ?? t('errors.unexpected');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const entry: Record<string, unknown> = { kind };
    for (const name of FIELDS[kind]) {
      if (name === 'officer') {
        const [role, ...rest] = value('officer').split('|');
        entry.role = role;
        entry.name = rest.join('|');
        continue;
      }
      const v = value(name);
      if (OPTIONAL.has(name) && v === '') continue;
      entry[name] = NUMERIC.has(name) && v !== '' ? Number(v.replace(/[\s,]/g, '')) : v;
    }
    const element = event.currentTarget;
    start(async () => {
      setFormError(null);
      setFieldErrors({});
      setSaved(false);
      const result = await recordRegisterEntryAction({
        companyId,
        effectiveOn: value('effectiveOn'),
        entry,
      }).catch(() => null);
      if (result?.ok) {
        element.reset();
        setSaved(true);
        router.refresh();
        return;
      }
      if (!result) return setFormError(say('unavailable'));
      const errors: Record<string, string> = {};
      for (const [path, refs] of Object.entries(result.fieldErrors ?? {})) {
        const field = path.replace(/^entry\./, '');
        if (refs[0])
          errors[field === 'name' && kind === 'cessation' ? 'officer' : field] = say(refs[0].key);
      }
      setFieldErrors(errors);
      const key = result.formError?.key;
      if (key && (key !== 'invalidRequest' || Object.keys(errors).length === 0))
        setFormError(say(key));
    });
  }

  const field = (name: string) => {
    const id = `register-${name}`;
    const label = t(`form.${LABEL[name]}` as 'form.holder');
    const hint = HINT[name] ? t(`form.${HINT[name]}` as 'form.natureHint') : undefined;
    const common = { name, error: fieldErrors[name] };
    if (name === 'role')
      return (
        <Field key={name} id={id} label={label} error={common.error}>
          {(control) => (
            <Select {...control} name={name} defaultValue="director">
              {OFFICER_REGISTER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      );
    if (name === 'officer' || name === 'chargeId')
      return (
        <Field key={name} id={id} label={label} error={common.error}>
          {(control) => (
            <Select {...control} name={name} defaultValue="" required>
              <option value="" disabled>
                {t('form.choose')}
              </option>
              {name === 'officer'
                ? officers.map((o) => (
                    <option key={`${o.role}|${o.name}`} value={`${o.role}|${o.name}`}>
                      {o.name} ({t(`roles.${o.role}`)})
                    </option>
                  ))
                : charges.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.label}
                    </option>
                  ))}
            </Select>
          )}
        </Field>
      );
    return (
      <Field key={name} id={id} label={label} hint={hint} error={common.error}>
        {(control) => (
          <Input
            {...control}
            name={name}
            type={name === 'email' ? 'email' : 'text'}
            inputMode={NUMERIC.has(name) ? 'numeric' : undefined}
            required={!OPTIONAL.has(name)}
          />
        )}
      </Field>
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-8 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:p-6"
      aria-labelledby="register-form-title"
    >
      <h3 id="register-form-title" className="text-ink text-lg font-semibold">
        {t('form.title')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="register-kind" label={t('form.kind')}>
          {(control) => (
            <Select
              {...control}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as RegisterEntryKind);
                setFieldErrors({});
                setFormError(null);
              }}
            >
              {REGISTER_ENTRY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id="register-effectiveOn"
          label={t('form.effectiveOn')}
          error={fieldErrors.effectiveOn}
        >
          {(control) => (
            <Input
              {...control}
              name="effectiveOn"
              type="date"
              required
              min={earliest}
              max={today}
              defaultValue={today}
            />
          )}
        </Field>
        {FIELDS[kind].map(field)}
      </div>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <p role="status" className="text-sm text-emerald-800">
        {saved ? t('form.saved') : ''}
      </p>
      <div>
        <Button type="submit" disabled={pending}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
