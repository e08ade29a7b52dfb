'use client';

import type { ReactNode } from 'react';

export const inputClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 aria-[invalid]:border-red-700';

/**
 * A labelled field with its hint and error below it, tied together for screen readers. The
 * control is rendered by `children`, which receives the ids to put on it.
 */
export function FormField({
  id,
  label,
  hint,
  note,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  /** A notice about the field's state that is not an error (e.g. a file to attach again). */
  note?: string;
  error?: string;
  /** The text shown after the label of an optional field, e.g. "(optional)". */
  optional?: string;
  children: (control: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const noteId = note ? `${id}-note` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, noteId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-ink text-sm font-medium">
        {label}
        {optional ? <span className="text-muted font-normal"> {optional}</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      {note ? (
        <p id={noteId} className="text-sm font-medium text-amber-800" data-field-note={id}>
          {note}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A field's error, by id `<id>-error` (what the control's aria-describedby names). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700" data-field-error={id}>
      {message}
    </p>
  ) : null;
}
