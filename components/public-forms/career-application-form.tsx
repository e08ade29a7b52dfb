'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PublicFormFooter } from '@/components/public-forms/public-form-footer';
import { lazyZodResolver } from '@/components/public-forms/lazy-zod-resolver';
import { usePublicForm } from '@/components/public-forms/use-public-form';
import { postForm } from '@/lib/actions/post-form';
import { hasCvSignature } from '@/lib/public-forms/careers/cv-signature';
import {
  applicationOpeningIds,
  COVER_LETTER_MAX,
  COVER_LETTER_MIN,
} from '@/lib/public-forms/careers/options';
import type { ApplicationInput } from '@/lib/public-forms/careers/schemas';
import { careerApplicationUrl } from '@/lib/site/paths';

const fields = ['openingId', 'name', 'email', 'phone', 'coverLetter', 'cv', 'altcha'] as const;
const textFields = ['openingId', 'name', 'email', 'phone', 'coverLetter', 'altcha'] as const;

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
  const [fileInputKey, setFileInputKey] = useState(0);
  const publicForm = usePublicForm<FormValues>({
    namespace: 'CareerApply',
    resolver: lazyZodResolver(() =>
      import('@/lib/public-forms/careers/schemas').then((m) => m.applicationSchema),
    ),
    defaultValues: defaults,
    draftKey: 'registra.career-application-draft',
    draftExclude: ['altcha', 'cv'],
    fields,
  });
  const { form, message, submit, restoredFiles } = publicForm;
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = form;

  // /careers links here with ?opening=<id>: preselect it unless a draft already chose one.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('opening');
    if (wanted && applicationOpeningIds.includes(wanted) && !getValues('openingId')) {
      setValue('openingId', wanted);
    }
  }, [getValues, setValue]);

  /** A first look at the file's bytes, so a renamed text file is refused before it is sent. */
  async function looksLikeCv(file: File): Promise<boolean> {
    try {
      return hasCvSignature(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
    } catch {
      return true; // the server decides
    }
  }

  function onSubmit(values: FormValues) {
    return submit(
      async () => {
        const cv = values.cv;
        if (!cv || !(await looksLikeCv(cv))) {
          setError('cv', { type: 'content', message: cv ? 'cvWrongType' : 'cvRequired' });
          return null;
        }
        const data = new FormData();
        for (const name of textFields) data.set(name, values[name]);
        data.set('cv', cv, cv.name);
        data.set('locale', locale);
        return postForm(careerApplicationUrl, data, 'cv', { key: 'cvTooLarge' });
      },
      () => setFileInputKey((n) => n + 1),
    );
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
      <Field
        id="apply-opening"
        label={t('fields.openingId')}
        error={message(errors.openingId?.message)}
      >
        {(control) => (
          <Select {...control} {...register('openingId')}>
            <option value="">{t('choose')}</option>
            {openings.map((opening) => (
              <option key={opening.id} value={opening.id}>
                {opening.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="apply-name" label={t('fields.name')} error={message(errors.name?.message)}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
        </Field>
        <Field id="apply-email" label={t('fields.email')} error={message(errors.email?.message)}>
          {(control) => (
            <Input {...control} {...register('email')} type="email" autoComplete="email" />
          )}
        </Field>
      </div>
      <Field
        id="apply-phone"
        label={t('fields.phone')}
        hint={t('hints.phone')}
        error={message(errors.phone?.message)}
      >
        {(control) => <Input {...control} {...register('phone')} type="tel" autoComplete="tel" />}
      </Field>
      <Controller
        control={control}
        name="cv"
        render={({ field }) => (
          <Field
            id="apply-cv"
            label={t('fields.cv')}
            hint={
              chosenFile
                ? `${t('hints.cv')} ${t('hints.cvChosen', { name: chosenFile.name })}`
                : t('hints.cv')
            }
            note={
              restoredFiles.includes('cv') && !chosenFile ? t('hints.cvAttachAgain') : undefined
            }
            error={message(errors.cv?.message)}
          >
            {(control) => (
              <Input
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
              />
            )}
          </Field>
        )}
      />
      <Field
        id="apply-cover-letter"
        label={t('fields.coverLetter')}
        hint={t('hints.coverLetter', {
          count: letterLength,
          max: COVER_LETTER_MAX,
          min: COVER_LETTER_MIN,
        })}
        error={message(errors.coverLetter?.message)}
      >
        {(control) => <Textarea {...control} {...register('coverLetter')} rows={8} />}
      </Field>
      <PublicFormFooter form={publicForm} idPrefix="apply" />
    </form>
  );
}
