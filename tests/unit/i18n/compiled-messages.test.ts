import { createTranslator } from 'next-intl';
import compile from 'icu-minify/compile';
import { compiledTranslator, type MessageValues } from '@/lib/i18n/compiled-messages';
import { compileMessages } from '@/lib/i18n/compile-messages';
import { lookup } from '@/lib/i18n/message';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

/**
 * The calculators' texts are formatted in the browser from messages compiled on the server
 * (lib/i18n/compiled-messages.ts): each must read exactly as next-intl reads it on the server.
 */

type Tree = { [key: string]: string | Tree | unknown[] };

/** Every message of a tree with its dotted key (arrays of texts left out). */
function messagesOf(tree: Tree, path: string[] = []): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[[...path, key].join('.'), value] as [string, string]]
      : Array.isArray(value)
        ? []
        : messagesOf(value, [...path, key]),
  );
}

/** The arguments of a compiled message: a select's with its options, the others plain. */
function argumentsOf(node: unknown, found = new Map<string, string[] | null>()) {
  if (!Array.isArray(node)) return found;
  const [name, type, options] = node as [unknown, unknown, unknown];
  if (typeof name === 'string' && type === undefined) found.set(name, found.get(name) ?? null);
  else if (typeof name === 'string' && type === 1 && options && typeof options === 'object') {
    found.set(name, Object.keys(options));
    for (const branch of Object.values(options)) argumentsOf(branch, found);
  } else for (const child of node) argumentsOf(child, found);
  return found;
}

/** One set of values per option of each select, the other arguments filled in. */
function valueSets(message: string): MessageValues[] {
  const args = argumentsOf(compile(message));
  const plain: MessageValues = {};
  let sets: MessageValues[] = [{}];
  for (const [name, options] of args) {
    if (!options) plain[name] = name === 'n' || name === 'year' ? 2026 : `‹${name}›`;
    else sets = sets.flatMap((set) => options.map((option) => ({ ...set, [name]: option })));
  }
  return sets.map((set) => ({ ...plain, ...set }));
}

describe.each([
  ['en', en],
  ['fr', fr],
] as const)('the calculators’ messages in %s', (locale, messages) => {
  const tree = messages.TaxCalculators as unknown as Tree;
  const server = createTranslator({ locale, messages: tree, onError: () => {} });
  const browser = compiledTranslator<Tree>(compileMessages(tree), locale);

  it.each(messagesOf(tree))('%s reads as next-intl reads it', (key, message) => {
    for (const values of valueSets(message))
      expect(browser(key as never, values)).toBe(server(key as never, values as never));
  });
});

describe('a select chooses the sentence a branch of the code chose', () => {
  const t = compiledTranslator<typeof en.TaxCalculators>(compileMessages(en.TaxCalculators), 'en');

  it('reads the Wyoming minimum either way', () => {
    expect(t('wyoming.minimumLine', { applied: 'yes', minimum: '$60' })).toBe(
      'That is less than the minimum, so the tax is $60.',
    );
    expect(t('wyoming.minimumLine', { applied: 'no', minimum: '$60' })).toBe(
      'That is more than the $60 minimum, so it is the tax.',
    );
  });

  it('reads a Delaware instalment by its percentage, and the rest by its date', () => {
    expect(t('franchiseTax.instalment', { rest: 'no', percent: 40, date: '1 June' })).toBe(
      '40% by 1 June',
    );
    expect(t('franchiseTax.instalment', { rest: 'yes', percent: '', date: '1 March' })).toBe(
      'The rest, by 1 March',
    );
  });
});

describe('compiled messages as a page hands them to a calculator', () => {
  it('are plain data a server component may pass to a client one', () => {
    const prototypes = new Set<unknown>();
    const walk = (node: unknown) => {
      if (node === null || typeof node !== 'object') return;
      prototypes.add(Object.getPrototypeOf(node));
      Object.values(node).forEach(walk);
    };
    walk(compileMessages(en.TaxCalculators));
    expect([...prototypes].every((p) => p === Object.prototype || p === Array.prototype)).toBe(
      true,
    );
  });
});

describe('a key made at run time over compiled messages', () => {
  const messages = { errors: { tooMany: 'At most {max}.' } };
  const t = compiledTranslator<typeof messages>(compileMessages(messages), 'en');

  it('reads through lookup, and names nothing for an unknown key or a group', () => {
    expect(lookup(t, 'errors.tooMany', { max: 3 })).toBe('At most 3.');
    expect(lookup(t, 'errors.unknown')).toBeNull();
    expect(lookup(t, 'errors')).toBeNull();
  });
});
