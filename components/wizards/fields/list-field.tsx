'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import type { ListField as ListDef } from '@/lib/wizards/steps';
import type { WizardText } from '../use-wizard-text';
import { describedBy, errorAt, idFor, inputClass } from './field-shell';

/** A list of short texts (objects of the memorandum), each its own item, with add and remove. */
export function ListField({ def, text }: { def: ListDef; text: WizardText }) {
  const { control, register, setValue, getValues, formState } = useFormContext();
  const items = (useWatch({ control, name: def.name }) as string[] | undefined) ?? [];
  const rootError = errorAt(formState.errors, def.name);
  const help = text.help(def.name);
  const rootId = idFor(def.name);
  const rootErrorText = rootError ? text.error(rootError) : undefined;

  const add = () => setValue(def.name, [...((getValues(def.name) as string[] | undefined) ?? []), ''], { shouldDirty: true });
  const remove = (index: number) =>
    setValue(
      def.name,
      ((getValues(def.name) as string[] | undefined) ?? []).filter((_, i) => i !== index),
      { shouldDirty: true },
    );

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy(rootId, help, rootErrorText)}>
      <legend className="font-medium text-ink">{text.label(def.name)}</legend>
      {help ? (
        <p id={`${rootId}-help`} className="text-sm text-muted">
          {help}
        </p>
      ) : null}
      {items.map((_, index) => {
        const path = `${def.name}.${index}`;
        const id = idFor(path);
        const error = errorAt(formState.errors, path);
        const errorText = error ? text.error(error) : undefined;
        return (
          <div key={index} className="flex flex-col gap-1">
            <div className="flex gap-2">
              <label htmlFor={id} className="sr-only">
                {text.t('Wizard.itemLabel', { label: text.label(def.name), n: index + 1 })}
              </label>
              <input id={id} type="text" className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={errorText ? `${id}-error` : undefined} {...register(path)} />
              {items.length > def.min ? (
                <button type="button" onClick={() => remove(index)} className="rounded-md border border-slate-400 px-3 text-sm hover:bg-slate-100">
                  {text.t('Wizard.remove')}
                  <span className="sr-only"> {index + 1}</span>
                </button>
              ) : null}
            </div>
            {errorText ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
                {errorText}
              </p>
            ) : null}
          </div>
        );
      })}
      {items.length < def.max ? (
        <button type="button" onClick={add} className="self-start rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          {text.t('Wizard.addItem')}
        </button>
      ) : null}
      {rootErrorText ? (
        <p id={`${rootId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {rootErrorText}
        </p>
      ) : null}
    </fieldset>
  );
}
