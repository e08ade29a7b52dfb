'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { recordMinutesAction } from '@/lib/companies/actions';
import type { Locale } from '@/lib/i18n/locales';
import { lookup } from '@/lib/i18n/message';

type Body = 'board' | 'members';

/**
 * The owner, or staff, record a meeting's minutes: its body, date, venue, chair, who was present
 * (people on the registers today) and the resolutions passed at it.
 */
export function MinutesForm({
  companyId,
  locale,
  today,
  earliest,
  directors,
  members,
  resolutions,
}: {
  companyId: string;
  locale: Locale;
  today: string;
  earliest: string;
  directors: string[];
  members: string[];
  resolutions: { id: string; body: Body; label: string }[];
}) {
  const t = useTranslations('Boardroom');
  const router = useRouter();
  const [body, setBody] = useState<Body>('board');
  const [byVideo, setByVideo] = useState(false);
  const [pending, start] = useTransition();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const say = (key: string, values?: Record<string, string | number>) =>
    lookup(t, `errors.${key}`, values) ?? t('errors.unexpected');
  const people = body === 'board' ? directors : members;
  const choices = resolutions.filter((r) => r.body === body);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const element = event.currentTarget;
    start(async () => {
      setFieldErrors({});
      setFormError(null);
      setDone(false);
      const result = await recordMinutesAction({
        companyId,
        body,
        heldOn: value('heldOn'),
        byVideo,
        place: byVideo ? '' : value('place'),
        chair: value('chair'),
        attendees: form.getAll('attendees').map(String),
        resolutionIds: form.getAll('resolutionIds').map(String),
        locale,
      }).catch(() => null);
      if (result?.ok) {
        element.reset();
        setDone(true);
        router.refresh();
        return;
      }
      if (!result) return setFormError(say('unavailable'));
      const errors: Record<string, string> = {};
      for (const [path, refs] of Object.entries(result.fieldErrors ?? {}))
        if (refs[0]) errors[path.split('.')[0]!] = say(refs[0].key, refs[0].values);
      setFieldErrors(errors);
      const key = result.formError?.key;
      if (key && (key !== 'invalidRequest' || Object.keys(errors).length === 0))
        setFormError(say(key, result.formError?.values));
    });
  }

  const group = (
    name: 'attendees' | 'resolutionIds',
    legend: string,
    options: { value: string; label: string }[],
  ) => (
    <fieldset
      className="flex flex-col gap-1 sm:col-span-2"
      aria-describedby={describedBy(`minutes-${name}`, { error: fieldErrors[name] })}
    >
      <legend className="text-ink mb-1 font-medium">{legend}</legend>
      {options.map((o, i) => (
        <label key={o.value} className="flex items-center gap-2">
          <input
            type="checkbox"
            name={name}
            value={o.value}
            id={`minutes-${name}-${i}`}
            defaultChecked={name === 'attendees'}
          />
          {o.label}
        </label>
      ))}
      <FieldError id={`minutes-${name}`} message={fieldErrors[name]} />
    </fieldset>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="minutes-form-title"
      className="mt-8 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:p-6"
    >
      <h3 id="minutes-form-title" className="text-ink text-lg font-semibold">
        {t('minutes.record')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="minutes-body" label={t('minutes.body')}>
          {(control) => (
            <Select
              {...control}
              value={body}
              onChange={(e) => {
                setBody(e.target.value as Body);
                setFieldErrors({});
                setFormError(null);
              }}
            >
              <option value="board">{t('minutes.bodies.board')}</option>
              <option value="members">{t('minutes.bodies.members')}</option>
            </Select>
          )}
        </Field>
        <Field id="minutes-heldOn" label={t('minutes.heldOn')} error={fieldErrors.heldOn}>
          {(control) => (
            <Input
              {...control}
              name="heldOn"
              type="date"
              min={earliest}
              max={today}
              defaultValue={today}
              required
            />
          )}
        </Field>
        <label className="flex items-center gap-2 sm:col-span-2">
          <input
            type="checkbox"
            checked={byVideo}
            onChange={(e) => setByVideo(e.target.checked)}
            id="minutes-byVideo"
          />
          {t('minutes.byVideo')}
        </label>
        {byVideo ? null : (
          <Field id="minutes-place" label={t('minutes.place')} error={fieldErrors.place}>
            {(control) => <Input {...control} name="place" required />}
          </Field>
        )}
        <Field id="minutes-chair" label={t('minutes.chairField')} error={fieldErrors.chair}>
          {(control) => (
            <Select {...control} name="chair" defaultValue="" required>
              <option value="" disabled>
                {t('minutes.choose')}
              </option>
              {directors.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {group(
          'attendees',
          t('minutes.attendees'),
          people.map((p) => ({ value: p, label: p })),
        )}
        {choices.length > 0
          ? group(
              'resolutionIds',
              t('minutes.resolutions'),
              choices.map((r) => ({ value: r.id, label: r.label })),
            )
          : null}
      </div>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <p role="status" className="text-sm text-emerald-800">
        {done ? t('minutes.recorded') : ''}
      </p>
      <div>
        <Button type="submit" disabled={pending}>
          {t('minutes.submit')}
        </Button>
      </div>
    </form>
  );
}
