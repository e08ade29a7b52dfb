import fr from '@/messages/fr.json';

/**
 * French typography: a non-breaking space (U+00A0, or the narrow U+202F; `&nbsp;` in the FAQ's
 * HTML) goes before ":" ";" "!" and "?". What is not prose is left out: URLs and their query
 * strings, e-mail and phone schemes, clock times (10:00), HTML tags and ICU arguments.
 */
const NBSP = /^(?:\u00a0|\u202f|&nbsp;|&#160;|&#xa0;|&#8239;)$/i;

function leaves(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => leaves(value, [...path, key]));
  return [];
}

/** The prose of a message: tags, URLs and clock times blanked out (same length is not needed). */
function prose(text: string): string {
  return text
    .replace(/&(?:nbsp|#160|#xa0);/gi, '\u00a0')
    .replace(/&#8239;/g, '\u202f')
    .replace(/&(?:#\d+|#x[0-9a-f]+|\w+);/gi, 'x') // other entities (&amp;): their ";" is not a mark
    .replace(/<[^>]*>/g, '') // tags and their attributes (href="/fr/pricing?x=1")
    .replace(/\b(?:https?:\/\/|mailto:|tel:)[^\s"'<>)]*/gi, 'URL')
    .replace(/\d:\d/g, '0h0');
}

/** Each ":" ";" "!" "?" whose preceding space is missing or breakable, with its context. */
export function typographyErrors(text: string): string[] {
  const clean = prose(text);
  const errors: string[] = [];
  for (const match of clean.matchAll(/[:;!?]/g)) {
    const at = match.index;
    if (at === 0) continue;
    const before = clean.slice(0, at);
    // "?!" and "!!": the space goes before the first mark only.
    if (/[:;!?]$/.test(before)) continue;
    const space = /(?:\u00a0|\u202f|&nbsp;|&#160;|&#xa0;|&#8239;| |\t)$/i.exec(before)?.[0];
    if (!space || !NBSP.test(space)) errors.push(`…${clean.slice(Math.max(0, at - 20), at + 1)}`);
  }
  return errors;
}

describe('French typography in messages/fr.json', () => {
  it('puts a non-breaking space before every ":" ";" "!" and "?"', () => {
    const bad = leaves(fr).flatMap(([key, text]) =>
      typographyErrors(text).map((error) => `${key}: ${error}`),
    );
    expect(bad).toEqual([]);
  });

  it('writes amounts with a non-breaking space, as "Montant à payer : 40 000 ₦"', () => {
    expect(typographyErrors('Montant à payer\u00a0: 40\u202f000\u00a0₦')).toEqual([]);
    expect(typographyErrors('Montant à payer : 40 000 ₦')).toEqual(['…Montant à payer :']);
    expect(typographyErrors('Montant à payer: 40 000 ₦')).toEqual(['…Montant à payer:']);
  });

  it('leaves URLs, clock times, tags and doubled marks alone', () => {
    expect(
      typographyErrors('Voir https://example.com/a?b=c et <a href="/fr/tarifs?x=1">les tarifs</a>'),
    ).toEqual([]);
    const errors = typographyErrors('Ouvert de 10:00 à 18:00 ; mailto:hello@example.com');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/h00 ;$/);
    expect(typographyErrors('Vraiment\u00a0?!')).toEqual([]);
    expect(typographyErrors('<p>Nigeria&nbsp;: oui</p>')).toEqual([]);
  });
});
