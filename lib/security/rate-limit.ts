import { positiveInt } from '@/lib/config/env';

/**
 * A small in-memory, fixed-window rate limiter, for cheap endpoints where a per-process count is
 * enough (the captcha's challenges, wizard uploads). The forms' own limit, which must hold across
 * instances and restarts, lives in Postgres (lib/security/shared-rate-limit.ts).
 *
 * Each key may act `limit` times per `windowMs`; the window starts at the key's first hit.
 * Several instances each count on their own, so the effective limit is `limit × instances`.
 * Memory is bounded: expired windows are swept, and at `maxKeys` the oldest key is evicted.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Attempts left in the current window after this one (0 when refused). */
  remaining: number;
  /** Seconds until the window resets (0 when allowed and nothing is pending). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is allowed. */
  consume(key: string, now?: number): RateLimitDecision;
  /** Forgets every key (tests). */
  reset(): void;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: RateLimiterOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('limit must be a positive integer');
  if (!(windowMs > 0)) throw new Error('windowMs must be positive');
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;

  function sweep(now: number) {
    if (now < nextSweep && windows.size < maxKeys) return;
    nextSweep = now + windowMs;
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
    while (windows.size >= maxKeys) {
      const oldest = windows.keys().next();
      if (oldest.done) break;
      windows.delete(oldest.value);
    }
  }

  return {
    consume(key, now = Date.now()) {
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        windows.delete(key);
        sweep(now);
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      const retryAfterSeconds = Math.ceil((entry.resetAt - now) / 1000);
      if (entry.count >= limit) return { allowed: false, remaining: 0, retryAfterSeconds };
      entry.count += 1;
      return { allowed: true, remaining: limit - entry.count, retryAfterSeconds };
    },
    reset() {
      windows.clear();
      nextSweep = 0;
    },
  };
}

/**
 * How many proxies in front of the app append to `X-Forwarded-For` (TRUSTED_PROXY_HOPS,
 * default 1): one reverse proxy → 1; a CDN and then nginx → 2. Anything not a positive whole
 * number reads as 1.
 */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  return positiveInt(env.TRUSTED_PROXY_HOPS, 1);
}

/**
 * The client's address: the `hops`-th `X-Forwarded-For` entry from the right. Each trusted
 * proxy appends the address it received the request from, so the entries right of that one are
 * the proxies' own, and the ones left of it are whatever the client sent (not trusted). With
 * fewer entries than hops, every entry came from a proxy: the leftmost is the nearest to the
 * client. Else `X-Real-IP`, else 'unknown'.
 *
 * IMPORTANT: without a proxy in front, `next start` keeps an `X-Forwarded-For` sent by the client
 * (it fills the header from the socket only when it is absent), so a client picks its own
 * address: production must run behind a proxy that sets the header.
 */
export function clientIp(headers: Pick<Headers, 'get'>, hops = trustedProxyHops()): string {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded) {
    const parts = forwarded
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const client = parts[Math.max(0, parts.length - hops)];
    if (client) return client.slice(0, 64);
  }
  const real = headers.get('x-real-ip')?.trim();
  return real ? real.slice(0, 64) : 'unknown';
}
