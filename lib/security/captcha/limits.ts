import { createRateLimiter, type RateLimiter } from '@/lib/security/rate-limit';

const KEY = Symbol.for('registra.captcha.limiter');
type Global = typeof globalThis & { [KEY]?: RateLimiter };

/** Challenges per client address: 60 a minute is far above any person and caps cheap flooding. */
export function captchaLimiter(): RateLimiter {
  const g = globalThis as Global;
  return (g[KEY] ??= createRateLimiter({ limit: 60, windowMs: 60_000 }));
}
