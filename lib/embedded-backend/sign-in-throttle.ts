import 'server-only';
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import { query, type Db, type DbTx } from '@/lib/db/database';
import type { WindowRow } from '@/lib/security/shared-rate-limit';
import { sweepNowAndThen } from '@/lib/security/sweep';

// Password guesses, throttled per account (issue 23, finding 5). A hard lock after N failures is
// a lock anyone can trigger: 30 wrong passwords from 30 addresses used to keep the owner out.
// Instead:
// - every failure counts against the account, from wherever it comes; past `captchaAfter` of
//   them, each further attempt on the account needs a solved captcha (the forms' ALTCHA), so
//   guessing costs work while the owner only ticks a box;
// - the failures of one address on one account earn that address a growing wait before its next
//   attempt (1 s, 2 s, 4 s … up to `maxDelaySeconds`). The wait is keyed to the address too,
//   because an account-wide wait is itself a lock: a stranger who guesses each time it ends
//   would keep the owner waiting for ever. So the owner waits only for their own mistakes, at
//   most `maxDelaySeconds`.
// - a success clears the account's count and the address's own (not the other addresses').
// State lives in auth.sign_in_failures (shim.sql), shared by every instance and kept across
// restarts; e-mail addresses and client addresses are stored only as keyed hashes.

export interface ThrottlePolicy {
  /** Failures on an account after which every attempt on it needs a captcha. */
  captchaAfter: number;
  /** Failures from one address on an account after which that address waits between attempts. */
  delayAfter: number;
  /** The longest wait, in seconds. */
  maxDelaySeconds: number;
}

/** The first wait, doubled at each further failure. */
const BASE_DELAY_SECONDS = 1;
/** Failures older than this (since the last one) are forgotten. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** Failures counted for the account, or for one address on it. */
export interface FailureCount {
  failures: number;
  /** Epoch ms of the last counted attempt; null when none. */
  lastFailedAt: number | null;
}

export interface FailureState {
  account: FailureCount;
  source: FailureCount;
}

export type Verdict =
  { kind: 'go' } | { kind: 'wait'; retryAfterSeconds: number } | { kind: 'captcha' };

const NONE: FailureCount = { failures: 0, lastFailedAt: null };

/** The failures that still count at `now`. */
export function liveFailures(count: FailureCount, now: number): number {
  return count.lastFailedAt !== null && now - count.lastFailedAt < FORGET_AFTER_MS
    ? count.failures
    : 0;
}

/** How long an address waits after its `failures`-th failure on an account, in seconds (0: no wait). */
export function delaySeconds(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.delayAfter) return 0;
  const exponent = Math.min(failures - policy.delayAfter, 30);
  return Math.min(policy.maxDelaySeconds, BASE_DELAY_SECONDS * 2 ** exponent);
}

/** Whether an attempt may go ahead: the address's wait first, then the account's captcha. */
export function judge(
  state: FailureState,
  captchaSolved: boolean,
  now: number,
  policy: ThrottlePolicy,
): Verdict {
  const fromSource = liveFailures(state.source, now);
  const wait = delaySeconds(fromSource, policy);
  if (wait > 0 && state.source.lastFailedAt !== null) {
    const until = state.source.lastFailedAt + wait * 1000;
    if (now < until) return { kind: 'wait', retryAfterSeconds: Math.ceil((until - now) / 1000) };
  }
  const onAccount = Math.max(liveFailures(state.account, now), fromSource);
  if (onAccount >= policy.captchaAfter && !captchaSolved) return { kind: 'captcha' };
  return { kind: 'go' };
}

/**
 * The network an address belongs to, as far as one client goes: an IPv4 address itself, an
 * IPv6 address by its /64 (one subscriber's prefix: they can rotate through all of it).
 */
export function addressGroup(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return mapped[1]!;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of a valid IPv6 address, without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address;
  // An IPv4 tail (64:ff9b::192.0.2.1) is the last two groups.
  const v4 = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = '', right] = text.split('::');
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  const gap = right === undefined ? [] : Array<string>(8 - head.length - tail.length).fill('0');
  return [...head, ...gap, ...tail].map((group) => parseInt(group, 16).toString(16));
}

export interface ThrottleKeys {
  account: string;
  source: string;
}

/**
 * The rows' keys: keyed hashes (HMAC-SHA256 under a key derived from the JWT secret, which every
 * instance shares) of the lower-cased e-mail and of the e-mail with the client's address group,
 * so the table names neither. Unknown e-mails are counted like real ones: the answers must not
 * tell which addresses have an account.
 */
export function throttleKeys(jwtSecret: Uint8Array, email: string, ip: string): ThrottleKeys {
  const key = createHmac('sha256', jwtSecret).update('sign-in-throttle').digest();
  const hash = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  const account = hash(email.toLowerCase());
  return { account, source: hash(`${account}\n${addressGroup(ip)}`) };
}

interface Row extends Record<string, unknown> {
  source: string;
  failures: number;
  last_failed_ms: number | string;
}

function stateOf(rows: Row[], keys: ThrottleKeys): FailureState {
  const count = (source: string): FailureCount => {
    const row = rows.find((r) => r.source === source);
    return row
      ? { failures: Number(row.failures), lastFailedAt: Number(row.last_failed_ms) }
      : NONE;
  };
  return { account: count(''), source: count(keys.source) };
}

/** The account's row has source ''; an address's row its hash. */
async function readState(runner: Db | DbTx, keys: ThrottleKeys): Promise<FailureState> {
  const rows = await query<Row>(
    runner,
    sql`select source, failures, (extract(epoch from last_failed_at) * 1000)::float8 as last_failed_ms
        from auth.sign_in_failures where account = ${keys.account} and source in ('', ${keys.source})`,
  );
  return stateOf(rows, keys);
}

/**
 * What an attempt would meet now, read without counting a failure (to refuse early, before the
 * password hash), and in the same statement `counted`: the per-address limit's count
 * (rate-limit.ts, `AuthRateLimiter.count`), whose window comes back beside the verdict. The
 * sign-in's limit and its first read cost one round trip, not two.
 */
export async function peekVerdict(
  db: Db,
  keys: ThrottleKeys,
  now: number,
  policy: ThrottlePolicy,
  counted: SQL,
): Promise<{ verdict: Verdict; window: WindowRow }> {
  // The count returns exactly one row: joined to the account's failure rows (none, one or two).
  const rows = await query<Row & WindowRow>(
    db,
    sql`with counted as (${counted})
        select c.hits, c.reset_ms, f.source, f.failures,
               (extract(epoch from f.last_failed_at) * 1000)::float8 as last_failed_ms
        from counted c
        left join auth.sign_in_failures f on f.account = ${keys.account} and f.source in ('', ${keys.source})`,
  );
  const window = rows[0];
  if (!window) throw new Error('The rate-limit window was not written');
  return { verdict: judge(stateOf(rows, keys), false, now, policy), window };
}

/** The two-key advisory lock space of this table (a one-key lock never conflicts with it). */
const LOCK_CLASS = 0x5349_4e; // 'SIN'

/**
 * Judges an attempt whose password has been checked, and records its outcome: a failure is
 * counted, a success clears the account's count and this address's. One transaction holding the
 * account's advisory lock, across every instance, so parallel guesses are judged one after the
 * other, each seeing the failures before it: none slips past the captcha or the wait. Right
 * passwords count nothing, so one account signing in many times at once is never held up. A
 * refusal here answers the same whatever the password was. Old rows are swept now and then.
 */
export async function settleAttempt(
  db: Db,
  keys: ThrottleKeys,
  {
    now,
    policy,
    captchaSolved,
    passwordOk,
  }: { now: number; policy: ThrottlePolicy; captchaSolved: boolean; passwordOk: boolean },
): Promise<Verdict> {
  const verdict = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int4, hashtext(${keys.account}))`,
    );
    const state = await readState(tx, keys);
    const decided = judge(state, captchaSolved, now, policy);
    if (decided.kind !== 'go') return decided;
    if (passwordOk) {
      await tx.execute(
        sql`delete from auth.sign_in_failures where account = ${keys.account} and source in ('', ${keys.source})`,
      );
      return decided;
    }
    const at = new Date(now).toISOString();
    const account = liveFailures(state.account, now) + 1;
    const source = liveFailures(state.source, now) + 1;
    await tx.execute(
      sql`insert into auth.sign_in_failures as f (account, source, failures, last_failed_at)
          values (${keys.account}, '', ${account}, ${at}::timestamptz),
                 (${keys.account}, ${keys.source}, ${source}, ${at}::timestamptz)
          on conflict (account, source) do update
            set failures = excluded.failures, last_failed_at = excluded.last_failed_at`,
    );
    return decided;
  });
  const cutoff = new Date(now - FORGET_AFTER_MS).toISOString();
  await sweepNowAndThen(
    'sign_in_failures',
    () =>
      db.execute(
        sql`delete from auth.sign_in_failures where last_failed_at < ${cutoff}::timestamptz`,
      ),
    now,
  );
  return verdict;
}
