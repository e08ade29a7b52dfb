/**
 * UK company names: the designator the name must end with, and the sensitive words that need
 * Companies House's approval or supporting evidence. Pure functions: the step schema and the
 * field's notice read them, and the unit tests.
 */

/**
 * A private company limited by shares ends with "Limited" or "Ltd"; one whose registered office is
 * in Wales may end with "Cyfyngedig" or "Cyf" instead [S63][S72], OFFICIAL, 2024-05.
 */
export function endsWithUkDesignator(name: string, welsh = false): boolean {
  const pattern = welsh ? /\b(limited|ltd\.?|cyfyngedig|cyf\.?)$/i : /\b(limited|ltd\.?)$/i;
  return pattern.test(name.trim());
}

/**
 * Words and phrases that make a name "sensitive": Companies House asks for its approval, and
 * sometimes a letter from a named body, before registering it [S73] (the notes name Group,
 * Holdings, International, British and National; the rest follow the same guidance, general
 * knowledge, UNCONFIRMED 2026-11: a notice, never a refusal, so a word too many costs a reader a
 * sentence, not an application).
 */
export const SENSITIVE_WORDS = [
  'accredited',
  'association',
  'assurance',
  'authority',
  'bank',
  'banking',
  'benevolent',
  'board',
  'british',
  'chamber of commerce',
  'charitable',
  'charity',
  'chartered',
  'co-operative',
  'council',
  'dental',
  'department',
  'england',
  'english',
  'european',
  'federation',
  'foundation',
  'fund',
  'government',
  'group',
  'holding',
  'holdings',
  'institute',
  'institution',
  'insurance',
  'international',
  'ireland',
  'irish',
  'judicial',
  'king',
  'medical centre',
  'ministry',
  'national',
  'nhs',
  'parliament',
  'patent',
  'police',
  'prince',
  'princess',
  'queen',
  'register',
  'registered',
  'royal',
  'scotland',
  'scottish',
  'society',
  'standards',
  'stock exchange',
  'trade union',
  'trust',
  'united kingdom',
  'university',
  'wales',
  'welsh',
] as const;

const SENSITIVE_PATTERNS = SENSITIVE_WORDS.map((word) => ({
  word,
  pattern: new RegExp(
    `(^|[^a-z])${word.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&').replace(/ /g, '\\s+')}([^a-z]|$)`,
    'i',
  ),
}));

/** The sensitive words a proposed name contains, as written in the list, in the list's order. */
export function sensitiveWordsIn(name: string): string[] {
  return SENSITIVE_PATTERNS.filter(({ pattern }) => pattern.test(name)).map(({ word }) => word);
}
