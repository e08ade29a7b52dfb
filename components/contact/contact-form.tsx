'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { AltchaField } from '@/components/captcha/altcha-field';
import { FormAlert, FormField, inputClass } from '@/components/contact/form-field';
import { clearSessionDraft, useSessionDraft } from '@/components/contact/use-session-draft';
import { submitContactMessage } from '@/lib/contact/actions';
import type { FormErrorKey, FormResult } from '@/lib/contact/form-result';
import {
  contactCountries,
  contactDefaults,
  contactSchema,
  contactTopics,
  MESSAGE_MAX,
  type ContactInput,
} from '@/lib/contact/schemas';

const DRAFT_KEY = 'registra.contact-draft';
const fields = ['name', 'email', 'phone', 'country', 'topic', 'message', 'altcha'] as const;

export function ContactForm() {
  const t = useTranslations('Contact');
  const locale = useLocale();
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: contactDefaults,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  useSessionDraft(DRAFT_KEY, form, ['altcha']);

  const message = (key: string | undefined) =>
    key
      ? t.has(`errors.${key}` as 'errors.invalidInput')
        ? t(`errors.${key}` as 'errors.invalidInput')
        : t('errors.invalidInput')
      : undefined;

  async function onSubmit(values: ContactInput) {
    setFormError(null);
    let result: FormResult;
    try {
      result = await submitContactMessage(values, locale);
    } catch {
      result = { ok: false, formError: 'serverError' };
    }
    if (result.ok) {
      toast.success(t('sent'));
      clearSessionDraft(DRAFT_KEY);
      reset(contactDefaults);
      setCaptchaReset((n) => n + 1);
      return;
    }
    for (const field of fields) {
      const key = result.fieldErrors?.[field]?.[0];
      if (key) setError(field, { type: 'server', message: key });
    }
    const key: FormErrorKey = result.formError ?? 'invalidInput';
    setFormError(message(key) ?? null);
    // Whatever went wrong, the captcha payload has been spent or refused: solve a new one.
    setCaptchaReset((n) => n + 1);
  }

  const messageLength = useWatch({ control, name: 'message' })?.length ?? 0;

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="flex flex-col gap-5"
      aria-describedby="contact-required-note"
    >
      <p id="contact-required-note" className="text-muted text-sm">
        {t('requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t('fields.name')} error={message(errors.name?.message)}>
          {(control) => (
            <input {...control} {...register('name')} autoComplete="name" className={inputClass} />
          )}
        </FormField>
        <FormField
          id="contact-email"
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
        <FormField
          id="contact-country"
          label={t('fields.country')}
          error={message(errors.country?.message)}
        >
          {(control) => (
            <select
              {...control}
              {...register('country')}
              autoComplete="country"
              className={inputClass}
            >
              <option value="">{t('choose')}</option>
              {contactCountries.map((code) => (
                <option key={code} value={code}>
                  {t(`countries.${code}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id="contact-phone"
          label={t('fields.phone')}
          optional={t('optional')}
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
      </div>
      <FormField
        id="contact-topic"
        label={t('fields.topic')}
        error={message(errors.topic?.message)}
      >
        {(control) => (
          <select {...control} {...register('topic')} className={inputClass}>
            <option value="">{t('choose')}</option>
            {contactTopics.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topics.${topic}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="contact-message"
        label={t('fields.message')}
        hint={t('hints.message', { count: messageLength, max: MESSAGE_MAX })}
        error={message(errors.message?.message)}
      >
        {(control) => (
          <textarea {...control} {...register('message')} rows={6} className={inputClass} />
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
              errorId={errors.altcha ? 'contact-altcha-error' : undefined}
              invalid={Boolean(errors.altcha)}
            />
          )}
        />
        {errors.altcha ? (
          <p
            id="contact-altcha-error"
            className="text-sm font-medium text-red-700"
            data-field-error="contact-altcha"
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
