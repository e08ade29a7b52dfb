import 'server-only';
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_ALGORITHM, captchaSecret, captchaSettings } from '@/lib/captcha/config';
import { createUsedChallengeStore, type UsedChallengeStore } from '@/lib/captcha/replay-store';

export type CaptchaOutcome = 'ok' | 'missing' | 'malformed' | 'invalid' | 'expired' | 'replayed';

const STORE_KEY = Symbol.for('registra.captcha.used');
type Global = typeof globalThis & { [STORE_KEY]?: UsedChallengeStore };

/** One store per process, shared by the route handler and the server actions' bundles. */
function usedChallenges(): UsedChallengeStore {
  const g = globalThis as Global;
  return (g[STORE_KEY] ??= createUsedChallengeStore());
}

/** The challenge's signing secret and, derived from it, the one that signs the expected key. */
function secrets() {
  const hmacSignatureSecret = captchaSecret();
  const hmacKeySignatureSecret = createHmac('sha256', hmacSignatureSecret)
    .update('altcha-key-signature')
    .digest('hex');
  return { hmacSignatureSecret, hmacKeySignatureSecret };
}

/** A fresh signed challenge for the widget (deterministic mode: the server knows the answer's key). */
export async function createCaptchaChallenge(now = Date.now()): Promise<Challenge> {
  const settings = captchaSettings();
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: settings.cost,
    counter: randomInt(settings.counterMax, settings.counterMin),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + settings.ttlSeconds,
    ...secrets(),
  });
}

interface ClientPayload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string; time?: number };
}

function parsePayload(value: string): ClientPayload | null {
  if (value.length > 10_000) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed as Partial<ClientPayload>;
    const p = challenge?.parameters;
    if (!p || typeof p.nonce !== 'string' || typeof p.algorithm !== 'string') return null;
    if (
      !solution ||
      typeof solution.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    )
      return null;
    return { challenge, solution } as ClientPayload;
  } catch {
    return null;
  }
}

/**
 * Checks the widget's payload: signed by us, not expired, solved, and never redeemed before
 * (the challenge's nonce is recorded until it expires). Never throws.
 */
export async function verifyCaptcha(payload: unknown, now = Date.now()): Promise<CaptchaOutcome> {
  if (typeof payload !== 'string' || payload.trim() === '') return 'missing';
  const parsed = parsePayload(payload.trim());
  if (!parsed) return 'malformed';
  const { parameters } = parsed.challenge;
  // Our challenges always carry an expiry (it bounds the replay store) and our algorithm.
  if (parameters.algorithm !== CAPTCHA_ALGORITHM || typeof parameters.expiresAt !== 'number')
    return 'invalid';
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      ...secrets(),
    });
    if (result.expired || parameters.expiresAt * 1000 <= now) return 'expired';
    if (!result.verified) return 'invalid';
  } catch (error) {
    console.warn('[captcha] verification failed:', error instanceof Error ? error.message : error);
    return 'invalid';
  }
  return usedChallenges().claim(parameters.nonce, parameters.expiresAt * 1000, now)
    ? 'ok'
    : 'replayed';
}
