import 'server-only';
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_ALGORITHM, captchaSecret, captchaSettings } from '@/lib/security/captcha/config';
import { claimCaptchaNonce } from '@/lib/security/captcha/replay-store';
import type { Database } from '@/lib/db/database';

export type CaptchaOutcome = 'ok' | 'missing' | 'malformed' | 'invalid' | 'expired' | 'replayed';

/** A payload's verdict before the replay check: a genuine solution names its nonce and expiry. */
export type CaptchaCheck =
  | { outcome: 'ok'; nonce: string; expiresAtMs: number }
  | { outcome: Exclude<CaptchaOutcome, 'ok' | 'replayed'> };

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
 * Checks the widget's payload without recording anything: signed by us, not expired, solved.
 * Only HMACs (the expected key is signed into the challenge), so a forged payload costs the
 * server next to nothing. Never throws.
 */
export async function checkCaptcha(payload: unknown, now = Date.now()): Promise<CaptchaCheck> {
  if (typeof payload !== 'string' || payload.trim() === '') return { outcome: 'missing' };
  const parsed = parsePayload(payload.trim());
  if (!parsed) return { outcome: 'malformed' };
  const { parameters } = parsed.challenge;
  // Our challenges always carry an expiry (it bounds the replay store) and our algorithm.
  if (parameters.algorithm !== CAPTCHA_ALGORITHM || typeof parameters.expiresAt !== 'number')
    return { outcome: 'invalid' };
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      ...secrets(),
    });
    if (result.expired || parameters.expiresAt * 1000 <= now) return { outcome: 'expired' };
    if (!result.verified) return { outcome: 'invalid' };
  } catch (error) {
    console.warn('[captcha] verification failed:', error instanceof Error ? error.message : error);
    return { outcome: 'invalid' };
  }
  return { outcome: 'ok', nonce: parameters.nonce, expiresAtMs: parameters.expiresAt * 1000 };
}

/**
 * Checks the widget's payload (`checkCaptcha`) and redeems it: its nonce is recorded in the
 * database until the challenge expires, so it is accepted once across every instance and
 * restart. Throws only when the database does.
 */
export async function verifyCaptcha(
  payload: unknown,
  { now = Date.now(), database }: { now?: number; database?: Database } = {},
): Promise<CaptchaOutcome> {
  const check = await checkCaptcha(payload, now);
  if (check.outcome !== 'ok') return check.outcome;
  return (await claimCaptchaNonce(check.nonce, check.expiresAtMs, { now, database }))
    ? 'ok'
    : 'replayed';
}
