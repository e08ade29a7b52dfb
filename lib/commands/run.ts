import 'server-only';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fail, type ActionFailure, type ActionResult } from '@/lib/actions/result';
import type { Database, DbTx } from '@/lib/db/database';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { asUser, withServiceRole } from '@/lib/db/rls';
import type { FileStorage } from '@/lib/storage/storage';
import { fieldErrorsOf, issuesFrom } from '@/lib/validation/issues';
import type { Actor, NoActor } from './actor';

/** What a command may be given besides its input: tests pass their own database and storage. */
export type CommandDeps = { database?: Database; storage?: FileStorage };

export type CommandContext<P> = CommandDeps & {
  /** What `prepare` made before the transaction (a stored file), if the command has one. */
  prepared: P;
  /**
   * Work once the transaction has committed, never if it rolls back: removing a file the change
   * stopped naming. Not for mails (enqueue them in the transaction). A failure is logged only:
   * the change has landed.
   */
  afterCommit: (work: () => Promise<void>) => void;
};

/**
 * An operation, whoever runs it (a person through a server action, a provider's webhook, a job):
 * who may run it, its input, and what it does in one transaction. `run` writes the change, its
 * audit row (recordAudit with the actor) and enqueues what it causes (its mails, enqueueMail) in
 * `tx`; a failure it returns rolls all of it back.
 */
export type Command<S extends z.ZodType, T, P = undefined> = {
  /** For the logs: `area.verb`. */
  name: string;
  schema: S;
  /** Which kinds of actor may run it at all; anyone else gets `forbidden`. */
  allowed: (actor: Actor) => boolean;
  /** A further check on this actor and input in the command's transaction (e.g. owns the application). */
  authorise?: (input: z.output<S>, actor: Actor, tx: DbTx) => Promise<boolean>;
  /** Work outside the transaction, before it (storing an uploaded file): a failure ends the command. */
  prepare?: (input: z.output<S>, actor: Actor, deps: CommandDeps) => Promise<ActionResult<P>>;
  /** Undoes `prepare` when the transaction did not commit (nothing names the stored file). */
  discard?: (prepared: P, deps: CommandDeps) => Promise<void>;
  run: (
    input: z.output<S>,
    actor: Actor,
    tx: DbTx,
    context: CommandContext<P>,
  ) => Promise<ActionResult<T>>;
  /** The database's own refusals (a check constraint, a policy) as this command's message keys. */
  refusalOf?: (error: unknown) => ActionFailure | null;
};

export function defineCommand<S extends z.ZodType, T, P = undefined>(
  command: Command<S, T, P>,
): Command<S, T, P> {
  return command;
}

/** Who may run what: the `allowed` of most commands. */
export const staffOnly = (actor: Actor) => actor.kind === 'staff';
export const staffOrSystem = (actor: Actor) => actor.kind === 'staff' || actor.kind === 'system';
export const customersOnly = (actor: Actor) => actor.kind === 'customer';

/** A refusal returned by `run`, thrown through the transaction so that it rolls back. */
class Refused {
  constructor(readonly failure: ActionFailure) {}
}

/**
 * One transaction as the actor: a person under row-level security (`asUser`: the database applies
 * their rights whatever the code checked), the system as the service role, its name kept in
 * `app.actor_name` for the database's own audit rows (migration 20261128100300).
 */
function inTransactionOf<T>(
  actor: Actor,
  work: (tx: DbTx) => Promise<T>,
  database?: Database,
): Promise<T> {
  if (actor.kind !== 'system') return asUser(actor.user.id, work, database);
  // The system acts for no user: a provider's confirmation or the scheduler's job.
  return withServiceRole(async (tx) => {
    await tx.execute(sql`select set_config('app.actor_name', ${actor.name}, true)`);
    return work(tx);
  }, database);
}

/**
 * Runs `command` for `actor`: validate the input with zod (`invalidRequest` with the field
 * errors) → who is calling (`signInRequired`, or `unavailable` when the session could not be
 * checked) → may this kind of actor run it (`forbidden`) → `prepare` → one transaction:
 * `authorise` (`forbidden`), `run` → commit → its `afterCommit` work. Never throws: the database not answering is
 * `unavailable` (nothing was stored, the caller may retry), anything else `unexpected` (logged).
 */
export async function runCommand<S extends z.ZodType, T, P>(
  command: Command<S, T, P>,
  actor: Actor | NoActor,
  raw: unknown,
  deps: CommandDeps = {},
): Promise<ActionResult<T>> {
  const parsed = command.schema.safeParse(raw);
  if (!parsed.success)
    return fail('invalidRequest', undefined, {
      fieldErrors: fieldErrorsOf(issuesFrom(parsed.error)),
    });
  if (actor.kind === 'anonymous') return fail(actor.unavailable ? 'unavailable' : 'signInRequired');
  if (!command.allowed(actor)) return fail('forbidden');
  const input = parsed.data;
  let prepared: { value: P } | null = null;
  const committed: (() => Promise<void>)[] = [];
  let result: ActionResult<T>;
  try {
    if (command.prepare) {
      const made = await command.prepare(input, actor, deps);
      if (!made.ok) return made;
      prepared = { value: made.data };
    }
    result = await inTransactionOf(
      actor,
      async (tx) => {
        if (command.authorise && !(await command.authorise(input, actor, tx)))
          throw new Refused(fail('forbidden'));
        const done = await command.run(input, actor, tx, {
          ...deps,
          prepared: prepared?.value as P,
          afterCommit: (work) => committed.push(work),
        });
        if (!done.ok) throw new Refused(done);
        return done;
      },
      deps.database,
    );
  } catch (thrown) {
    if (prepared && command.discard) await command.discard(prepared.value, deps).catch(() => {});
    if (thrown instanceof Refused) return thrown.failure;
    const refusal = command.refusalOf?.(thrown);
    if (refusal) return refusal;
    console.error(`[commands] ${command.name} failed`, thrown);
    return fail(isDatabaseUnavailable(thrown) ? 'unavailable' : 'unexpected');
  }
  for (const work of committed)
    await work().catch((error: unknown) =>
      console.error(`[commands] ${command.name}: work after the commit failed`, error),
    );
  return result;
}
