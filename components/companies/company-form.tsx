'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type ChangeEvent } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ActionResult } from '@/lib/actions/result';
import { registryKind } from '@/lib/companies/identifiers';
import type { CompanyFormValues } from '@/lib/companies/prefill';
import { OFFICER_ROLES, type OfficerRole } from '@/lib/companies/schemas';
import {
  COMPLIANCE_JURISDICTIONS,
  ENTITIES_BY_JURISDICTION,
  type ComplianceEntity,
  type ComplianceJurisdiction,
} from '@/lib/compliance/model';
import { lookup } from '@/lib/i18n/message';

/** The form's free-text fields. */
type TextKey =
  'legalName' | 'registryNumber' | 'taxId' | 'incorporatedOn' | 'yearEnd' | 'registeredOffice';

export type { CompanyFormValues };

/**
 * A company's fields, for the customer's add and edit and staff's record of a formation: the
 * server checks everything (each identifier against its registry's format) and its messages go
 * next to their fields. `extra` carries the record's id (companyId, applicationId); on success
 * the browser goes to `done(companyId)`, or the page is refreshed.
 */
export function CompanyForm({
  initial,
  extra,
  action,
  submitLabel,
  done,
  labels,
}: {
  initial: CompanyFormValues;
  extra?: Record<string, string>;
  action: (raw: unknown) => Promise<ActionResult<{ companyId: string }>>;
  submitLabel: string;
  /** Where to go once saved (a localised path); none: refresh in place. */
  done?: { pathPrefix: string } | null;
  /** The jurisdictions' and entities' names (Compliance namespace, read on the server). */
  labels: {
    jurisdictions: Record<ComplianceJurisdiction, string>;
    entities: Record<ComplianceEntity, string>;
  };
}) {
  const t = useTranslations('Companies');
  const router = useRouter();
  const [pending, start] = useTransition();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // Whether the reminders checkbox was changed since the form was drawn or last saved: only then
  // is it sent, so a value moved meanwhile by the company page's own switch is not put back.
  // Untouched, it shows the page's value as the page is refreshed.
  const [remindersTouched, setRemindersTouched] = useState(false);
  const [shownReminders, setShownReminders] = useState(initial.remindersEnabled);
  if (initial.remindersEnabled !== shownReminders) {
    setShownReminders(initial.remindersEnabled);
    if (!remindersTouched)
      setValues((current) => ({ ...current, remindersEnabled: initial.remindersEnabled }));
  }
  const message = (key: string, v?: Record<string, string | number>) =>
    lookup(t, `errors.${key}`, v) ?? t('errors.unexpected');

  const set = <K extends keyof CompanyFormValues>(key: K, value: CompanyFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  /** A text field's value and change handler, bound to its key of the form's values. */
  const bind = (key: TextKey) => ({
    name: key,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });
  const entities = values.jurisdiction ? ENTITIES_BY_JURISDICTION[values.jurisdiction] : [];
  const registryHint =
    values.jurisdiction && values.entity && entities.includes(values.entity)
      ? t(
          `form.registryHint.${registryKind(values.jurisdiction, values.entity)}` as 'form.registryHint.ukCompany',
        )
      : t('form.registryHintAny');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    setSaved(false);
    start(async () => {
      let result: ActionResult<{ companyId: string }>;
      try {
        const { remindersEnabled, ...fields } = values;
        result = await action({
          ...fields,
          ...(remindersTouched && remindersEnabled !== undefined ? { remindersEnabled } : {}),
          ...extra,
        });
      } catch {
        result = { ok: false, formError: { key: 'unavailable' } };
      }
      if (!result.ok) {
        const byField = Object.fromEntries(
          Object.entries(result.fieldErrors ?? {}).flatMap(([name, refs]) =>
            refs[0] ? [[name, message(refs[0].key, refs[0].values)]] : [],
          ),
        );
        setErrors(byField);
        const whole = result.formError
          ? message(result.formError.key, result.formError.values)
          : null;
        setFormError(whole ?? (Object.keys(byField).length ? null : message('invalidRequest')));
        return;
      }
      if (done) router.push(`${done.pathPrefix}/${result.data.companyId}`);
      else {
        setSaved(true);
        setRemindersTouched(false);
        router.refresh();
      }
    });
  }

  const optional = t('form.optional');
  return (
    <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="company-jurisdiction" label={t('form.jurisdiction')} error={errors.jurisdiction}>
          {(control) => (
            <Select
              {...control}
              name="jurisdiction"
              value={values.jurisdiction}
              onChange={(e) => {
                const jurisdiction = e.target.value as ComplianceJurisdiction | '';
                const allowed = jurisdiction ? ENTITIES_BY_JURISDICTION[jurisdiction] : [];
                setValues((current) => ({
                  ...current,
                  jurisdiction,
                  entity:
                    current.entity && allowed.includes(current.entity)
                      ? current.entity
                      : allowed.length === 1
                        ? allowed[0]!
                        : '',
                }));
              }}
            >
              <option value="">{t('form.choose')}</option>
              {COMPLIANCE_JURISDICTIONS.map((id) => (
                <option key={id} value={id}>
                  {labels.jurisdictions[id]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="company-entity" label={t('form.entity')} error={errors.entity}>
          {(control) => (
            <Select
              {...control}
              name="entity"
              value={values.entity}
              onChange={(e) => set('entity', e.target.value as ComplianceEntity | '')}
            >
              <option value="">{t('form.choose')}</option>
              {entities.map((id) => (
                <option key={id} value={id}>
                  {labels.entities[id]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field id="company-legalName" label={t('form.legalName')} error={errors.legalName}>
        {(control) => (
          <Input {...control} {...bind('legalName')} maxLength={200} autoComplete="organization" />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="company-registryNumber"
          label={t('form.registryNumber')}
          hint={registryHint}
          error={errors.registryNumber}
        >
          {(control) => (
            <Input {...control} {...bind('registryNumber')} autoComplete="off" maxLength={40} />
          )}
        </Field>
        <Field
          id="company-taxId"
          label={t('form.taxId')}
          optional={optional}
          hint={t('form.taxIdHint')}
          error={errors.taxId}
        >
          {(control) => <Input {...control} {...bind('taxId')} autoComplete="off" maxLength={40} />}
        </Field>
        <Field
          id="company-incorporatedOn"
          label={t('form.incorporatedOn')}
          error={errors.incorporatedOn}
        >
          {(control) => (
            <Input {...control} {...bind('incorporatedOn')} type="date" min="1900-01-01" />
          )}
        </Field>
        <Field
          id="company-yearEnd"
          label={t('form.yearEnd')}
          optional={optional}
          hint={t('form.yearEndHint')}
          error={errors.yearEnd}
        >
          {(control) => (
            <Input
              {...control}
              {...bind('yearEnd')}
              inputMode="numeric"
              placeholder="12-31"
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      <Field
        id="company-registeredOffice"
        label={t('form.registeredOffice')}
        optional={optional}
        error={errors.registeredOffice}
      >
        {(control) => <Input {...control} {...bind('registeredOffice')} maxLength={300} />}
      </Field>
      <div className="flex items-center gap-2">
        <input
          id="company-foreignOwned"
          type="checkbox"
          className="size-5"
          checked={values.foreignOwned}
          onChange={(e) => set('foreignOwned', e.target.checked)}
        />
        <label htmlFor="company-foreignOwned" className="text-ink font-medium">
          {t('form.foreignOwned')}
        </label>
      </div>
      {values.remindersEnabled !== undefined ? (
        <div className="flex items-center gap-2">
          <input
            id="company-remindersEnabled"
            type="checkbox"
            className="size-5"
            checked={values.remindersEnabled}
            onChange={(e) => {
              setRemindersTouched(true);
              set('remindersEnabled', e.target.checked);
            }}
          />
          <label htmlFor="company-remindersEnabled" className="text-ink font-medium">
            {t('form.remindersEnabled')}
          </label>
        </div>
      ) : null}

      <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="text-ink px-1 font-semibold">{t('form.officers')}</legend>
        <FieldHint id="company-officers" text={t('form.officersHint')} />
        {values.officers.map((officer, index) => {
          const at = (name: string) => `officers.${index}.${name}`;
          const update = (patch: Partial<typeof officer>) =>
            set(
              'officers',
              values.officers.map((o, i) => (i === index ? { ...o, ...patch } : o)),
            );
          const reminderError = errors[at('wantsReminders')];
          return (
            <div
              key={index}
              role="group"
              aria-label={t('form.person', { number: index + 1 })}
              className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2"
            >
              <Field
                id={`officer-${index}-name`}
                label={t('form.officerName')}
                error={errors[at('name')]}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={officer.name}
                    maxLength={200}
                    onChange={(e) => update({ name: e.target.value })}
                  />
                )}
              </Field>
              <Field
                id={`officer-${index}-role`}
                label={t('form.officerRole')}
                error={errors[at('role')]}
              >
                {(control) => (
                  <Select
                    {...control}
                    value={officer.role}
                    onChange={(e) => update({ role: e.target.value as OfficerRole })}
                  >
                    {OFFICER_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`form.roles.${role}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field
                id={`officer-${index}-email`}
                label={t('form.officerEmail')}
                optional={optional}
                error={errors[at('email')]}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="email"
                    value={officer.email}
                    onChange={(e) => update({ email: e.target.value })}
                  />
                )}
              </Field>
              <div className="flex items-center gap-2 self-end pb-2">
                <input
                  id={`officer-${index}-wantsReminders`}
                  type="checkbox"
                  className="size-5"
                  checked={officer.wantsReminders}
                  aria-describedby={describedBy(`officer-${index}-wantsReminders`, {
                    error: reminderError,
                  })}
                  onChange={(e) => update({ wantsReminders: e.target.checked })}
                />
                <label htmlFor={`officer-${index}-wantsReminders`}>
                  {t('form.wantsReminders')}
                </label>
                <FieldError id={`officer-${index}-wantsReminders`} message={reminderError} />
              </div>
              <Button
                type="button"
                variant="outline"
                className="self-start"
                onClick={() =>
                  set(
                    'officers',
                    values.officers.filter((_, i) => i !== index),
                  )
                }
              >
                {t('form.removeOfficer', {
                  name: officer.name || t('form.person', { number: index + 1 }),
                })}
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() =>
            set('officers', [
              ...values.officers,
              { name: '', role: 'director', email: '', wantsReminders: false },
            ])
          }
        >
          {t('form.addOfficer')}
        </Button>
      </fieldset>

      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <p role="status" className="text-brand-700 text-sm font-medium">
        {saved ? t('form.saved') : ''}
      </p>
      <Button type="submit" disabled={pending} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
