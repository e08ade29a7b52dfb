import { Field } from '@/components/ui/field';
import { Input, type ControlSize } from '@/components/ui/input';

/**
 * A figure typed into a calculator (shares, a par value, assets, income): kept as typed, since
 * the calculator reads grouped digits and French decimals itself (components/tax/format.ts).
 */
export function FigureField({
  id,
  label,
  hint,
  optional,
  error,
  inputMode,
  value,
  onChange,
  size,
  className = 'tabular-nums',
}: {
  id: string;
  label: string;
  hint?: string;
  optional?: string;
  error?: string;
  inputMode: 'numeric' | 'decimal' | 'text';
  value: string;
  onChange: (value: string) => void;
  size?: ControlSize;
  className?: string;
}) {
  return (
    <Field id={id} label={label} optional={optional} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          inputMode={inputMode}
          autoComplete="off"
          size={size}
          className={className}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
