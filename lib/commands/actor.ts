import 'server-only';
import {
  getCurrentUser,
  getSignedInUser,
  type CurrentUser,
  type SignedInUser,
} from '@/lib/auth/current-user';

/**
 * The systems that act without a person: the scheduler's jobs and the payment providers'
 * webhooks. Each name is what the audit log shows ("System (Paystack)").
 */
// signing_link: a resolution's signatory, proven by the link mailed to them (issue 34).
export const SYSTEM_ACTORS = ['scheduler', 'paystack', 'stripe', 'signing_link'] as const;
export type SystemName = (typeof SYSTEM_ACTORS)[number];

/**
 * Who runs a command: a customer (acting as themselves under row-level security), a member of
 * staff (their role read from the database for this request), or the system, named.
 */
export type Actor =
  | { kind: 'customer'; user: SignedInUser }
  | { kind: 'staff'; user: CurrentUser }
  | { kind: 'system'; name: SystemName };

/**
 * Nobody identified: signed out, or (`unavailable`) the session could not be checked because the
 * Auth server or the database did not answer; that caller may be signed in and is told to retry.
 */
export type NoActor = { kind: 'anonymous'; unavailable?: boolean };

export const customer = (user: SignedInUser): Actor => ({ kind: 'customer', user });
export const staff = (user: CurrentUser): Actor => ({ kind: 'staff', user });
export const system = (name: SystemName): Actor => ({ kind: 'system', name });

/** A person's actor from their user and role: staff when the database says admin. */
export function actorOf(user: CurrentUser): Actor {
  return user.isAdmin ? staff(user) : customer(user);
}

/** The signed-in person's id, or null for the system. */
export function actorUserId(actor: Actor): string | null {
  return actor.kind === 'system' ? null : actor.user.id;
}

async function fromSession<U>(
  read: () => Promise<U | null>,
  toActor: (user: U) => Actor,
): Promise<Actor | NoActor> {
  try {
    const user = await read();
    return user ? toActor(user) : { kind: 'anonymous' };
  } catch (error) {
    console.error('[commands] the session could not be checked', error);
    return { kind: 'anonymous', unavailable: true };
  }
}

/**
 * The request's caller with their role read from the database (a server action is a public
 * endpoint: the proxy's gate and the admin layout do not protect it). For staff commands.
 */
export function actorFromSession(): Promise<Actor | NoActor> {
  return fromSession(getCurrentUser, actorOf);
}

/**
 * The request's caller as a customer, without the role lookup (one transaction less): for
 * commands a person runs on their own records, where row-level security decides.
 */
export function customerFromSession(): Promise<Actor | NoActor> {
  return fromSession(getSignedInUser, customer);
}
