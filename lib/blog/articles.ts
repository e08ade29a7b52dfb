/**
 * The blog's articles, newest first. Titles, summaries and text live in messages
 * (`Blog.articles.<key>`); facts in the text come from docs/sources.md
 * (checked 2026-11-21), sources noted per article below.
 */
export const blogArticles = [
  {
    // CAMA 2020 minimum issued share capital ₦100,000 [S84]; stamp duty 0.75% [S81][S82]; CAC fee
    // schedule from 2025-08-01 [S80]; name reservation 60 days [S88][S107]; first annual return
    // 18 months after incorporation [S96][S97].
    slug: 'register-a-company-in-nigeria',
    key: 'nigeria',
    published: '2026-11-03',
    image: 'nigeria-company-registration-guide',
  },
  {
    // Delaware LLC $300 annual tax due 1 June [S13][S16]; Wyoming annual report due by the first day
    // of the anniversary month, licence tax greater of $60 or 0.0002 × Wyoming assets [S20][S21];
    // Texas Form 205, franchise no-tax-due threshold $2,650,000 for 2026 reports [S30][S31][S33];
    // Form 5472 for foreign-owned single-member LLCs [S40][S41]; BOI exemption 2025-03-26 [S43].
    slug: 'delaware-wyoming-or-texas-llc',
    key: 'usLlc',
    published: '2026-10-14',
    image: 'delaware-wyoming-texas-llc',
  },
  {
    // Nigeria business names by 30 June (CAMA s.822) [S93]; company returns within 42 days of the AGM
    // (s.421) [S96]; penalties from 2024 [S94][S95]; Delaware corporations' report 1 March [S16];
    // Form 5472 due 15 April [S41]; UK identity verification since 2025-11-18 (competitors.md §0).
    slug: 'annual-compliance-calendar',
    key: 'calendar',
    published: '2026-09-22',
    image: 'annual-compliance-calendar',
  },
] as const;

export type BlogArticle = (typeof blogArticles)[number];

export function findArticle(slug: string): BlogArticle | undefined {
  return blogArticles.find((article) => article.slug === slug);
}
