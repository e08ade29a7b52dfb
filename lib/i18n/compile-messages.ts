import 'server-only';
import compile from 'icu-minify/compile';
import type { Compiled } from './compiled-messages';

/** A tree of ICU messages compiled for compiledTranslator (./compiled-messages.ts). */
export function compileMessages<T>(messages: T): Compiled<T> {
  // As JSON: a select's branches come back as objects without a prototype, which a server
  // component may not hand to a client one.
  if (typeof messages === 'string')
    return JSON.parse(JSON.stringify(compile(messages))) as Compiled<T>;
  if (Array.isArray(messages)) return messages.map(compileMessages) as Compiled<T>;
  if (messages && typeof messages === 'object')
    return Object.fromEntries(
      Object.entries(messages).map(([key, value]) => [key, compileMessages(value)]),
    ) as Compiled<T>;
  return messages as Compiled<T>;
}
