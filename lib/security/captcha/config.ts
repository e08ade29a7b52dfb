import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/config/data-dir';
import { positiveInt } from '@/lib/config/env';

/** The proof-of-work algorithm of every challenge; bundled with the widget, no extra worker. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface CaptchaSettings {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solver tries counters from 0 up to a secret one drawn in [counterMin, counterMax]. */
  counterMin: number;
  counterMax: number;
  /** How long a challenge may be solved and submitted. */
  ttlSeconds: number;
}

/**
 * Work per challenge. Production: about 1000 iterations × 2000–5000 attempts (≈ 1 s on a
 * mid-range phone with the widget's workers). The browser tests' server (E2E_HARNESS=1) and
 * any ALTCHA_* variable turn it down so tests solve real challenges in milliseconds.
 */
export function captchaSettings(
  env: Record<string, string | undefined> = process.env,
): CaptchaSettings {
  const test = env.E2E_HARNESS === '1';
  const counterMin = positiveInt(env.ALTCHA_COUNTER_MIN, test ? 5 : 2000);
  return {
    cost: positiveInt(env.ALTCHA_COST, test ? 1 : 1000),
    counterMin,
    counterMax: Math.max(counterMin, positiveInt(env.ALTCHA_COUNTER_MAX, test ? 20 : 5000)),
    ttlSeconds: positiveInt(env.ALTCHA_TTL_SECONDS, 20 * 60),
  };
}

const SECRET_KEY = Symbol.for('registra.captcha.secret');
type Global = typeof globalThis & { [SECRET_KEY]?: string };

/**
 * The HMAC secret that signs challenges: `ALTCHA_HMAC_SECRET`, or one generated once into
 * `${DATA_DIR}/secrets/altcha-hmac.key` (0600) and reused by every later start.
 */
export function captchaSecret(): string {
  const fromEnv = process.env.ALTCHA_HMAC_SECRET;
  if (fromEnv) return fromEnv;
  const g = globalThis as Global;
  if (g[SECRET_KEY]) return g[SECRET_KEY];
  const dir = path.join(dataDir(), 'secrets');
  const file = path.join(dir, 'altcha-hmac.key');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': when two processes start at once, one writes and the other reads what it wrote.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(
      `The captcha secret in ${file} is too short: delete the file to regenerate it.`,
    );
  g[SECRET_KEY] = secret;
  return secret;
}
