import { COMPLIANCE_CALENDAR_PATH } from '@/lib/site/calculators';
import { paths } from '@/lib/site/paths';
import { SOLUTIONS_PATH, solutionPath, solutionSlugs } from '@/lib/site/solutions';

/**
 * Every public, indexable page of the site by its English path (the French one is `/fr` + path).
 * The sitemap and the e2e route checks read this list; add a page here when you add its route.
 * Pages behind sign-in (/account, /admin) and the sign-in page itself are not public.
 */
export const publicPaths = [
  '/',
  '/about',
  '/services',
  '/services/others',
  '/services/trademark-registration',
  '/services/business-registration',
  '/select-jurisdiction',
  '/compare',
  '/pricing',
  '/contact',
  paths.requestService,
  '/help',
  '/faq',
  '/blog',
  '/privacy',
  '/legal',
  '/terms',
  '/careers',
  '/careers/apply',
  '/developers',
  '/menu',
  '/nigeria',
  '/ghana',
  '/usa',
  '/uk',
  '/canada',
  '/south-africa',
  '/entity-type-selection',
  '/usa-entity-selection',
  paths.nigeriaPricing.businessName,
  paths.nigeriaPricing.nonProfit,
  paths.nigeriaPricing.company,
  '/understanding-share-capital',
  '/delaware-registration',
  '/wyoming-registration',
  '/texas-registration',
  // US annual filings, taxes and trade marks (issue 20): calculators and the pages that start an order.
  '/delaware-franchise-tax',
  '/delaware-corporate-income-tax',
  '/wyoming-annual-report',
  '/texas-franchise-tax',
  '/usa-tax-filing',
  '/usa-trademark-application',
  // The free compliance calendar (issue 31).
  COMPLIANCE_CALENDAR_PATH,
  // The four solutions the home page names (issue 35).
  SOLUTIONS_PATH,
  ...solutionSlugs.map(solutionPath),
] as const;

/** Paths that crawlers must not visit, in every locale (robots.txt). */
export const privatePaths = [
  paths.admin,
  paths.account,
  paths.signIn,
  paths.resetPassword,
] as const;
