import { clientIp, createRateLimiter } from '@/lib/security/rate-limit';

describe('rate limiter', () => {
  it('allows the limit within a window, then refuses with the time left', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    const t0 = 1_000_000;
    expect([0, 1, 2].map((i) => limiter.consume('ip', t0 + i).allowed)).toEqual([true, true, true]);
    const refused = limiter.consume('ip', t0 + 10_000);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 50 });
  });

  it('opens a new window once the old one has passed', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000 });
    expect(limiter.consume('ip', 0).allowed).toBe(true);
    expect(limiter.consume('ip', 999).allowed).toBe(false);
    expect(limiter.consume('ip', 1_000).allowed).toBe(true);
  });

  it('counts each key on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.consume('a', 0).allowed).toBe(true);
    expect(limiter.consume('b', 0).allowed).toBe(true);
    expect(limiter.consume('a', 0).allowed).toBe(false);
  });

  it('keeps memory bounded by evicting the oldest key', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.consume('a', 0);
    limiter.consume('b', 0);
    limiter.consume('c', 0); // evicts 'a'
    expect(limiter.consume('a', 1).allowed).toBe(true);
    expect(limiter.consume('c', 1).allowed).toBe(false);
  });
});

describe('client address', () => {
  const h = (entries: Record<string, string>) => new Headers(entries);
  it('takes the address the nearest proxy appended', () => {
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }))).toBe('198.51.100.7');
  });
  it('falls back to X-Real-IP, then to "unknown"', () => {
    expect(clientIp(h({ 'x-real-ip': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientIp(h({}))).toBe('unknown');
  });
});
