import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * How guessable a password is, by zxcvbn-ts (its common-password, English-word and name
 * dictionaries, keyboard patterns, sequences, repeats, dates and l33t substitutions): a score from
 * 0 (guessed in under a thousand tries) to 4. Below MIN_PASSWORD_SCORE a new password is refused,
 * by the embedded backend (weak_password, reason "guessable") and by the forms before they send
 * it. `password1`, `Passw0rd` and `12345678a` all score 0 or 1. The dictionaries are large: the
 * browser loads this module only once someone types a new password.
 */
export const MIN_PASSWORD_SCORE = 3;

export const STRENGTH_WARNINGS = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
  'pwned',
] as const;
export type StrengthWarning = (typeof STRENGTH_WARNINGS)[number];

export type PasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4;
  /** Too easy to guess to be accepted. */
  guessable: boolean;
  /** Why, as a key of zxcvbn's warnings (translated under Auth.passwordStrength.warnings), or null. */
  warning: StrengthWarning | null;
};

let checker: ZxcvbnFactory | null = null;

/** The strength of `password`; `userInputs` (the person's e-mail, name) count as known words. */
export function passwordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength {
  checker ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  // zxcvbn reads the first 100 characters only, and a long input costs time: 72 bytes is bcrypt's limit anyway.
  const words = userInputs
    .flatMap((input) => [input, ...input.split(/[@.\s_-]+/)])
    .filter((word) => word.length > 2);
  const result = checker.check(password.slice(0, 100), words);
  const warning = (STRENGTH_WARNINGS as readonly string[]).includes(result.feedback.warning ?? '')
    ? (result.feedback.warning as StrengthWarning)
    : null;
  return { score: result.score, guessable: result.score < MIN_PASSWORD_SCORE, warning };
}
