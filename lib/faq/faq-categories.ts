/**
 * The FAQ's categories and their questions, in display order. Questions and HTML answers live
 * in messages (`Faq.items.<id>`); lib/faq/faq-content.ts loads and sanitises them.
 *
 * Facts cited in answers (checked 2026-11-21 against docs/sources.md):
 * - name-rejected: CAC name reservation lasts 60 days, option 1 checked first [S88][S107].
 * - foreign-founders: UK identity verification mandatory since 2025-11-18 (competitors.md §0);
 *   Nigerian companies with foreign shareholders need a Business Permit and NIPC registration [S106];
 *   US EIN without SSN/ITIN only by phone, fax or mail on Form SS-4 [S45][S46].
 * - fee-changes: CAC revised fee schedule effective 2025-08-01 [S80].
 * - annual-returns: Nigeria company return 18 months after incorporation, then within 42 days of
 *   each AGM (CAMA 2020 s.421) [S96][S97]; business names by 30 June (s.822) [S93]; daily
 *   penalties from 2024 [S94][S95]; Delaware corporations' annual report due 1 March, LLC tax
 *   1 June [S13][S16].
 * - boi: FinCEN interim final rule effective 2025-03-26 exempts US-formed companies [S43][S44].
 * - tax-id: the CAC RC number serves as a company's Tax ID from 2026-01 under the NTAA [S103][S104].
 */
export const faqCategories = {
  general: ['what-we-do', 'countries', 'office-visit', 'foreign-founders'],
  registration: ['how-long', 'documents', 'what-you-receive', 'name-rejected'],
  payments: ['two-amounts', 'currency', 'fee-changes', 'refunds'],
  compliance: ['annual-returns', 'tax-id', 'boi', 'after-registration'],
} as const;

export type FaqCategoryId = keyof typeof faqCategories;

export const allFaqCategoryIds = Object.keys(faqCategories) as FaqCategoryId[];
