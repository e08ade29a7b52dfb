import { siteConfig } from '@/lib/config/site';

/** The main navigation, shared by the header and the /menu page. */
export const navItems = [
  { key: 'services', href: '/services' },
  { key: 'blog', href: siteConfig.blogUrl, external: true },
  { key: 'faq', href: '/faq' },
  { key: 'about', href: '/about' },
  { key: 'careers', href: '/careers' },
  { key: 'signIn', href: '/signin' },
] as const;

export const footerGroups = [
  {
    key: 'countries',
    links: [
      { key: 'ghana', href: '/ghana' },
      { key: 'nigeria', href: '/nigeria' },
      { key: 'uk', href: '/uk' },
      { key: 'canada', href: '/canada' },
    ],
  },
  {
    key: 'company',
    links: [
      { key: 'about', href: '/about' },
      { key: 'careers', href: '/careers' },
      { key: 'faq', href: '/faq' },
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
