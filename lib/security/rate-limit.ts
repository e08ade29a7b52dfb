/**
 * A small in-memory, fixed-window rate limiter for public forms (contact, careers).
 *
 * Each key (usually `<form>:<client ip>`) may act `limit` times per `windowMs`; the window
 * starts at the key's first hit. State lives in this process only: one server (the embedded
 * mode's shape) is exact; several instances each count on their own, so the effective limit is
 * `limit × instances` — put a shared store (Redis, Postgres) behind the same interface then.
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
 * The client's address as the nearest proxy saw it: the last entry of `X-Forwarded-For`
 * (a proxy appends the address it received the request from; `next start` without a proxy
 * fills the header with the socket address when it is absent), else `X-Real-IP`, else
 * 'unknown'. Deploy behind a proxy that sets the header, or a client can pick its own key.
 */
export function clientIp(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded) {
    const parts = forwarded
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = parts[parts.length - 1];
    if (last) return last.slice(0, 64);
  }
  const real = headers.get('x-real-ip')?.trim();
  return real ? real.slice(0, 64) : 'unknown';
}
