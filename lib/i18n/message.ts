/**
 * The one way a key made at run time becomes text: a field's label, an error's message reference
 * (`{ key, values }` from a server action or a schema), a fee line's or a status's name. Keys
 * written in the code are typed and go to next-intl's `t` directly; a key built from data may
 * name nothing, or a namespace, so it is looked up here, with the caller's fallback.
 */

/**
 * What a lookup needs of a translator: next-intl's `useTranslations()`, `getTranslations()` or
 * `createTranslator()`, with or without a namespace (keys are then relative to it).
 */
export type Translate = {
  (key: never, values?: never): string;
  has(key: never): boolean;
  raw(key: never): unknown;
};

/** The values a message puts in its `{placeholders}`. */
export type MessageArgs = Record<string, string | number | Date>;

/**
 * The text of the first of `keys` that names a message, with `values` put in; null when none
 * does. Only a message counts, never a namespace: `Wizard.help.address` holds the address parts'
 * help and is no field's help (next-intl would print the key). A message is a string, or an
 * array once compiled (lib/i18n/compiled-messages.ts); an array of texts is no key to look up.
 */
export function lookup(
  t: Translate,
  keys: string | readonly string[],
  values?: MessageArgs,
): string | null {
  for (const key of typeof keys === 'string' ? [keys] : keys) {
    if (!t.has(key as never)) continue;
    const raw = t.raw(key as never);
    if (typeof raw === 'string' || Array.isArray(raw)) return t(key as never, values as never);
  }
  return null;
}

/**
 * A message reference's text: its key under `prefix` (`errors.` of the form's namespace), with
 * its values; the `fallback` key's text when there is no such message (an error this form does
 * not know reads as its generic one).
 */
export function refText(
  t: Translate,
  ref: { key: string; values?: MessageArgs },
  { prefix = '', fallback }: { prefix?: string; fallback: string },
): string {
  return lookup(t, `${prefix}${ref.key}`, ref.values) ?? t(fallback as never);
}
