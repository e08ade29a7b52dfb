import 'server-only';
import { availableParallelism } from 'node:os';
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
export function weakPasswordReasons(
  password: string,
  userInputs: readonly string[] = [],
  { guessable = true }: { guessable?: boolean } = {},
): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) reasons.push('length');
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) reasons.push('characters');
  if (guessable && passwordStrength(password, userInputs).guessable) reasons.push('guessable');
  return reasons;
}

export function weakPasswordMessage(reasons: WeakPasswordReason[]): string {
  const parts: string[] = [];
  if (reasons.includes('length'))
    parts.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (reasons.includes('characters'))
    parts.push('Password should contain at least one letter and one digit.');
  if (reasons.includes('guessable'))
    parts.push('Password is known to be weak and easy to guess, please choose a different one.');
  return parts.join(' ');
}

/**
 * A gate that lets at most `max` tasks run at once; the rest wait in order. A finished task hands
 * its place to the next in line, so none can slip in between.
 */
export function concurrencyLimit(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= max) await new Promise<void>((resume) => waiting.push(resume));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * At most this many bcrypt computations at once (BCRYPT_CONCURRENCY, default one less than the
 * cores, at least 1): each occupies a core for tens of milliseconds, and with every core hashing,
 * the event loop that serves pages waits its turn.
 */
const limited = concurrencyLimit(
  Math.max(1, Number(process.env.BCRYPT_CONCURRENCY) || availableParallelism() - 1),
);

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, { cost: COST, version: '2a' }));
}

/** Checks a password against a stored hash (or a dummy one when there is none, to keep timing flat). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const ok = await limited(() => verify(password, stored ?? DUMMY_HASH));
  return ok && stored !== null;
}
