import type { MessageRef, MessageValues } from '@/lib/validation/issues';

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
  const found =
    typeof entry.message === 'string'
      ? entry
      : entry.root && typeof entry.root.message === 'string'
        ? entry.root
        : null;
  return found ? { key: found.message as string, values: found.values } : undefined;
}

/** A field's element id from its dotted path: 'directors.0.nin' → 'f-directors-0-nin'. */
export const idFor = (path: string) => `f-${path.replace(/\./g, '-')}`;
