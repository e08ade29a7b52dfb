import 'server-only';
import { hash, hashSync, verify } from '@node-rs/bcrypt';
import { passwordStrength } from '@/lib/security/password-strength';

// GoTrue stores bcrypt hashes ($2a$/$2b$, cost 10, its default), so hashes made here stay
// verifiable by hosted Supabase after a migration. @node-rs/bcrypt hashes natively on libuv's
// thread pool, off the event loop: sign-ins in flight no longer stall every other request
// (bcryptjs, pure JavaScript, ran on the one event-loop thread).
const COST = 10;
// A hash to compare against when the e-mail is unknown, so both cases take the same time.
const DUMMY_HASH = hashSync('timing-equaliser-0', { cost: COST, version: '2a' });

/** Supabase's reasons, and `guessable`: a common or easily guessed password (zxcvbn score below 3). */
export type WeakPasswordReason = 'length' | 'characters' | 'guessable';

export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords (400 validation_failed). */
export const MAX_PASSWORD_BYTES = 72;

/**
 * Why a password is too weak: fewer than 8 characters → 'length'; no letter-and-digit mix →
 * 'characters'; common or easy to guess (password1, Passw0rd, the person's own e-mail) → 'guessable'.
 */
export function weakPasswordReasons(password: string, userInputs: readonly string[] = []): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) reasons.push('length');
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) reasons.push('characters');
  if (passwordStrength(password, userInputs).guessable) reasons.push('guessable');
  return reasons;
}

export function weakPasswordMessage(reasons: WeakPasswordReason[]): string {
  const parts: string[] = [];
  if (reasons.includes('length')) parts.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (reasons.includes('characters')) parts.push('Password should contain at least one letter and one digit.');
  if (reasons.includes('guessable')) parts.push('Password is known to be weak and easy to guess, please choose a different one.');
  return parts.join(' ');
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { cost: COST, version: '2a' });
}

/** Checks a password against a stored hash (or a dummy one when there is none, to keep timing flat). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const ok = await verify(password, stored ?? DUMMY_HASH);
  return ok && stored !== null;
}
