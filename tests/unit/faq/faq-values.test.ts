import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { faqValues, fillFaqValues } from '@/lib/faq/faq-values';
import { sanitizeFaqHtml } from '@/lib/faq/sanitize';

describe('FAQ answers that name the CAC fee schedule', () => {
  it('date the 2025 schedule from the fee table: gazetted 29 May, in force 1 October 2025', () => {
    expect(faqValues('en')).toEqual({
      cacScheduleGazetted: '29 May 2025',
      cacScheduleInForce: '1 October 2025',
    });
    expect(faqValues('fr')).toEqual({
      cacScheduleGazetted: '29 mai 2025',
      cacScheduleInForce: '1er octobre 2025',
    });
  });

  it.each([
    ['en', en.Faq.items['fee-changes'].answer, 'took effect on 1 October 2025'],
    ['fr', fr.Faq.items['fee-changes'].answer, 's’applique depuis le 1er octobre 2025'],
  ] as const)(
    'no longer give 1 August 2025 as the date in force (%s)',
    (locale, answer, expected) => {
      const filled = sanitizeFaqHtml(fillFaqValues(answer, faqValues(locale)));
      expect(filled).toContain(expected);
      expect(filled).not.toMatch(/\{\w+\}|August|août/);
    },
  );

  it('leave an unknown placeholder as written', () => {
    expect(
      fillFaqValues('<p>{unknown} {cacScheduleInForce}</p>', { cacScheduleInForce: 'x' }),
    ).toBe('<p>{unknown} x</p>');
  });
});
