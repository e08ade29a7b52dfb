import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { listOwnTokens, tokenHolder } from '@/lib/api/tokens';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { customer, staff, type Actor, type NoActor } from '@/lib/commands/actor';
import { createApiToken } from '@/lib/commands/api/create-api-token';
import { revokeApiToken } from '@/lib/commands/api/revoke-api-token';
import { runCommand, type Command } from '@/lib/commands/run';
import { query, type Database } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';

/**
 * Issue 37, personal access tokens: a customer makes, lists and revokes their own; only the hash
 * is stored; a token names its owner and scope until it is revoked, then nothing at once; nobody
 * reads or revokes another's.
 */
describe.each(testDrivers())('API tokens on %s', (driver) => {
  let database: Database;
  const sam: CurrentUser = {
    id: randomUUID(),
    email: 'sam.staff@example.com',
    fullName: 'Sam Staff',
    role: 'admin',
    isAdmin: true,
  };
  const ada: SignedInUser = { id: randomUUID(), email: 'ada@example.com', fullName: 'Ada Okafor' };
  const bola: SignedInUser = { id: randomUUID(), email: 'bola@example.com', fullName: 'Bola M' };

  const run = <S extends z.ZodType, T, P>(
    command: Command<S, T, P>,
    actor: Actor | NoActor,
    raw: unknown,
  ) => runCommand(command, actor, raw, { database });

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await query(
      database.db,
      sql`insert into auth.users (id, email) values
      (${sam.id}, ${sam.email}), (${ada.id}, ${ada.email}), (${bola.id}, ${bola.email})`,
    );
    await query(
      database.db,
      sql`insert into public.user_roles (user_id, role) values (${sam.id}, 'admin')`,
    );
  }, 120_000);
  afterAll(() => database.close());

  const make = async (who: SignedInUser, name: string, scope: string) => {
    const made = await run(createApiToken, customer(who), { name, scope });
    if (!made.ok) throw new Error(JSON.stringify(made));
    return made.data;
  };

  it('shows the secret once, stores only its hash, and names its owner and scope', async () => {
    const { token, record } = await make(ada, ' Accounting ', 'read');
    expect(token).toMatch(/^rgpat_[A-Za-z0-9_-]{43}$/);
    expect(record).toMatchObject({ name: 'Accounting', scope: 'read', hint: token.slice(0, 10) });
    const stored = await query<{ token_hash: string }>(
      database.db,
      sql`select token_hash from public.api_tokens where id = ${record.id}`,
    );
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token.slice(6));
    const holder = await tokenHolder(token, database);
    expect(holder).toEqual({
      tokenId: record.id,
      scope: 'read',
      user: { id: ada.id, email: ada.email, fullName: '' },
    });
    const [listed] = await asUser(ada.id, (tx) => listOwnTokens(tx, ada.id), database);
    expect(listed!.lastUsedAt).not.toBeNull();
  });

  it('refuses a revoked token at once, and an unknown or malformed one', async () => {
    const { token, record } = await make(ada, 'Assistant', 'read_order');
    expect((await tokenHolder(token, database))?.scope).toBe('read_order');
    expect(await run(revokeApiToken, customer(ada), { tokenId: record.id })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await tokenHolder(token, database)).toBeNull();
    expect(await run(revokeApiToken, customer(ada), { tokenId: record.id })).toMatchObject({
      formError: { key: 'notFound' },
    });
    expect(await tokenHolder(`${token.slice(0, -1)}A`, database)).toBeNull();
    expect(await tokenHolder('not-a-token', database)).toBeNull();
  });

  it("nobody reads or revokes another's token, staff included", async () => {
    const { token, record } = await make(bola, 'Bola tool', 'read');
    expect(await run(revokeApiToken, customer(ada), { tokenId: record.id })).toMatchObject({
      formError: { key: 'notFound' },
    });
    expect(await run(revokeApiToken, staff(sam), { tokenId: record.id })).toMatchObject({
      formError: { key: 'forbidden' },
    });
    expect(await asUser(ada.id, (tx) => listOwnTokens(tx, bola.id), database)).toEqual([]);
    expect(await asUser(sam.id, (tx) => listOwnTokens(tx, bola.id), database)).toEqual([]);
    expect((await tokenHolder(token, database))?.user.id).toBe(bola.id);
    // A customer cannot write a token for another, nor un-revoke one, even straight in SQL.
    await expect(
      asUser(
        ada.id,
        (tx) =>
          query(
            tx,
            sql`insert into public.api_tokens (user_id, name, scope, token_hash, token_hint)
                values (${bola.id}, 'x', 'read', ${'a'.repeat(64)}, 'rgpat_xxxx')`,
          ),
        database,
      ),
    ).rejects.toThrow();
    await expect(
      asUser(
        bola.id,
        (tx) => query(tx, sql`update public.api_tokens set scope = 'read_order'`),
        database,
      ),
    ).rejects.toThrow();
  });

  it('refuses a nameless token and an unknown scope, and staff making one', async () => {
    expect(await run(createApiToken, customer(ada), { name: ' ', scope: 'read' })).toMatchObject({
      fieldErrors: { name: [{ key: 'nameRequired' }] },
    });
    expect(await run(createApiToken, customer(ada), { name: 'x', scope: 'all' })).toMatchObject({
      fieldErrors: { scope: [{ key: 'scopeRequired' }] },
    });
    expect(await run(createApiToken, staff(sam), { name: 'x', scope: 'read' })).toMatchObject({
      formError: { key: 'forbidden' },
    });
  });
});
