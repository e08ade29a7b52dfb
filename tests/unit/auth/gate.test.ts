import {
  accountPath,
  afterSignInPath,
  isAdminPath,
  signInRedirect,
  unlocalisedPath,
} from '@/lib/auth/gate';

describe('the admin gate paths', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/applications/1',
    '/fr/admin',
    '/fr/admin/x',
    // Escaped, dotted or doubled: the router serves them as /admin (issue 23, finding 11).
    '/%61dmin',
    '/%61%64%6D%69%6E/x',
    '/fr/%61dmin',
    '//admin',
    '/blog/../admin',
    '/./admin',
    '/%2e%2e/admin',
  ])('guards %s', (path) => {
    expect(isAdminPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/fr',
    '/administration',
    '/fr/administrator',
    '/account',
    '/signin',
    '/blog/admin',
  ])('leaves %s open', (path) => {
    expect(isAdminPath(path)).toBe(false);
  });

  it('strips the locale prefix', () => {
    expect(unlocalisedPath('/fr/admin/x')).toEqual({ locale: 'fr', path: '/admin/x' });
    expect(unlocalisedPath('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(unlocalisedPath('/admin')).toEqual({ locale: 'en', path: '/admin' });
  });

  it('sends anonymous visitors to the sign-in page of their language, keeping the wanted path', () => {
    expect(signInRedirect('/admin')).toBe('/signin?next=%2Fadmin');
    expect(signInRedirect('/fr/admin/queue?page=2')).toBe(
      '/fr/signin?next=%2Ffr%2Fadmin%2Fqueue%3Fpage%3D2',
    );
  });

  it('sends signed-in non-admins to their account in their language', () => {
    expect(accountPath('/admin/x')).toBe('/account');
    expect(accountPath('/fr/admin')).toBe('/fr/account');
  });
});

describe('afterSignInPath', () => {
  it('goes to the admin area by default', () => {
    expect(afterSignInPath(null, 'en')).toBe('/admin');
    expect(afterSignInPath('', 'fr')).toBe('/fr/admin');
  });

  it('follows a local next path', () => {
    expect(afterSignInPath('/fr/admin/queue', 'fr')).toBe('/fr/admin/queue');
  });

  it('keeps the query and fragment of a local path', () => {
    expect(afterSignInPath('/account/applications?ref=NG-CO-2026-000001#payment', 'en')).toBe(
      '/account/applications?ref=NG-CO-2026-000001#payment',
    );
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    // Browsers strip tab, CR and LF from URLs: each of these is //evil.example (issue 23, finding 1).
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\\\t\\evil.example',
    '/%09/evil.example'.replace('%09', '\t'),
  ])('never follows %s off the site', (next) => {
    expect(afterSignInPath(next, 'en')).toBe('/admin');
  });
});
