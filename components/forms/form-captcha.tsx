'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { AltchaField } from '@/components/captcha/altcha-field';

/**
 * The captcha of a public form, bound to the form field `name` (the solved payload), with its
 * error below it. `id` names the error (`<id>-error`) the widget's checkbox is described by.
 */
export function FormCaptcha<T extends FieldValues>({
  control,
  name,
  id,
  resetKey,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  resetKey: number;
  error?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <AltchaField
            resetKey={resetKey}
            onChange={(payload) => field.onChange(payload)}
            errorId={error ? errorId : undefined}
            invalid={Boolean(error)}
          />
        )}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" data-field-error={id}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
