'use client';

import { useFormContext } from 'react-hook-form';
import {
  CANADIAN_PROVINCES,
  COUNTRY_CODES,
  GHANA_REGIONS,
  NIGERIAN_STATES,
  SOUTH_AFRICAN_PROVINCES,
  US_STATES,
  type AddressCountry,
} from '@/lib/validation/address';
import type { AddressField as AddressDef, FieldDef } from '@/lib/wizards/steps';
import type { WizardText } from '../use-wizard-text';
import { useWizard } from '../wizard-provider';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorAt, idFor } from './field-path';
import { useCountryOptions } from './country-options';
import { useVisible } from './visibility';

type Part = {
  name: string;
  options?: readonly string[];
  /** Options are country codes, shown by their names in the page's language. */
  countries?: boolean;
  optional?: boolean;
  placeholder?: string;
  autoComplete?: string;
};

/** The parts of an address in each country (see the address schemas in lib/validation/address.ts). */
const PARTS: Record<AddressCountry, Part[]> = {
  NG: [
    { name: 'street', autoComplete: 'address-line1' },
    { name: 'city', autoComplete: 'address-level2' },
    { name: 'lga' },
    { name: 'state', options: NIGERIAN_STATES },
  ],
  GH: [
    { name: 'street', autoComplete: 'address-line1' },
    { name: 'city', autoComplete: 'address-level2' },
    { name: 'region', options: GHANA_REGIONS },
    { name: 'digitalAddress', placeholder: 'GA-183-8164' },
  ],
  ZA: [
    { name: 'street', autoComplete: 'address-line1' },
    { name: 'city', autoComplete: 'address-level2' },
    { name: 'province', options: SOUTH_AFRICAN_PROVINCES },
    { name: 'postalCode', placeholder: '8001', autoComplete: 'postal-code' },
  ],
  GB: [
    { name: 'street', autoComplete: 'address-line1' },
    { name: 'city', autoComplete: 'address-level2' },
    { name: 'postcode', placeholder: 'SW1A 1AA', autoComplete: 'postal-code' },
  ],
  CA: [
    { name: 'street', autoComplete: 'address-line1' },
    { name: 'city', autoComplete: 'address-level2' },
    { name: 'province', options: CANADIAN_PROVINCES, autoComplete: 'address-level1' },
    { name: 'postalCode', placeholder: 'K1A 0B1', autoComplete: 'postal-code' },
  ],
  US: [
    { name: 'street', autoComplete: 'address-line1' },
    { name: 'city', autoComplete: 'address-level2' },
    { name: 'state', options: US_STATES, autoComplete: 'address-level1' },
    { name: 'zip', placeholder: '19801', autoComplete: 'postal-code' },
  ],
  INTL: [
    { name: 'street', autoComplete: 'address-line1' },
    { name: 'city', autoComplete: 'address-level2' },
    { name: 'region', optional: true, autoComplete: 'address-level1' },
    { name: 'postalCode', optional: true, autoComplete: 'postal-code' },
    { name: 'country', options: COUNTRY_CODES, countries: true, autoComplete: 'country' },
  ],
};

/**
 * An address in its country's parts, while it is shown; `prefix` places it in a group's item
 * ('directors.0.').
 */
export function AddressField({
  def,
  text,
  prefix = '',
  siblings,
}: {
  def: AddressDef;
  text: WizardText;
  prefix?: string;
  siblings?: readonly FieldDef[];
}) {
  const { register, formState } = useFormContext();
  const { definition } = useWizard();
  const visible = useVisible(def, prefix, siblings);
  // The flows that have address fields are in countries with a form of address (PARTS).
  const parts = PARTS[def.country ?? (definition.country as AddressCountry)];
  const countryOptions = useCountryOptions();
  if (!visible) return null;
  // Inside a group (`isc.0.`), the group's own wording comes first.
  const group = prefix ? prefix.split('.')[0] : undefined;
  const help = text.help(def.name, group);
  return (
    <fieldset
      className="flex flex-col gap-4 rounded-lg border border-slate-300 p-4"
      aria-describedby={help ? `${idFor(`${prefix}${def.name}`)}-hint` : undefined}
    >
      <legend className="text-ink px-1 font-semibold">{text.label(def.name, group)}</legend>
      {help ? (
        <p id={`${idFor(`${prefix}${def.name}`)}-hint`} className="text-muted text-sm">
          {help}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {parts.map((part) => {
          const path = `${prefix}${def.name}.${part.name}`;
          const id = idFor(path);
          const error = errorAt(formState.errors, path);
          const errorText = error ? text.error(error) : undefined;
          return (
            <Field
              key={part.name}
              id={id}
              // The flow's own word first (Ghana's regions), else the shared one.
              label={text.text(`address.${part.name}`)}
              optional={part.optional ? `(${text.t('Wizard.optional')})` : undefined}
              hint={text.help(`address.${part.name}`)}
              error={errorText}
              alert
            >
              {(control) =>
                part.countries ? (
                  <Select {...control} {...register(path)} autoComplete={part.autoComplete}>
                    <option value="">{text.t('Wizard.choose')}</option>
                    {countryOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </Select>
                ) : part.options ? (
                  <Select {...control} {...register(path)}>
                    <option value="">{text.t('Wizard.choose')}</option>
                    {part.options.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <Input
                    type="text"
                    placeholder={part.placeholder}
                    autoComplete={part.autoComplete ?? 'off'}
                    {...control}
                    {...register(path)}
                  />
                )
              }
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
