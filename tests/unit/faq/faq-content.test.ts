import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { allFaqCategoryIds, faqCategories } from '@/lib/faq/faq-categories';
import { sanitizeFaqHtml } from '@/lib/faq/sanitize';

describe('FAQ content', () => {
  const catalogues = { en, fr } as const;

  it.each(['en', 'fr'] as const)(
    'has a title for every category and a question and answer for every item in %s',
    (locale) => {
      const faq = catalogues[locale].Faq as {
        categories: Record<string, string>;
        items: Record<string, { question: string; answer: string }>;
      };
      for (const id of allFaqCategoryIds) {
        expect(faq.categories[id]).toEqual(expect.any(String));
        for (const itemId of faqCategories[id]) {
          expect(faq.items[itemId]?.question).toMatch(/\S/);
          expect(faq.items[itemId]?.answer).toMatch(/^<p>/);
        }
      }
    },
  );

  it.each(['en', 'fr'] as const)(
    'stores answers that survive sanitising unchanged in %s (no markup is silently lost)',
    (locale) => {
      for (const item of Object.values(catalogues[locale].Faq.items)) {
        expect(sanitizeFaqHtml(item.answer)).toBe(item.answer);
      }
    },
  );

  it('links French answers to French pages', () => {
    for (const item of Object.values(fr.Faq.items)) {
      for (const [, href] of item.answer.matchAll(/href="([^"]+)"/g))
        expect(href).toMatch(/^\/fr\//);
    }
  });
});
