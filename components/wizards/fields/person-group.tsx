'use client';

import { useFieldArray, useFormContext } from 'react-hook-form';
import type { GroupField } from '@/lib/wizards/steps';
import type { WizardText } from '../use-wizard-text';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { AddressField } from './address-field';
import { errorAt, idFor } from './field-path';
import { ScalarField } from './scalar-field';

/** An empty person with every field of the group present (so each input is controlled from the start). */
export function emptyItem(def: GroupField): Record<string, unknown> {
  return Object.fromEntries(def.fields.map((f) => [f.name, f.kind === 'checkbox' ? false : f.kind === 'address' ? {} : '']));
}

/** Directors, shareholders, trustees, proprietors, PSCs: one card per person, add and remove. */
export function PersonGroup({ def, text }: { def: GroupField; text: WizardText }) {
  const { control, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: def.name });
  const rootError = errorAt(formState.errors, def.name);
  const rootId = idFor(def.name);
  const itemTitle = (n: number) => text.text(`groups.${def.name}.item`, { n }) ?? `${n}`;
  return (
    // A named group, not a region: on the single-page form it sits inside its step's region of the same name.
    <div role="group" className="flex flex-col gap-4" aria-labelledby={`${rootId}-title`}>
      <h2 id={`${rootId}-title`} className="text-lg font-semibold text-ink">
        {text.label(def.name)}
      </h2>
      {text.help(def.name) ? <p className="text-sm text-muted">{text.help(def.name)}</p> : null}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="flex flex-col gap-4 rounded-lg border border-slate-300 p-4">
          <legend className="px-1 font-semibold text-ink">{itemTitle(index + 1)}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {def.fields.map((f) => (
              <div key={f.name} className={f.kind === 'textarea' || f.kind === 'radio' || f.kind === 'address' ? 'sm:col-span-2' : undefined}>
                {f.kind === 'address' ? (
                  <AddressField def={f} prefix={`${def.name}.${index}.`} text={text} />
                ) : (
                  <ScalarField def={f} prefix={`${def.name}.${index}.`} text={text} siblings={def.fields} />
                )}
              </div>
            ))}
          </div>
          {fields.length > def.min ? (
            <Button variant="danger" size="sm" className="self-start" onClick={() => remove(index)}>
              {text.t('Wizard.removePerson', { item: itemTitle(index + 1) })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {fields.length < def.max ? (
        <Button variant="outline" className="self-start" onClick={() => append(emptyItem(def))}>
          {text.text(`groups.${def.name}.add`)}
        </Button>
      ) : null}
      <FieldError id={rootId} message={rootError ? text.error(rootError) : undefined} alert />
    </div>
  );
}
