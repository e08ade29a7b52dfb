'use client';

import { useFormContext } from 'react-hook-form';
import { contentsOf, packageIds } from '@/lib/catalogue/packages';
import { turnaroundFor } from '@/lib/catalogue/quote';
import type { ScalarField as ScalarDef } from '@/lib/wizards/steps';
import { describedBy, FieldError } from '@/components/ui/field';
import { Link } from '@/components/ui/link';
import type { WizardText } from '../use-wizard-text';
import { useWizard } from '../wizard-provider';
import { errorAt, idFor } from './field-path';

/**
 * The package step's choice: each package with its turnaround for this service and what it
 * includes for this service (a trade mark's, a filing's), from the catalogue, and a link to the full comparison. Each radio is named by the
 * package alone; its details describe it.
 */
export function PackageChoice({ def, text }: { def: ScalarDef; text: WizardText }) {
  const { register, formState } = useFormContext();
  const { definition } = useWizard();
  const id = idFor(def.name);
  const error = errorAt(formState.errors, def.name);
  const errorText = error ? text.error(error) : undefined;
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={describedBy(id, { error: errorText })}
    >
      <legend className="text-ink font-medium">{text.label(def.name)}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {packageIds.map((pkg, i) => {
          const turnaround = turnaroundFor(definition.jurisdiction, definition.service, pkg);
          return (
            <label
              key={pkg}
              className="has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 flex cursor-pointer flex-col gap-2 rounded-lg border border-slate-300 p-4"
              data-testid={`package-choice-${pkg}`}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  value={pkg}
                  className="accent-brand-700"
                  id={i === 0 ? id : undefined}
                  aria-labelledby={`${id}-${pkg}-name`}
                  aria-describedby={`${id}-${pkg}-details`}
                  {...register(def.name)}
                />
                <span id={`${id}-${pkg}-name`} className="text-ink font-semibold">
                  {text.option('package', pkg)}
                </span>
              </span>
              <span id={`${id}-${pkg}-details`} className="flex flex-col gap-2 text-sm">
                <span className="text-brand-700 font-medium">
                  {text.t(`Catalogue.turnaround.${turnaround.unit}`, {
                    min: turnaround.min,
                    max: turnaround.max,
                  })}
                </span>
                <ul className="check-list text-muted space-y-1">
                  {contentsOf(definition.service, pkg).inclusions.map((inclusion) => (
                    <li key={inclusion}>{text.t(`Catalogue.inclusions.${inclusion}`)}</li>
                  ))}
                </ul>
              </span>
            </label>
          );
        })}
      </div>
      <Link
        href="/compare"
        className="text-brand-700 self-start font-medium underline underline-offset-4"
      >
        {text.t('Wizard.comparePackages')}
      </Link>
      <FieldError id={id} message={errorText} alert />
    </fieldset>
  );
}
