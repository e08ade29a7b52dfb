'use client';

import type { ComponentType } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { emptyItem } from '@/lib/wizards/field-kinds';
import type { FieldDef, GroupField } from '@/lib/wizards/steps';
import type { WizardText } from '../use-wizard-text';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { errorAt, idFor } from './field-path';
import { useVisible } from './visibility';

/** How a person's answer is drawn in its card (the registry's FieldView, in its cell). */
export type ItemView = ComponentType<{
  field: GroupField['fields'][number];
  prefix: string;
  text: WizardText;
  siblings: readonly FieldDef[];
}>;

/**
 * A group in the form, while it is shown (a manager-managed LLC's managers): `Item` draws each
 * person's answers (components/wizards/fields/registry.tsx).
 */
export function PersonGroupField({
  def,
  text,
  siblings,
  Item,
}: {
  def: GroupField;
  text: WizardText;
  siblings?: readonly FieldDef[];
  Item: ItemView;
}) {
  return useVisible(def, '', siblings) ? <PersonGroup def={def} text={text} Item={Item} /> : null;
}

/** Directors, shareholders, trustees, proprietors, PSCs: one card per person, add and remove. */
function PersonGroup({ def, text, Item }: { def: GroupField; text: WizardText; Item: ItemView }) {
  const { control, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: def.name });
  const rootError = errorAt(formState.errors, def.name);
  const rootId = idFor(def.name);
  const itemTitle = (n: number) => text.text(`groups.${def.name}.item`, { n }) ?? `${n}`;
  return (
    // A named group, not a region: on the single-page form it sits inside its step's region of the same name.
    <div role="group" className="flex flex-col gap-4" aria-labelledby={`${rootId}-title`}>
      <h2 id={`${rootId}-title`} className="text-ink text-lg font-semibold">
        {text.label(def.name)}
      </h2>
      {text.help(def.name) ? <p className="text-muted text-sm">{text.help(def.name)}</p> : null}
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="flex flex-col gap-4 rounded-lg border border-slate-300 p-4"
        >
          <legend className="text-ink px-1 font-semibold">{itemTitle(index + 1)}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {def.fields.map((f) => (
              <Item
                key={f.name}
                field={f}
                prefix={`${def.name}.${index}.`}
                text={text}
                siblings={def.fields}
              />
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
