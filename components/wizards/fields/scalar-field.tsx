'use client';

import { useLocale } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { COUNTRY_CODES } from '@/lib/validation/address';
import { PHONE_EXAMPLES } from '@/lib/validation/phone';
import { formatMoney } from '@/lib/catalogue/money';
import type { FieldDef, ScalarField as ScalarDef } from '@/lib/wizards/steps';
import type { WizardText } from '../use-wizard-text';
import { useWizard } from '../wizard-provider';
import { useVisible } from './visibility';
import { FileField } from './file-field';
import {
  describedBy,
  Field,
  FieldError,
  FieldHint,
  type FieldControl,
} from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorAt, idFor } from './field-path';

/**
 * An amount with decimals as typed, written with a dot: spaces go, and a lone comma is read as the
 * decimal separator ("0,01" in French is 0.01), while commas among digits with a dot group thousands.
 */
function decimalValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const compact = value.replace(/\s/g, '');
  return !compact.includes('.') && (compact.match(/,/g) ?? []).length === 1
    ? compact.replace(',', '.')
    : compact.replace(/,/g, '');
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
  const { control, getValues } = useFormContext();
  const value = useWatch({ control, name: def.warn ? path : '__none__' }) as unknown;
  if (!def.warn || typeof value !== 'string' || !value.trim()) return undefined;
  const ref = def.warn(value, getValues() as Record<string, unknown>);
  return ref ? text.error(ref) : undefined;
}

/** What a field of the form is given: `prefix` places it in a group's item ('directors.0.'). */
export interface ScalarProps {
  def: ScalarDef;
  prefix: string;
  text: WizardText;
  siblings?: readonly FieldDef[];
}

/**
 * What every scalar control shares: its path and id, its words (label, help, error, notice) and
 * its options; null while the field is not shown.
 */
function useScalar({ def, prefix, text, siblings }: ScalarProps) {
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
  const optionKey = def.optionsKey ?? def.name;
  const optionLabel = (value: string) =>
    def.optionLabels === 'raw'
      ? value
      : countryName
        ? countryName(value)
        : text.option(optionKey, value);
  // Countries: the codes the field names, or every ISO code when it names none, sorted by name.
  const optionValues =
    def.optionLabels === 'country' && !def.options?.length ? COUNTRY_CODES : (def.options ?? []);
  const selectOptions = countryName
    ? [...optionValues].sort((a, b) => countryName(a).localeCompare(countryName(b), locale))
    : optionValues;
  return {
    def,
    text,
    register,
    definition,
    locale,
    path,
    id,
    error,
    errorText,
    help,
    label,
    warning,
    optionLabel,
    selectOptions,
  };
}

type Scalar = NonNullable<ReturnType<typeof useScalar>>;

export function CheckboxField(props: ScalarProps) {
  const s = useScalar(props);
  if (!s) return null;
  const { def, text, register, definition, locale, path, id, help, label, errorText } = s;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="accent-brand-700 mt-1 size-5"
          id={id}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy(id, { hint: help, error: errorText })}
          {...register(path)}
        />
        <label htmlFor={id} className="text-ink">
          {label}
          {def.price !== undefined ? (
            <span
              className="ms-2 font-semibold whitespace-nowrap"
              data-testid={`price-${def.name}`}
            >
              {text.t('Wizard.extraPrice', {
                price: formatMoney(def.price, definition.currency, locale),
              })}
            </span>
          ) : null}
        </label>
      </div>
      <FieldHint id={id} text={help} className="ml-8" />
      <FieldError id={id} message={errorText} alert className="ml-8" />
    </div>
  );
}

export function RadioField(props: ScalarProps) {
  const s = useScalar(props);
  if (!s) return null;
  const { def, text, register, definition, locale, path, id, help, label, warning, errorText } = s;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={describedBy(id, { hint: help, note: warning, error: errorText })}
    >
      <legend className="text-ink font-medium">{label}</legend>
      <FieldHint id={id} text={help} />
      <div className="flex flex-wrap gap-3">
        {(def.options ?? []).map((value, i) => (
          <label
            key={value}
            className="has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2"
          >
            <input
              type="radio"
              value={value}
              className="accent-brand-700"
              id={i === 0 ? id : undefined}
              // Named by the option alone; its registry fee describes it.
              aria-labelledby={def.optionPrices ? `${id}-${value}-name` : undefined}
              aria-describedby={
                def.optionPrices?.[value] !== undefined ? `${id}-${value}-price` : undefined
              }
              {...register(path)}
            />
            <span id={def.optionPrices ? `${id}-${value}-name` : undefined}>
              {s.optionLabel(value)}
            </span>
            {def.optionPrices?.[value] !== undefined ? (
              <span id={`${id}-${value}-price`} className="text-muted text-sm whitespace-nowrap">
                {text.t('Wizard.registryFee', {
                  price: formatMoney(def.optionPrices[value], definition.currency, locale),
                })}
              </span>
            ) : null}
          </label>
        ))}
      </div>
      {/* A notice about the answer chosen (a filing the registry needs first), as Field draws it. */}
      {warning ? (
        <p id={`${id}-note`} className="text-sm font-medium text-amber-800" data-field-note={id}>
          {warning}
        </p>
      ) : null}
      <FieldError id={id} message={errorText} alert />
    </fieldset>
  );
}

export function UploadField(props: ScalarProps) {
  const s = useScalar(props);
  if (!s) return null;
  const { def, text, path, id, help, label, error, errorText } = s;
  return (
    <Field id={id} label={label} hint={help} error={errorText} alert>
      {(control) => (
        <FileField
          path={path}
          id={id}
          text={text}
          describedBy={control['aria-describedby']}
          invalid={Boolean(error)}
          accept={def.accept}
        />
      )}
    </Field>
  );
}

/** A labelled control in the shared frame (label, help, notice, error, "optional"). */
function Boxed({
  control,
  ...props
}: ScalarProps & { control: (common: FieldControl, s: Scalar) => ReactNode }) {
  const s = useScalar(props);
  if (!s) return null;
  const { def, text, id, help, label, warning, errorText } = s;
  const optional = def.optional && !def.showIf ? `(${text.t('Wizard.optional')})` : undefined;
  return (
    <Field
      id={id}
      label={label}
      hint={help}
      note={warning}
      error={errorText}
      optional={optional}
      alert
    >
      {(common) => control(common, s)}
    </Field>
  );
}

const setNumber = (strip: RegExp) => ({
  setValueAs: (v: unknown) => (typeof v === 'string' ? v.replace(strip, '') : v),
});

export const TextareaField = (props: ScalarProps) => (
  <Boxed
    {...props}
    control={(common, { register, path }) => <Textarea rows={4} {...common} {...register(path)} />}
  />
);

export const SelectField = (props: ScalarProps) => (
  <Boxed
    {...props}
    control={(common, { register, path, text, selectOptions, optionLabel }) => (
      <Select {...common} {...register(path)}>
        <option value="">{text.t('Wizard.choose')}</option>
        {selectOptions.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </Select>
    )}
  />
);

export const DateField = (props: ScalarProps) => (
  <Boxed
    {...props}
    control={(common, { register, path }) => <Input type="date" {...common} {...register(path)} />}
  />
);

export const MoneyField = (props: ScalarProps) => (
  <Boxed
    {...props}
    control={(common, { def, register, path, label, definition }) => (
      <div className="flex items-stretch">
        <span
          className="text-muted flex items-center rounded-l-md border border-r-0 border-slate-400 bg-slate-100 px-3 text-sm"
          aria-hidden="true"
        >
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
    )}
  />
);

/** A whole number, or a percentage (which may have decimals). */
const numberField = (inputMode: 'numeric' | 'decimal') =>
  function NumberInput(props: ScalarProps) {
    return (
      <Boxed
        {...props}
        control={(common, { register, path }) => (
          <Input
            type="text"
            inputMode={inputMode}
            {...common}
            {...register(path, setNumber(/[\s,%]/g))}
          />
        )}
      />
    );
  };
export const NumberField = numberField('numeric');
export const PercentField = numberField('decimal');

export const PhoneField = (props: ScalarProps) => (
  <Boxed
    {...props}
    control={(common, { def, register, path, definition }) => (
      <Input
        type="tel"
        autoComplete={def.autoComplete ?? 'off'}
        placeholder={PHONE_EXAMPLES[def.country ?? definition.country].local}
        {...common}
        {...register(path)}
      />
    )}
  />
);

export const EmailField = (props: ScalarProps) => (
  <Boxed
    {...props}
    control={(common, { def, register, path }) => (
      <Input
        type="email"
        autoComplete={def.autoComplete ?? 'off'}
        {...common}
        {...register(path)}
      />
    )}
  />
);

/** A line of text; an identifier (a registration number) is not spell-checked. */
const textField = (spellCheck: false | undefined) =>
  function TextInput(props: ScalarProps) {
    return (
      <Boxed
        {...props}
        control={(common, { def, register, path }) => (
          <Input
            type="text"
            autoComplete={def.autoComplete ?? 'off'}
            placeholder={def.placeholder}
            spellCheck={spellCheck}
            {...common}
            {...register(path)}
          />
        )}
      />
    );
  };
export const TextField = textField(undefined);
export const IdField = textField(false);
