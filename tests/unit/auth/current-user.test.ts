import { currentUserFrom, signedInUserFrom, type CurrentUserSource } from '@/lib/auth/current-user';
import { roleFromLookup } from '@/lib/auth/roles';

const USER_ID = '8d0fd2b4-8b5e-4c5c-9a55-0f7c3c1c2b11';

/** A stand-in for the Supabase client: the claims getClaims() returns and what the role rpc answers. */
function source(claims: Record<string, unknown> | null, role: () => Promise<{ data: unknown; error: unknown }>): CurrentUserSource {
  return {
    auth: { getClaims: async () => ({ data: claims ? { claims } : null, error: null }) },
    rpc: () => role(),
  };
}

describe('roleFromLookup', () => {
  it('grants admin only when the database says admin', () => {
    expect(roleFromLookup({ data: 'admin', error: null })).toBe('admin');
    expect(roleFromLookup({ data: 'user', error: null })).toBe('user');
    expect(roleFromLookup({ data: 'ADMIN', error: null })).toBe('user');
  });

  it('treats a lookup that finds nothing as a regular user', () => {
    expect(roleFromLookup({ data: null, error: null })).toBe('user');
    expect(roleFromLookup({ data: undefined, error: null })).toBe('user');
  });

  it('logs a failed lookup and falls back to user, even if data says admin', () => {
    const log = jest.fn();
    expect(roleFromLookup({ data: 'admin', error: { message: 'boom' } }, log)).toBe('user');
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('currentUserFrom', () => {
  it('returns null for an anonymous caller without asking for a role', async () => {
    const role = jest.fn();
    expect(await currentUserFrom(source(null, role))).toBeNull();
    expect(role).not.toHaveBeenCalled();
  });

  it('returns null when the token does not verify', async () => {
    const failing: CurrentUserSource = {
      auth: { getClaims: async () => ({ data: null, error: new Error('invalid JWT') }) },
      rpc: jest.fn(),
    };
    expect(await currentUserFrom(failing)).toBeNull();
  });

  it('builds an admin from the claims and an admin role', async () => {
    const user = await currentUserFrom(
      source({ sub: USER_ID, email: 'ada@example.com', user_metadata: { full_name: ' Ada Obi ' } }, async () => ({
        data: 'admin',
        error: null,
      })),
    );
    expect(user).toEqual({ id: USER_ID, email: 'ada@example.com', fullName: 'Ada Obi', role: 'admin', isAdmin: true });
  });

  it("uses '' for a missing e-mail and 'user' when the lookup finds no role", async () => {
    const user = await currentUserFrom(source({ sub: USER_ID }, async () => ({ data: null, error: null })));
    expect(user).toEqual({ id: USER_ID, email: '', fullName: '', role: 'user', isAdmin: false });
  });

  it('logs a lookup error and falls back to user', async () => {
    const log = jest.fn();
    const user = await currentUserFrom(
      source({ sub: USER_ID, email: 'a@b.co' }, async () => ({ data: null, error: { code: 'PGRST202' } })),
      log,
    );
    expect(user?.role).toBe('user');
    expect(user?.isAdmin).toBe(false);
    expect(log).toHaveBeenCalled();
  });

  it('treats a thrown lookup (network failure) like a lookup error', async () => {
    const log = jest.fn();
    const user = await currentUserFrom(
      source({ sub: USER_ID, email: 'a@b.co' }, async () => {
        throw new TypeError('fetch failed');
      }),
      log,
    );
    expect(user?.role).toBe('user');
    expect(log).toHaveBeenCalled();
  });
});

describe('signedInUserFrom', () => {
  it('returns the verified identity without looking up the role', async () => {
    const role = jest.fn();
    const user = await signedInUserFrom(source({ sub: USER_ID, email: 'ada@example.com', user_metadata: { full_name: 'Ada' } }, role));
    expect(user).toEqual({ id: USER_ID, email: 'ada@example.com', fullName: 'Ada' });
    expect(role).not.toHaveBeenCalled();
  });

  it('returns null for an anonymous caller or a token that does not verify', async () => {
    expect(await signedInUserFrom(source(null, jest.fn()))).toBeNull();
    expect(await signedInUserFrom({ auth: { getClaims: async () => ({ data: null, error: new Error('invalid JWT') }) } })).toBeNull();
  });
});
