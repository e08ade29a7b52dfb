import { cookieNames, hasAuthCookie } from '@/lib/auth/auth-cookie';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/config';

describe('hasAuthCookie', () => {
  it('sees a whole session cookie', () => {
    expect(hasAuthCookie(cookieNames(`theme=dark; ${AUTH_COOKIE_NAME}=base64-eyJ9`))).toBe(true);
  });

  it('sees a session split into chunks', () => {
    expect(hasAuthCookie(cookieNames(`${AUTH_COOKIE_NAME}.0=base64-abc; ${AUTH_COOKIE_NAME}.1=def`))).toBe(true);
  });

  it('ignores the PKCE verifier and look-alike cookies', () => {
    expect(hasAuthCookie([`${AUTH_COOKIE_NAME}-code-verifier`, `${AUTH_COOKIE_NAME}.x`, 'sb-localhost-auth-token'])).toBe(false);
  });

  it('says no for an empty cookie string', () => {
    expect(hasAuthCookie(cookieNames(''))).toBe(false);
  });
});
