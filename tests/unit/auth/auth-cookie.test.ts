import {
  cookieNames,
  cookieSessionExpiry,
  cookieSessionUserId,
  documentCookies,
  hasAuthCookie,
} from '@/lib/auth/auth-cookie';
import { AUTH_COOKIE_NAME } from '@/lib/config/backend';

describe('hasAuthCookie', () => {
  it('sees a whole session cookie', () => {
    expect(hasAuthCookie(cookieNames(`theme=dark; ${AUTH_COOKIE_NAME}=base64-eyJ9`))).toBe(true);
  });

  it('sees a session split into chunks', () => {
    expect(
      hasAuthCookie(cookieNames(`${AUTH_COOKIE_NAME}.0=base64-abc; ${AUTH_COOKIE_NAME}.1=def`)),
    ).toBe(true);
  });

  it('ignores the PKCE verifier and look-alike cookies', () => {
    expect(
      hasAuthCookie([
        `${AUTH_COOKIE_NAME}-code-verifier`,
        `${AUTH_COOKIE_NAME}.x`,
        'sb-localhost-auth-token',
      ]),
    ).toBe(false);
  });

  it('says no for an empty cookie string', () => {
    expect(hasAuthCookie(cookieNames(''))).toBe(false);
  });
});

describe('cookieSessionExpiry', () => {
  const session = {
    access_token: 'x',
    refresh_token: 'y',
    expires_at: 1_900_000_000,
    user: { email: 'é@example.com' },
  };
  const encoded = 'base64-' + Buffer.from(JSON.stringify(session)).toString('base64url');

  it('reads the expiry from a whole base64 cookie, as @supabase/ssr writes it', () => {
    expect(cookieSessionExpiry([{ name: AUTH_COOKIE_NAME, value: encoded }])).toBe(1_900_000_000);
  });

  it('joins chunked cookies in order', () => {
    const cut = Math.floor(encoded.length / 2);
    expect(
      cookieSessionExpiry([
        { name: `${AUTH_COOKIE_NAME}.1`, value: encoded.slice(cut) },
        { name: `${AUTH_COOKIE_NAME}.0`, value: encoded.slice(0, cut) },
      ]),
    ).toBe(1_900_000_000);
  });

  it('reads a raw JSON cookie', () => {
    expect(cookieSessionExpiry([{ name: AUTH_COOKIE_NAME, value: JSON.stringify(session) }])).toBe(
      1_900_000_000,
    );
  });

  it('gives null for no cookie, garbage, or a session without expiry (so the proxy verifies it)', () => {
    expect(cookieSessionExpiry([])).toBeNull();
    expect(cookieSessionExpiry([{ name: AUTH_COOKIE_NAME, value: 'base64-!!!' }])).toBeNull();
    expect(
      cookieSessionExpiry([
        { name: AUTH_COOKIE_NAME, value: 'base64-' + Buffer.from('{"a":1}').toString('base64url') },
      ]),
    ).toBeNull();
  });
});

describe('cookieSessionUserId and documentCookies', () => {
  const session = {
    access_token: 'x',
    expires_at: 1_900_000_000,
    user: { id: '6d7c1f0e-8a59-4a57-9a3b-0f3c0c4f7b11', email: 'a@example.com' },
  };
  const encoded = 'base64-' + Buffer.from(JSON.stringify(session)).toString('base64url');

  it('reads the user id from the session cookie as the browser sees it', () => {
    const cookies = documentCookies(`theme=dark; ${AUTH_COOKIE_NAME}=${encoded}`);
    expect(cookieSessionUserId(cookies)).toBe(session.user.id);
  });

  it('says null without a readable session', () => {
    expect(cookieSessionUserId(documentCookies('theme=dark'))).toBeNull();
    expect(cookieSessionUserId([{ name: AUTH_COOKIE_NAME, value: 'base64-!!' }])).toBeNull();
    expect(cookieSessionUserId([{ name: AUTH_COOKIE_NAME, value: '{"user":{}}' }])).toBeNull();
  });
});
