'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import type { CountryCode } from '@/lib/catalogue/jurisdictions';
import type { ScalarField as ScalarDef } from '@/lib/wizards/steps';
import type { WizardText } from '../use-wizard-text';
import { useWizard } from '../wizard-provider';
import { FileField } from './file-field';
import { FieldShell, describedBy, errorAt, idFor, inputClass } from './field-shell';

/** A local number in each country's plan, shown as the phone field's placeholder. */
const PHONE_EXAMPLE: Record<CountryCode, string> = {
  NG: '0803 123 4567',
  GH: '024 123 4567',
  ZA: '082 123 4567',
  GB: '07911 123456',
  CA: '416 555 0123',
  US: '(201) 555 0123',
};

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
  const visible = useVisible(def, prefix);
  if (!visible) return null;
  const path = `${prefix}${def.name}`;
  const id = idFor(path);
  const error = errorAt(formState.errors, path);
  const errorText = error ? text.error(error) : undefined;
  const help = text.help(def.name);
  const label = text.label(def.name);
  const optional = def.optional && !def.showIf && def.kind !== 'checkbox' ? text.t('Wizard.optional') : undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, help, errorText),
  } as const;
  const optionKey = def.optionsKey ?? def.name;
  const optionLabel = (value: string) => (def.optionLabels === 'raw' ? value : text.option(optionKey, value));

  if (def.kind === 'checkbox') {
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input type="checkbox" className="mt-1 size-5 accent-brand-700" {...common} {...register(path)} />
          <label htmlFor={id} className="text-ink">
            {label}
          </label>
        </div>
        {help ? (
          <p id={`${id}-help`} className="ml-8 text-sm text-muted">
            {help}
          </p>
        ) : null}
        {errorText ? (
          <p id={`${id}-error`} role="alert" className="ml-8 text-sm font-medium text-red-700">
            {errorText}
          </p>
        ) : null}
      </div>
    );
  }

  if (def.kind === 'radio') {
    return (
      <fieldset className="flex flex-col gap-2" aria-describedby={describedBy(id, help, errorText)}>
        <legend className="font-medium text-ink">{label}</legend>
        {help ? (
          <p id={`${id}-help`} className="text-sm text-muted">
            {help}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {(def.options ?? []).map((value, i) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="radio" value={value} className="accent-brand-700" id={i === 0 ? id : undefined} {...register(path)} />
              <span>{optionLabel(value)}</span>
            </label>
          ))}
        </div>
        {errorText ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {errorText}
          </p>
        ) : null}
      </fieldset>
    );
  }

  if (def.kind === 'file') {
    return (
      <FieldShell id={id} label={label} help={help} error={errorText}>
        <FileField path={path} id={id} text={text} describedBy={describedBy(id, help, errorText)} invalid={Boolean(error)} />
      </FieldShell>
    );
  }

  let control;
  switch (def.kind) {
    case 'textarea':
      control = <textarea rows={4} className={inputClass} {...common} {...register(path)} />;
      break;
    case 'select':
      control = (
        <select className={inputClass} {...common} {...register(path)}>
          <option value="">{text.t('Wizard.choose')}</option>
          {(def.options ?? []).map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
        </select>
      );
      break;
    case 'date':
      control = <input type="date" className={inputClass} {...common} {...register(path)} />;
      break;
    case 'money':
      control = (
        <div className="flex items-stretch">
          <span className="flex items-center rounded-l-md border border-r-0 border-slate-400 bg-slate-100 px-3 text-sm text-muted" aria-hidden="true">
            {def.currency ?? definition.currency}
          </span>
          <input
            type="text"
            inputMode="numeric"
            className={`${inputClass} rounded-l-none`}
            {...common}
            aria-label={`${label} (${def.currency ?? definition.currency})`}
            {...register(path, { setValueAs: (v: unknown) => (typeof v === 'string' ? v.replace(/[\s,]/g, '') : v) })}
          />
        </div>
      );
      break;
    case 'number':
    case 'percent':
      control = <input type="text" inputMode={def.kind === 'percent' ? 'decimal' : 'numeric'} className={inputClass} {...common} {...register(path, { setValueAs: (v: unknown) => (typeof v === 'string' ? v.replace(/[\s,%]/g, '') : v) })} />;
      break;
    case 'phone':
      control = <input type="tel" autoComplete={def.autoComplete ?? 'off'} placeholder={PHONE_EXAMPLE[def.country ?? definition.country]} className={inputClass} {...common} {...register(path)} />;
      break;
    case 'email':
      control = <input type="email" autoComplete={def.autoComplete ?? 'off'} className={inputClass} {...common} {...register(path)} />;
      break;
    default:
      control = <input type="text" autoComplete={def.autoComplete ?? 'off'} placeholder={def.placeholder} className={inputClass} spellCheck={def.kind === 'id' ? false : undefined} {...common} {...register(path)} />;
  }
  return (
    <FieldShell id={id} label={label} help={help} error={errorText} optionalText={optional}>
      {control}
    </FieldShell>
  );
}
