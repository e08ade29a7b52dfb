/**
 * The site's own pages that code sends people to, each written once (English paths: links and
 * redirects add the locale). A wizard's routes are in lib/wizards/flows.ts, and where each
 * offering of the catalogue starts in ./offering-paths.ts. Data only: the proxy and client code
 * import it.
 */
export const paths = {
  home: '/',
  signIn: '/signin',
  account: '/account',
  admin: '/admin',
  submitted: '/application-submitted',
  selectJurisdiction: '/select-jurisdiction',
  usaEntitySelection: '/usa-entity-selection',
  trademark: '/services/trademark-registration',
} as const;
