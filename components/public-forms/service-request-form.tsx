'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import { PublicFormFooter } from '@/components/public-forms/public-form-footer';
import { lazyZodResolver } from '@/components/public-forms/lazy-zod-resolver';
import { usePublicForm } from '@/components/public-forms/use-public-form';
import { jurisdictionIds } from '@/lib/catalogue/jurisdictions';
import { serviceIds } from '@/lib/catalogue/services';
import { submitServiceRequest } from '@/lib/public-forms/service-requests/actions';
import {
  REQUEST_MESSAGE_MAX,
  requestAbout,
  requestPrefill,
  serviceRequestDefaults,
} from '@/lib/public-forms/service-requests/options';
import type { ServiceRequestInput } from '@/lib/public-forms/service-requests/schemas';

/** A due date as the company page writes it: 1 March 2027 / 1 mars 2027. */
const dayOf = (isoDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

const fields = ['service', 'country', 'name', 'email', 'phone', 'message', 'altcha'] as const;

/** The service and country the page's address names (a link filled them in), over the defaults. */
const prefilled = (): ServiceRequestInput => ({
  ...serviceRequestDefaults,
  ...requestPrefill(window.location.search),
});

/**
 * "Request this service": a service that cannot be ordered online yet, asked of staff. The page
 * is prerendered without the query; the service and the country the link named are filled in
 * here, in the browser. `orderable` maps `<jurisdiction>:<service>` to where an offering that can
 * be ordered online starts, so a visitor who picks one is sent there instead.
 */
export function ServiceRequestForm({ orderable }: { orderable: Readonly<Record<string, string>> }) {
  const t = useTranslations('RequestService');
  const catalogue = useTranslations('Catalogue');
  const locale = useLocale();
  const publicForm = usePublicForm<ServiceRequestInput>({
    namespace: 'RequestService',
    resolver: lazyZodResolver(() =>
      import('@/lib/public-forms/service-requests/schemas').then((m) => m.serviceRequestSchema),
    ),
    defaultValues: serviceRequestDefaults,
    draftKey: 'registra.service-request-draft',
    draftExclude: ['altcha'],
    fields,
    resetValues: prefilled,
  });
  const { form, message, submit } = publicForm;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form;

  // After the draft is restored (its effect runs first): the link's choice wins over a draft's.
  // From a company's "File it for me", the message names the company and the obligation.
  useEffect(() => {
    for (const [name, value] of Object.entries(requestPrefill(window.location.search)))
      setValue(name as 'service' | 'country', value as never, { shouldDirty: true });
    const about = requestAbout(window.location.search);
    if (about)
      setValue(
        'message',
        about.due
          ? t('aboutCompanyDue', { ...about, due: dayOf(about.due, locale) })
          : t('aboutCompany', about),
        { shouldDirty: true },
      );
  }, [setValue, t, locale]);

  const [service, country, text] = useWatch({ control, name: ['service', 'country', 'message'] });
  const orderOnline = service && country ? orderable[`${country}:${service}`] : undefined;

  return (
    <form
      onSubmit={handleSubmit((values) => submit(() => submitServiceRequest(values, locale)))}
      noValidate
      className="flex flex-col gap-5"
      aria-describedby="request-required-note"
    >
      <p id="request-required-note" className="text-muted text-sm">
        {t('requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="request-service"
          label={t('fields.service')}
          error={message(errors.service?.message)}
        >
          {(control) => (
            <Select {...control} {...register('service')}>
              <option value="">{t('choose')}</option>
              {serviceIds.map((id) => (
                <option key={id} value={id}>
                  {catalogue(`services.${id}.title`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id="request-country"
          label={t('fields.country')}
          hint={t('hints.country')}
          error={message(errors.country?.message)}
        >
          {(control) => (
            <Select {...control} {...register('country')}>
              <option value="">{t('choose')}</option>
              {jurisdictionIds.map((id) => (
                <option key={id} value={id}>
                  {catalogue(`jurisdictions.${id}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {orderOnline ? (
        <p className="bg-brand-50 rounded-md p-3 text-sm" data-testid="order-online">
          {t('orderOnline')}{' '}
          <Link href={orderOnline} className="text-brand-700 font-semibold underline">
            {t('orderOnlineLink')}
          </Link>
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="request-name" label={t('fields.name')} error={message(errors.name?.message)}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
        </Field>
        <Field id="request-email" label={t('fields.email')} error={message(errors.email?.message)}>
          {(control) => (
            <Input {...control} {...register('email')} type="email" autoComplete="email" />
          )}
        </Field>
      </div>
      <Field
        id="request-phone"
        label={t('fields.phone')}
        optional={t('optional')}
        hint={t('hints.phone')}
        error={message(errors.phone?.message)}
      >
        {(control) => <Input {...control} {...register('phone')} type="tel" autoComplete="tel" />}
      </Field>
      <Field
        id="request-message"
        label={t('fields.message')}
        optional={t('optional')}
        hint={t('hints.message', { count: text?.length ?? 0, max: REQUEST_MESSAGE_MAX })}
        error={message(errors.message?.message)}
      >
        {(control) => <Textarea {...control} {...register('message')} rows={5} />}
      </Field>
      <PublicFormFooter form={publicForm} idPrefix="request" />
    </form>
  );
}
