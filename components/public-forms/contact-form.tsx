'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PublicFormFooter } from '@/components/public-forms/public-form-footer';
import { lazyZodResolver } from '@/components/public-forms/lazy-zod-resolver';
import { usePublicForm } from '@/components/public-forms/use-public-form';
import { submitContactMessage } from '@/lib/public-forms/contact/actions';
import { serviceIds } from '@/lib/catalogue/services';
import {
  contactCountries,
  contactDefaults,
  generalTopics,
  MESSAGE_MAX,
} from '@/lib/public-forms/contact/options';
import type { ContactInput } from '@/lib/public-forms/contact/schemas';

const fields = ['name', 'email', 'phone', 'country', 'topic', 'message', 'altcha'] as const;

export function ContactForm() {
  const t = useTranslations('Contact');
  const catalogue = useTranslations('Catalogue');
  const locale = useLocale();
  const publicForm = usePublicForm<ContactInput>({
    namespace: 'Contact',
    resolver: lazyZodResolver(() =>
      import('@/lib/public-forms/contact/schemas').then((m) => m.contactSchema),
    ),
    defaultValues: contactDefaults,
    draftKey: 'registra.contact-draft',
    draftExclude: ['altcha'],
    fields,
  });
  const { form, message, submit } = publicForm;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  const messageLength = useWatch({ control, name: 'message' })?.length ?? 0;

  return (
    <form
      onSubmit={handleSubmit((values) => submit(() => submitContactMessage(values, locale)))}
      noValidate
      className="flex flex-col gap-5"
      aria-describedby="contact-required-note"
    >
      <p id="contact-required-note" className="text-muted text-sm">
        {t('requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={t('fields.name')} error={message(errors.name?.message)}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
        </Field>
        <Field id="contact-email" label={t('fields.email')} error={message(errors.email?.message)}>
          {(control) => (
            <Input {...control} {...register('email')} type="email" autoComplete="email" />
          )}
        </Field>
        <Field
          id="contact-country"
          label={t('fields.country')}
          error={message(errors.country?.message)}
        >
          {(control) => (
            <Select {...control} {...register('country')} autoComplete="country">
              <option value="">{t('choose')}</option>
              {contactCountries.map((code) => (
                <option key={code} value={code}>
                  {t(`countries.${code}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id="contact-phone"
          label={t('fields.phone')}
          optional={t('optional')}
          hint={t('hints.phone')}
          error={message(errors.phone?.message)}
        >
          {(control) => <Input {...control} {...register('phone')} type="tel" autoComplete="tel" />}
        </Field>
      </div>
      <Field id="contact-topic" label={t('fields.topic')} error={message(errors.topic?.message)}>
        {(control) => (
          <Select {...control} {...register('topic')}>
            <option value="">{t('choose')}</option>
            {/* Every service of the catalogue, then what is not a service. */}
            <optgroup label={t('topicGroups.services')}>
              {serviceIds.map((service) => (
                <option key={service} value={service}>
                  {catalogue(`services.${service}.title`)}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('topicGroups.general')}>
              {generalTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`topics.${topic}`)}
                </option>
              ))}
            </optgroup>
          </Select>
        )}
      </Field>
      <Field
        id="contact-message"
        label={t('fields.message')}
        hint={t('hints.message', { count: messageLength, max: MESSAGE_MAX })}
        error={message(errors.message?.message)}
      >
        {(control) => <Textarea {...control} {...register('message')} rows={6} />}
      </Field>
      <PublicFormFooter form={publicForm} idPrefix="contact" />
    </form>
  );
}
