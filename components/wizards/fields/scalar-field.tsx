'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { COUNTRY_CODES } from '@/lib/validation/address';
import type { CountryCode } from '@/lib/catalogue/jurisdictions';
import type { ScalarField as ScalarDef } from '@/lib/wizards/steps';
import type { WizardText } from '../use-wizard-text';
import { useWizard } from '../wizard-provider';
import { FileField } from './file-field';
import { describedBy, Field, FieldError, FieldHint, type FieldControl } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorAt, idFor } from './field-path';

/** A local number in each country's plan, shown as the phone field's placeholder. */
const PHONE_EXAMPLE: Record<CountryCode, string> = {
  NG: '0803 123 4567',
  GH: '024 123 4567',
  ZA: '082 123 4567',
  GB: '07911 123456',
  CA: '416 555 0123',
  US: '(201) 555 0123',
};

/** Every country by its name in the page's language, sorted in that language (empty unless `wanted`). */
function useCountryOptions(wanted: boolean): { value: string; label: string }[] {
  const locale = useLocale();
  return useMemo(() => {
    if (!wanted) return [];
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [wanted, locale]);
}

/** True when the field's show-if condition holds (or it has none). */
export function useVisible(def: { showIf?: ScalarDef['showIf'] }, prefix: string): boolean {
  const { control } = useFormContext();
  const watched = useWatch({ control, name: def.showIf ? `${prefix}${def.showIf.field}` : '__none__' }) as unknown;
  if (!def.showIf) return true;
  if ('equals' in def.showIf && def.showIf.equals !== undefined) return watched === def.showIf.equals;
  if ('notEquals' in def.showIf && def.showIf.notEquals !== undefined) return watched !== undefined && watched !== '' && watched !== def.showIf.notEquals;
  return true;
}

export function ScalarField({ def, prefix, text }: { def: ScalarDef; prefix: string; text: WizardText }) {
  const { register, formState } = useFormContext();
  const { definition } = useWizard();
  const countryOptions = useCountryOptions(def.optionLabels === 'country');
  const visible = useVisible(def, prefix);
  if (!visible) return null;
  const path = `${prefix}${def.name}`;
  const id = idFor(path);
  const error = errorAt(formState.errors, path);
  const errorText = error ? text.error(error) : undefined;
  const help = text.help(def.name);
  const label = text.label(def.name);
  const optional = def.optional && !def.showIf && def.kind !== 'checkbox' ? `(${text.t('Wizard.optional')})` : undefined;
  const optionKey = def.optionsKey ?? def.name;
  const optionLabel = (value: string) => (def.optionLabels === 'raw' ? value : text.option(optionKey, value));
  // Countries: every ISO code, by its name in the page's language, in that language's order.
  const options = def.optionLabels === 'country' ? countryOptions : (def.options ?? []).map((value) => ({ value, label: optionLabel(value) }));

  if (def.kind === 'checkbox') {
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-brand-700"
            id={id}
            aria-invalid={errorText ? true : undefined}
            aria-describedby={describedBy(id, { hint: help, error: errorText })}
            {...register(path)}
          />
          <label htmlFor={id} className="text-ink">
            {label}
          </label>
        </div>
        <FieldHint id={id} text={help} className="ml-8" />
        <FieldError id={id} message={errorText} alert className="ml-8" />
      </div>
    );
  }

  if (def.kind === 'radio') {
    return (
      <fieldset className="flex flex-col gap-2" aria-describedby={describedBy(id, { hint: help, error: errorText })}>
        <legend className="font-medium text-ink">{label}</legend>
        <FieldHint id={id} text={help} />
        <div className="flex flex-wrap gap-3">
          {(def.options ?? []).map((value, i) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="radio" value={value} className="accent-brand-700" id={i === 0 ? id : undefined} {...register(path)} />
              <span>{optionLabel(value)}</span>
            </label>
          ))}
        </div>
        <FieldError id={id} message={errorText} alert />
      </fieldset>
    );
  }

  if (def.kind === 'file') {
    return (
      <Field id={id} label={label} hint={help} error={errorText} alert>
        {(control) => <FileField path={path} id={id} text={text} describedBy={control['aria-describedby']} invalid={Boolean(error)} />}
      </Field>
    );
  }

  const setNumber = (strip: RegExp) => ({ setValueAs: (v: unknown) => (typeof v === 'string' ? v.replace(strip, '') : v) });
  const control = (common: FieldControl) => {
    switch (def.kind) {
      case 'textarea':
        return <Textarea rows={4} {...common} {...register(path)} />;
      case 'select':
        return (
          <Select {...common} {...register(path)}>
            <option value="">{text.t('Wizard.choose')}</option>
            {options.map(({ value, label: name }) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </Select>
        );
      case 'date':
        return <Input type="date" {...common} {...register(path)} />;
      case 'money':
        return (
          <div className="flex items-stretch">
            <span className="flex items-center rounded-l-md border border-r-0 border-slate-400 bg-slate-100 px-3 text-sm text-muted" aria-hidden="true">
              {def.currency ?? definition.currency}
            </span>
            <Input
              type="text"
              inputMode="numeric"
              className="rounded-l-none"
              {...common}
              aria-label={`${label} (${def.currency ?? definition.currency})`}
              {...register(path, setNumber(/[\s,]/g))}
            />
          </div>
        );
      case 'number':
      case 'percent':
        return <Input type="text" inputMode={def.kind === 'percent' ? 'decimal' : 'numeric'} {...common} {...register(path, setNumber(/[\s,%]/g))} />;
      case 'phone':
        return <Input type="tel" autoComplete={def.autoComplete ?? 'off'} placeholder={PHONE_EXAMPLE[def.country ?? definition.country]} {...common} {...register(path)} />;
      case 'email':
        return <Input type="email" autoComplete={def.autoComplete ?? 'off'} {...common} {...register(path)} />;
      default:
        return <Input type="text" autoComplete={def.autoComplete ?? 'off'} placeholder={def.placeholder} spellCheck={def.kind === 'id' ? false : undefined} {...common} {...register(path)} />;
    }
  };
  return (
    <Field id={id} label={label} hint={help} error={errorText} optional={optional} alert>
      {control}
    </Field>
  );
}
