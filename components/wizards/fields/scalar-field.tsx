'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { COUNTRY_CODES } from '@/lib/validation/address';
import type { CountryCode } from '@/lib/catalogue/jurisdictions';
import { formatMoney } from '@/lib/catalogue/money';
import type { FieldDef, ScalarField as ScalarDef } from '@/lib/wizards/steps';
import type { WizardText } from '../use-wizard-text';
import { useWizard } from '../wizard-provider';
import { useVisible } from './visibility';
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

/**
 * An amount with decimals as typed, written with a dot: spaces go, and a lone comma is read as the
 * decimal separator ("0,01" in French is 0.01), while commas among digits with a dot group thousands.
 */
function decimalValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const compact = value.replace(/\s/g, '');
  return !compact.includes('.') && (compact.match(/,/g) ?? []).length === 1 ? compact.replace(',', '.') : compact.replace(/,/g, '');
}


/** ISO country codes by their names in the page's language, for a select of countries. */
function useCountryNames(active: boolean): ((code: string) => string) | null {
  const locale = useLocale();
  return useMemo(() => {
    if (!active) return null;
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [active, locale]);
}

/** The non-blocking notice a field's `warn` gives for its current value. */
function useWarning(def: ScalarDef, path: string, text: WizardText): string | undefined {
  const { control } = useFormContext();
  const value = useWatch({ control, name: def.warn ? path : '__none__' }) as unknown;
  if (!def.warn || typeof value !== 'string' || !value.trim()) return undefined;
  const ref = def.warn(value);
  return ref ? text.error(ref) : undefined;
}

export function ScalarField({ def, prefix, text, siblings }: { def: ScalarDef; prefix: string; text: WizardText; siblings?: readonly FieldDef[] }) {
  const { register, formState } = useFormContext();
  const { definition } = useWizard();
  const locale = useLocale();
  const visible = useVisible(def, prefix, siblings);
  const path = `${prefix}${def.name}`;
  const countryName = useCountryNames(def.optionLabels === 'country');
  const warning = useWarning(def, path, text);
  if (!visible) return null;
  const id = idFor(path);
  const error = errorAt(formState.errors, path);
  const errorText = error ? text.error(error) : undefined;
  // Inside a group (`shareholders.0.`), the group's own wording comes first.
  const group = prefix ? prefix.split('.')[0] : undefined;
  const help = text.help(def.name, group);
  const label = text.label(def.name, group);
  const optional = def.optional && !def.showIf && def.kind !== 'checkbox' ? `(${text.t('Wizard.optional')})` : undefined;
  const optionKey = def.optionsKey ?? def.name;
  const optionLabel = (value: string) => (def.optionLabels === 'raw' ? value : countryName ? countryName(value) : text.option(optionKey, value));
  // Countries: the codes the field names, or every ISO code when it names none, sorted by name.
  const optionValues = def.optionLabels === 'country' && !def.options?.length ? COUNTRY_CODES : (def.options ?? []);
  const selectOptions = countryName ? [...optionValues].sort((a, b) => countryName(a).localeCompare(countryName(b), locale)) : optionValues;

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
            {def.price !== undefined ? (
              <span className="ms-2 font-semibold whitespace-nowrap" data-testid={`price-${def.name}`}>
                {text.t('Wizard.extraPrice', { price: formatMoney(def.price, definition.currency, locale) })}
              </span>
            ) : null}
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
              <input
                type="radio"
                value={value}
                className="accent-brand-700"
                id={i === 0 ? id : undefined}
                // Named by the option alone; its registry fee describes it.
                aria-labelledby={def.optionPrices ? `${id}-${value}-name` : undefined}
                aria-describedby={def.optionPrices?.[value] !== undefined ? `${id}-${value}-price` : undefined}
                {...register(path)}
              />
              <span id={def.optionPrices ? `${id}-${value}-name` : undefined}>{optionLabel(value)}</span>
              {def.optionPrices?.[value] !== undefined ? (
                <span id={`${id}-${value}-price`} className="text-muted text-sm whitespace-nowrap">
                  {text.t('Wizard.registryFee', { price: formatMoney(def.optionPrices[value], definition.currency, locale) })}
                </span>
              ) : null}
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
        {(control) => <FileField path={path} id={id} text={text} describedBy={control['aria-describedby']} invalid={Boolean(error)} accept={def.accept} />}
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
            {selectOptions.map((value) => (
              <option key={value} value={value}>
                {optionLabel(value)}
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
              inputMode={def.decimals ? 'decimal' : 'numeric'}
              className="rounded-l-none"
              {...common}
              aria-label={`${label} (${def.currency ?? definition.currency})`}
              {...register(path, def.decimals ? { setValueAs: decimalValue } : setNumber(/[\s,]/g))}
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
    <Field id={id} label={label} hint={help} note={warning} error={errorText} optional={optional} alert>
      {control}
    </Field>
  );
}
