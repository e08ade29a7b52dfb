'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import type { ListField as ListDef } from '@/lib/wizards/steps';
import type { WizardText } from '../use-wizard-text';
import { Button } from '@/components/ui/button';
import { describedBy, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorAt, idFor } from './field-path';

/** A list of short texts (objects of the memorandum), each its own item, with add and remove. */
export function ListField({ def, text }: { def: ListDef; text: WizardText }) {
  const { control, register, setValue, getValues, formState } = useFormContext();
  const items = (useWatch({ control, name: def.name }) as string[] | undefined) ?? [];
  const rootError = errorAt(formState.errors, def.name);
  const help = text.help(def.name);
  const rootId = idFor(def.name);
  const rootErrorText = rootError ? text.error(rootError) : undefined;

  const add = () =>
    setValue(def.name, [...((getValues(def.name) as string[] | undefined) ?? []), ''], {
      shouldDirty: true,
    });
  const remove = (index: number) =>
    setValue(
      def.name,
      ((getValues(def.name) as string[] | undefined) ?? []).filter((_, i) => i !== index),
      { shouldDirty: true },
    );

  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={describedBy(rootId, { hint: help, error: rootErrorText })}
    >
      <legend className="text-ink font-medium">{text.label(def.name)}</legend>
      <FieldHint id={rootId} text={help} />
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
              <Input
                id={id}
                type="text"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, { error: errorText })}
                {...register(path)}
              />
              {items.length > def.min ? (
                <Button variant="secondary" size="sm" onClick={() => remove(index)}>
                  {text.t('Wizard.remove')}
                  <span className="sr-only"> {index + 1}</span>
                </Button>
              ) : null}
            </div>
            <FieldError id={id} message={errorText} alert />
          </div>
        );
      })}
      {items.length < def.max ? (
        <Button variant="outline" size="sm" className="self-start" onClick={add}>
          {text.t('Wizard.addItem')}
        </Button>
      ) : null}
      <FieldError id={rootId} message={rootErrorText} alert />
    </fieldset>
  );
}
