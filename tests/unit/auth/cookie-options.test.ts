import { authCookieOptions, AUTH_COOKIE_NAME } from '@/lib/config/backend';

describe('the auth cookie (issue 23, finding 7)', () => {
  it('is Secure whenever the site or the request is HTTPS', () => {
    expect(authCookieOptions('https://registra.example')).toEqual({
      name: AUTH_COOKIE_NAME,
      secure: true,
    });
    expect(
      authCookieOptions('http://10.0.0.5:3000', 'https:', 'http://localhost:3000').secure,
    ).toBe(true);
    expect(authCookieOptions('http://localhost:3000', 'https://registra.example').secure).toBe(
      true,
    );
  });

  it('stays usable over plain HTTP (a developer on localhost)', () => {
    expect(authCookieOptions('http://localhost:3000', 'http:', undefined, null).secure).toBe(false);
  });
});
