import { IntlMessageFormat } from 'intl-messageformat';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { retryAfterMinutes } from '@/lib/actions/result';

describe('the minutes a rate-limited visitor is told to wait', () => {
  it('rounds the seconds left up to whole minutes, at least 1', () => {
    expect(retryAfterMinutes(600)).toBe(10);
    expect(retryAfterMinutes(541)).toBe(10);
    expect(retryAfterMinutes(540)).toBe(9);
    expect(retryAfterMinutes(61)).toBe(2);
    expect(retryAfterMinutes(60)).toBe(1);
    expect(retryAfterMinutes(1)).toBe(1);
    expect(retryAfterMinutes(0)).toBe(1);
    expect(retryAfterMinutes(undefined)).toBe(1);
    expect(retryAfterMinutes(Number.NaN)).toBe(1);
  });

  it.each([
    [
      'en',
      en,
      'Contact',
      10,
      'Too many messages from your connection. Try again in 10 minutes; nothing you typed is lost.',
    ],
    [
      'en',
      en,
      'Contact',
      1,
      'Too many messages from your connection. Try again in 1 minute; nothing you typed is lost.',
    ],
    [
      'en',
      en,
      'CareerApply',
      3,
      'Too many applications from your connection. Try again in 3 minutes; nothing you typed is lost.',
    ],
    [
      'fr',
      fr,
      'Contact',
      10,
      "Trop de messages depuis votre connexion. Réessayez dans 10 minutes ; rien de ce que vous avez saisi n'est perdu.",
    ],
    [
      'fr',
      fr,
      'CareerApply',
      1,
      "Trop de candidatures depuis votre connexion. Réessayez dans 1 minute ; rien de ce que vous avez saisi n'est perdu.",
    ],
  ] as const)('says it in %s (%s, %d min)', (locale, messages, namespace, minutes, expected) => {
    // The formatter next-intl uses for ICU messages.
    const format = new IntlMessageFormat(messages[namespace].errors.rateLimited, locale);
    expect(format.format({ minutes })).toBe(expected);
  });
});
