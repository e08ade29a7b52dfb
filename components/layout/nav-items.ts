import { siteConfig } from '@/lib/config/site';
import { COMPLIANCE_CALENDAR_PATH } from '@/lib/site/calculators';

/** The main navigation, shared by the header and the /menu page. */
export const navItems = [
  { key: 'services', href: '/services', external: false },
  // An external blog opens as a plain link; the site's own /blog is a page like the others.
  { key: 'blog', href: siteConfig.blogUrl, external: siteConfig.blogUrl !== '/blog' },
  { key: 'faq', href: '/faq', external: false },
  { key: 'about', href: '/about', external: false },
  { key: 'careers', href: '/careers', external: false },
  { key: 'signIn', href: '/signin', external: false },
] as const;

/** Every country page, in the order visitors look for them, for /menu (the footer keeps the spec's order in footerGroups). */
export const countryLinks = [
  { key: 'nigeria', href: '/nigeria' },
  { key: 'ghana', href: '/ghana' },
  { key: 'southAfrica', href: '/south-africa' },
  { key: 'uk', href: '/uk' },
  { key: 'canada', href: '/canada' },
  { key: 'usa', href: '/usa' },
] as const;

/** What /menu lists besides the main navigation: prices, help and contact. */
export const menuHelpLinks = [
  { key: 'pricing', href: '/pricing' },
  { key: 'compare', href: '/compare' },
  { key: 'complianceCalendar', href: COMPLIANCE_CALENDAR_PATH },
  { key: 'help', href: '/help' },
  { key: 'contact', href: '/contact' },
] as const;

export const footerGroups = [
  {
    key: 'countries',
    links: [
      { key: 'ghana', href: '/ghana' },
      { key: 'nigeria', href: '/nigeria' },
      { key: 'uk', href: '/uk' },
      { key: 'canada', href: '/canada' },
      { key: 'southAfrica', href: '/south-africa' },
      { key: 'usa', href: '/usa' },
    ],
  },
  {
    key: 'company',
    links: [
      { key: 'about', href: '/about' },
      { key: 'careers', href: '/careers' },
      { key: 'faq', href: '/faq' },
      // The free public tool (issue 31), where visitors look for the site's own pages.
      { key: 'complianceCalendar', href: COMPLIANCE_CALENDAR_PATH },
    ],
  },
  {
    key: 'legalHeading',
    links: [
      { key: 'privacy', href: '/privacy' },
      { key: 'terms', href: '/terms' },
      { key: 'legal', href: '/legal' },
    ],
  },
] as const;
