'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { updateProfileAction } from '@/lib/account/actions';
import { profileSchema } from '@/lib/account/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { useAccountAction } from './use-account-action';

/** Name, contact phone and the language of every e-mail we send. */
export function ProfileForm({
  fullName,
  phone,
  locale,
}: {
  fullName: string;
  phone: string | null;
  locale: Locale;
}) {
  const t = useTranslations('Account');
  const { pending, error, done, run } = useAccountAction(updateProfileAction);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  return (
    <form
      className="flex max-w-md flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const input = {
          fullName: String(data.get('fullName') ?? ''),
          phone: String(data.get('phone') ?? ''),
          locale: String(data.get('locale') ?? ''),
        };
        const parsed = profileSchema.safeParse(input);
        if (!parsed.success) {
          const errors: Record<string, string> = {};
          for (const issue of parsed.error.issues)
            errors[String(issue.path[0])] ??= t(`errors.${issue.message}` as 'errors.required');
          return setFieldErrors(errors);
        }
        setFieldErrors({});
        run(input);
      }}
    >
      <Field id="profile-name" label={t('settings.name')} error={fieldErrors.fullName}>
        {(control) => (
          <Input
            {...control}
            name="fullName"
            defaultValue={fullName}
            autoComplete="name"
            maxLength={200}
            required
          />
        )}
      </Field>
      <Field
        id="profile-phone"
        label={t('settings.phone')}
        optional={t('application.optional')}
        hint={t('settings.phoneHint')}
        error={fieldErrors.phone}
      >
        {(control) => (
          <Input
            {...control}
            name="phone"
            type="tel"
            defaultValue={phone ?? ''}
            autoComplete="tel"
          />
        )}
      </Field>
      <Field id="profile-locale" label={t('settings.language')} hint={t('settings.languageHint')}>
        {(control) => (
          <Select {...control} name="locale" defaultValue={locale}>
            <option value="en">English</option>
            <option value="fr" lang="fr">
              Français
            </option>
          </Select>
        )}
      </Field>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <p role="status" className="text-brand-700 text-sm font-medium">
        {done ? t('settings.saved') : ''}
      </p>
      <Button type="submit" disabled={pending} className="self-start">
        {t('settings.save')}
      </Button>
    </form>
  );
}
