'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { AltchaField } from '@/components/captcha/altcha-field';
import { FormAlert, FormField, inputClass } from '@/components/contact/form-field';
import { clearSessionDraft, useSessionDraft } from '@/components/contact/use-session-draft';
import { submitCareerApplication } from '@/lib/careers/actions';
import { hasCvSignature } from '@/lib/careers/cv-signature';
import {
  applicationOpeningIds,
  applicationSchema,
  COVER_LETTER_MAX,
  COVER_LETTER_MIN,
  type ApplicationInput,
} from '@/lib/careers/schemas';
import type { FormResult } from '@/lib/contact/form-result';

const DRAFT_KEY = 'registra.career-application-draft';
const fields = ['openingId', 'name', 'email', 'phone', 'coverLetter', 'cv', 'altcha'] as const;

type FormValues = Omit<ApplicationInput, 'cv'> & { cv: File | null };

const defaults: FormValues = {
  openingId: '',
  name: '',
  email: '',
  phone: '',
  coverLetter: '',
  cv: null,
  altcha: '',
};

/** The career application island. `openings` are the options of the select, titles already translated. */
export function ApplicationForm({ openings }: { openings: { id: string; title: string }[] }) {
  const t = useTranslations('CareerApply');
  const locale = useLocale();
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [fileInputKey, setFileInputKey] = useState(0);
  const form = useForm<FormValues>({
    resolver: zodResolver(applicationSchema) as never,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  useSessionDraft(DRAFT_KEY, form, ['altcha', 'cv']);

  // /careers links here with ?opening=<id>: preselect it unless a draft already chose one.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('opening');
    if (wanted && applicationOpeningIds.includes(wanted) && !getValues('openingId')) {
      setValue('openingId', wanted);
    }
  }, [getValues, setValue]);

  const message = (key: string | undefined) =>
    key
      ? t.has(`errors.${key}` as 'errors.invalidInput')
        ? t(`errors.${key}` as 'errors.invalidInput')
        : t('errors.invalidInput')
      : undefined;

  /** A first look at the file's bytes, so a renamed text file is refused before it is sent. */
  async function looksLikeCv(file: File): Promise<boolean> {
    try {
      return hasCvSignature(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
    } catch {
      return true; // the server decides
    }
  }

  async function onSubmit(values: FormValues) {
    setFormError(null);
    const cv = values.cv;
    if (!cv || !(await looksLikeCv(cv))) {
      setError('cv', { type: 'content', message: cv ? 'cvWrongType' : 'cvRequired' });
      return;
    }
    const data = new FormData();
    for (const name of ['openingId', 'name', 'email', 'phone', 'coverLetter', 'altcha'] as const)
      data.set(name, values[name]);
    data.set('cv', cv, cv.name);
    data.set('locale', locale);
    let result: FormResult;
    try {
      result = await submitCareerApplication(data);
    } catch {
      result = { ok: false, formError: 'serverError' };
    }
    if (result.ok) {
      toast.success(t('sent'));
      clearSessionDraft(DRAFT_KEY);
      reset(defaults);
      setFileInputKey((n) => n + 1);
      setCaptchaReset((n) => n + 1);
      return;
    }
    for (const field of fields) {
      const key = result.fieldErrors?.[field]?.[0];
      if (key) setError(field, { type: 'server', message: key });
    }
    setFormError(message(result.formError ?? 'invalidInput') ?? null);
    setCaptchaReset((n) => n + 1);
  }

  const letterLength = useWatch({ control, name: 'coverLetter' })?.length ?? 0;
  const chosenFile = useWatch({ control, name: 'cv' });

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="flex flex-col gap-5"
      aria-describedby="apply-required-note"
    >
      <p id="apply-required-note" className="text-muted text-sm">
        {t('requiredNote')}
      </p>
      <FormField
        id="apply-opening"
        label={t('fields.openingId')}
        error={message(errors.openingId?.message)}
      >
        {(control) => (
          <select {...control} {...register('openingId')} className={inputClass}>
            <option value="">{t('choose')}</option>
            {openings.map((opening) => (
              <option key={opening.id} value={opening.id}>
                {opening.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="apply-name" label={t('fields.name')} error={message(errors.name?.message)}>
          {(control) => (
            <input {...control} {...register('name')} autoComplete="name" className={inputClass} />
          )}
        </FormField>
        <FormField
          id="apply-email"
          label={t('fields.email')}
          error={message(errors.email?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="apply-phone"
        label={t('fields.phone')}
        hint={t('hints.phone')}
        error={message(errors.phone?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            className={inputClass}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="cv"
        render={({ field }) => (
          <FormField
            id="apply-cv"
            label={t('fields.cv')}
            hint={
              chosenFile
                ? `${t('hints.cv')} ${t('hints.cvChosen', { name: chosenFile.name })}`
                : t('hints.cv')
            }
            error={message(errors.cv?.message)}
          >
            {(control) => (
              <input
                {...control}
                key={fileInputKey}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                type="file"
                accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                onChange={async (event) => {
                  const file = event.target.files?.[0] ?? null;
                  field.onChange(file);
                  if (file && !(await looksLikeCv(file)))
                    setError('cv', { type: 'content', message: 'cvWrongType' });
                }}
                className={`${inputClass} file:bg-brand-50 file:text-brand-800 file:mr-3 file:rounded file:border-0 file:px-3 file:py-1 file:font-medium`}
              />
            )}
          </FormField>
        )}
      />
      <FormField
        id="apply-cover-letter"
        label={t('fields.coverLetter')}
        hint={t('hints.coverLetter', {
          count: letterLength,
          max: COVER_LETTER_MAX,
          min: COVER_LETTER_MIN,
        })}
        error={message(errors.coverLetter?.message)}
      >
        {(control) => (
          <textarea {...control} {...register('coverLetter')} rows={8} className={inputClass} />
        )}
      </FormField>
      <div className="flex flex-col gap-1">
        <Controller
          control={control}
          name="altcha"
          render={({ field }) => (
            <AltchaField
              resetKey={captchaReset}
              onChange={(payload) => field.onChange(payload)}
              errorId={errors.altcha ? 'apply-altcha-error' : undefined}
              invalid={Boolean(errors.altcha)}
            />
          )}
        />
        {errors.altcha ? (
          <p
            id="apply-altcha-error"
            className="text-sm font-medium text-red-700"
            data-field-error="apply-altcha"
          >
            {message(errors.altcha.message)}
          </p>
        ) : null}
      </div>
      <FormAlert message={formError} />
      <div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="bg-brand-700 hover:bg-brand-800 rounded-md px-6 py-2.5 font-semibold text-white disabled:opacity-60"
        >
          {isSubmitting ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
