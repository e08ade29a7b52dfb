import type { ComponentType } from 'react';
import type { FieldKind, FieldOf } from '@/lib/wizards/field-kinds';
import type { FieldDef, GroupField, GoodsField } from '@/lib/wizards/steps';
import type { WizardText } from '../use-wizard-text';
import { AddressField } from './address-field';
import { ListField } from './list-field';
import { PackageChoice } from './package-choice';
import { PersonGroupField } from './person-group';
import {
  CheckboxField,
  DateField,
  EmailField,
  IdField,
  MoneyField,
  NumberField,
  PercentField,
  PhoneField,
  RadioField,
  SelectField,
  TextareaField,
  TextField,
  UploadField,
  type ScalarProps,
} from './scalar-field';
import { SearchField } from './search-field';
import { UsptoGoodsFieldLazy } from './uspto-goods-lazy';

/**
 * The form's side of each kind of wizard field, one entry per kind (its rules, and how the
 * review reads its answer, are in lib/wizards/field-kinds.ts): the control, and its place in a
 * person's card. TypeScript refuses the build while a kind of FieldDef has no entry. The answers'
 * summary does not import this file: the staff console and the account render it on the server,
 * and every control here would otherwise join their pages' JavaScript.
 */

/** What a field's control is given: `prefix` places it in a group's item ('directors.0.'). */
export interface FieldProps<F extends FieldDef> {
  def: F;
  prefix: string;
  text: WizardText;
  /** The fields beside it (its step's, or its person's): the conditions it depends on. */
  siblings?: readonly FieldDef[];
}

interface KindView<K extends FieldKind> {
  /** The form's control for a field of this kind (hidden by itself while its `showIf` fails). */
  Field: ComponentType<FieldProps<FieldOf<K>>>;
  /** Takes both columns of a person's card in the form. */
  wideInItem: boolean;
}

/** A field of the form: its kind's control, given its place. */
export function FieldView({
  field,
  prefix = '',
  text,
  siblings,
}: {
  field: FieldDef;
  prefix?: string;
  text: WizardText;
  siblings?: readonly FieldDef[];
}) {
  const { Field } = viewOf(field);
  return <Field def={field} prefix={prefix} text={text} siblings={siblings} />;
}

/** A person's answer in the form, in its cell of the card. */
function ItemView({
  field,
  prefix,
  text,
  siblings,
}: {
  field: GroupField['fields'][number];
  prefix: string;
  text: WizardText;
  siblings: readonly FieldDef[];
}) {
  return (
    <div className={viewOf(field).wideInItem ? 'sm:col-span-2' : undefined}>
      <FieldView field={field} prefix={prefix} text={text} siblings={siblings} />
    </div>
  );
}

function GroupView(props: FieldProps<GroupField>) {
  return (
    <PersonGroupField def={props.def} text={props.text} siblings={props.siblings} Item={ItemView} />
  );
}

/** A trade mark's goods and services, loaded with the step that shows them. */
function GoodsView(props: FieldProps<GoodsField>) {
  return <UsptoGoodsFieldLazy def={props.def} text={props.text} />;
}

/** A radio; at the top of the package step, the packages with what each includes and takes. */
function RadioView(props: ScalarProps) {
  return props.def.name === 'package' && !props.prefix ? (
    <PackageChoice def={props.def} text={props.text} />
  ) : (
    <RadioField {...props} />
  );
}

export const FIELD_VIEWS = {
  text: { Field: TextField, wideInItem: false },
  textarea: { Field: TextareaField, wideInItem: true },
  select: { Field: SelectField, wideInItem: false },
  radio: { Field: RadioView, wideInItem: true },
  date: { Field: DateField, wideInItem: false },
  money: { Field: MoneyField, wideInItem: false },
  number: { Field: NumberField, wideInItem: false },
  percent: { Field: PercentField, wideInItem: false },
  phone: { Field: PhoneField, wideInItem: false },
  email: { Field: EmailField, wideInItem: false },
  id: { Field: IdField, wideInItem: false },
  checkbox: { Field: CheckboxField, wideInItem: false },
  file: { Field: UploadField, wideInItem: false },
  address: { Field: AddressField, wideInItem: true },
  list: { Field: ListField, wideInItem: false },
  search: { Field: SearchField, wideInItem: false },
  usptoGoods: { Field: GoodsView, wideInItem: false },
  group: { Field: GroupView, wideInItem: false },
} satisfies { [K in FieldKind]: KindView<K> };

/** The form's side of a field's kind. */
export function viewOf<F extends FieldDef>(
  field: F,
): { Field: ComponentType<FieldProps<F>>; wideInItem: boolean } {
  return FIELD_VIEWS[field.kind] as never;
}
