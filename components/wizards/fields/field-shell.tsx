import type { ReactNode } from 'react';
import type { MessageRef, MessageValues } from '@/lib/validation/issues';

export const inputClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm focus-visible:border-blue-700 aria-[invalid=true]:border-red-700';

/**
 * An error in react-hook-form's nested shape, read by a dotted path ('directors.0.nin'), as the
 * message reference it holds: the key in `message`, and the values beside it (issuesToErrors puts
 * them there; react-hook-form keeps the object as given).
 */
export function errorAt(errors: unknown, path: string): MessageRef | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (!node || typeof node !== 'object') return undefined;
  type Entry = { message?: unknown; values?: MessageValues };
  const entry = node as Entry & { root?: Entry };
  const found = typeof entry.message === 'string' ? entry : entry.root && typeof entry.root.message === 'string' ? entry.root : null;
  return found ? { key: found.message as string, values: found.values } : undefined;
}

export const idFor = (path: string) => `f-${path.replace(/\./g, '-')}`;

/** Label, help and error around one control; the ids tie them together for screen readers. */
export function FieldShell({
  id,
  label,
  help,
  error,
  optionalText,
  children,
}: {
  id: string;
  label: string;
  help?: string | null;
  error?: string;
  optionalText?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
        {optionalText ? <span className="text-sm font-normal text-muted"> ({optionalText})</span> : null}
      </label>
      {help ? (
        <p id={`${id}-help`} className="text-sm text-muted">
          {help}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, help?: string | null, error?: string): string | undefined {
  const ids = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
