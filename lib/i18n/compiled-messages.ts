import format, { type CompiledMessage } from 'icu-minify/format';

/**
 * Messages of messages/ compiled ahead, for a client component of a public page: the page carries
 * no next-intl client provider (app/[locale]/layout.tsx) and so none of its message parser. The
 * server compiles the ICU messages a component needs (compileMessages, ./compile-messages.ts) with
 * next-intl's own compiler, and the browser formats them with its 2 kB runtime (icu-minify, what
 * next-intl's `precompile` option uses): the same ICU syntax, arguments, `select` and `plural`.
 */

/** A tree of messages as compiled: each message a CompiledMessage, arrays and objects kept. */
export type Compiled<T> = T extends string
  ? CompiledMessage
  : T extends readonly (infer E)[]
    ? Compiled<E>[]
    : { [K in keyof T]: Compiled<T[K]> };

/** The dotted keys of a tree's messages (`errors.tooManyClasses`), arrays left out. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends readonly unknown[]
      ? never
      : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

/** The values a message puts in its arguments (formatted already: amounts, dates, counts). */
export type MessageValues = Record<string, string | number>;

const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
};

/**
 * `t(key, values)` over compiled messages, as next-intl's translator reads the same messages on
 * the server; with `has` and `raw` like next-intl's, so a key made at run time goes through
 * lookup (./message.ts). A key that names no message gives the key (as next-intl shows one).
 */
export function compiledTranslator<T>(messages: Compiled<T>, locale: string) {
  const at = (key: string): unknown => {
    let node: unknown = messages;
    for (const part of key.split('.'))
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return node;
  };
  const t = (key: MessageKey<T>, values?: MessageValues): string => {
    const node = at(key);
    if (typeof node !== 'string' && !Array.isArray(node)) return key;
    const text = format(node as CompiledMessage, locale, values, { formatters });
    return Array.isArray(text) ? text.join('') : String(text);
  };
  /** True when the key names a message or a group of them, as next-intl's `has`. */
  t.has = (key: string) => at(key) !== undefined;
  /** The compiled message (or group) at the key. */
  t.raw = (key: string) => at(key);
  return t;
}

export type CompiledTranslator<T> = ReturnType<typeof compiledTranslator<T>>;
