import { signHs256, verifyHs256 } from '@/lib/embedded-backend/jwt';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-characters!');
const now = 1_800_000_000;

describe('HS256 access tokens', () => {
  it('verifies what it signed', () => {
    const token = signHs256({ sub: 'x', exp: now + 60 }, secret);
    expect(verifyHs256(token, secret, now)).toEqual({
      ok: true,
      payload: { sub: 'x', exp: now + 60 },
    });
  });

  it('refuses an expired token as expired', () => {
    expect(verifyHs256(signHs256({ exp: now }, secret), secret, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses another key, a changed payload, alg none and garbage', () => {
    const token = signHs256({ role: 'authenticated', exp: now + 60 }, secret);
    const other = new TextEncoder().encode('another-secret-of-at-least-32-characters');
    expect(verifyHs256(token, other, now).ok).toBe(false);
    const [h, , s] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ role: 'service_role', exp: now + 60 })).toString('base64url')}.${s}`;
    expect(verifyHs256(tampered, secret, now).ok).toBe(false);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(verifyHs256(none, secret, now).ok).toBe(false);
    expect(verifyHs256('not.a.jwt', secret, now).ok).toBe(false);
  });

  it('refuses a token without exp', () => {
    expect(verifyHs256(signHs256({ sub: 'x' }, secret), secret, now).ok).toBe(false);
  });
});
