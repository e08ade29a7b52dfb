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
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
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
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" data-field-error={id}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The whole form's message (rate limit, captcha refused, server trouble), announced when it appears. */
function FormAlert({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive" role="alert" className="empty:hidden">
      {message ? (
        <p
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          data-form-error
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The end of a public form: its message, then the submit button (disabled while sending). */
export function FormSubmit({
  formError,
  pending,
  label,
  pendingLabel,
}: {
  formError: string | null;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      <FormAlert message={formError} />
      <div>
        <button
          type="submit"
          disabled={pending}
          className="bg-brand-700 hover:bg-brand-800 rounded-md px-6 py-2.5 font-semibold text-white disabled:opacity-60"
        >
          {pending ? pendingLabel : label}
        </button>
      </div>
    </>
  );
}
