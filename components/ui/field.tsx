import type { ReactNode } from 'react';
import { cx } from './cx';

/** What a field gives its control: the id its label names, whether it is invalid, and what describes it. */
export type FieldControl = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * The ids of a field's hint, note and error (`<id>-hint`, `<id>-note`, `<id>-error`), those it
 * has, for its control's aria-describedby; for a control laid out without Field too (a checkbox,
 * a group of radios).
 */
export function describedBy(
  id: string,
  { hint, note, error }: { hint?: string | null; note?: string | null; error?: string | null },
): string | undefined {
  const ids = [hint && `${id}-hint`, note && `${id}-note`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A field's hint, by id `<id>-hint`; nothing without text. */
export function FieldHint({
  id,
  text,
  className,
}: {
  id: string;
  text?: string | null;
  className?: string;
}) {
  return text ? (
    <p id={`${id}-hint`} className={cx('text-muted text-sm', className)}>
      {text}
    </p>
  ) : null;
}

/**
 * A field's error, by id `<id>-error` (what the control's aria-describedby names); nothing
 * without a message. `alert` announces it as it appears, for forms that do not announce their
 * errors otherwise.
 */
export function FieldError({
  id,
  message,
  alert,
  className,
}: {
  id: string;
  message?: string | null;
  alert?: boolean;
  className?: string;
}) {
  return message ? (
    <p
      id={`${id}-error`}
      role={alert ? 'alert' : undefined}
      className={cx('text-sm font-medium text-red-700', className)}
      data-field-error={id}
    >
      {message}
    </p>
  ) : null;
}

/**
 * The one field wrapper: label, hint, the control, a note and the error, tied together for screen
 * readers. The control is `children`: an element already given the ids, or a function that
 * receives them (`{(control) => <Input {...control} />}`).
 */
export function Field({
  id,
  label,
  optional,
  hint,
  note,
  error,
  alert,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Said after the label of an optional field, as written: "(optional)". */
  optional?: string;
  hint?: string | null;
  /** A notice about the field's state that is not an error (e.g. a file to attach again). */
  note?: string;
  error?: string;
  alert?: boolean;
  className?: string;
  children: ReactNode | ((control: FieldControl) => ReactNode);
}) {
  const control: FieldControl = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, note, error }),
  };
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-ink font-medium">
        {label}
        {optional ? <span className="text-muted text-sm font-normal"> {optional}</span> : null}
      </label>
      <FieldHint id={id} text={hint} />
      {typeof children === 'function' ? children(control) : children}
      {note ? (
        <p id={`${id}-note`} className="text-sm font-medium text-amber-800" data-field-note={id}>
          {note}
        </p>
      ) : null}
      <FieldError id={id} message={error} alert={alert} />
    </div>
  );
}
