import { positiveInt } from '@/lib/config/env';

/**
 * What a rate limiter says of one attempt. Every limit lives in Postgres, shared by the
 * instances and kept across restarts: the forms', uploads', submissions' and captcha
 * challenges' in lib/security/shared-rate-limit.ts, the embedded auth server's in
 * lib/embedded-backend/rate-limit.ts. None is kept in a process's memory: behind N instances it
 * would allow N times as much.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Attempts left in the current window after this one (0 when refused). */
  remaining: number;
  /** Seconds until the window resets (0 when allowed and nothing is pending). */
  retryAfterSeconds: number;
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
