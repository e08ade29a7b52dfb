import { currentUserFrom, signedInUserFrom, type CurrentUserSource } from '@/lib/auth/current-user';
import { roleFromLookup } from '@/lib/auth/roles';
import { SessionUncheckableError, UNAVAILABLE_DIGEST } from '@/lib/auth/unavailable';

const USER_ID = '8d0fd2b4-8b5e-4c5c-9a55-0f7c3c1c2b11';

/** A stand-in for the Supabase client: the claims getClaims() returns and what the role rpc answers. */
function source(
  claims: Record<string, unknown> | null,
  role: () => Promise<{ data: unknown; error: unknown }>,
): CurrentUserSource {
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
      source(
        { sub: USER_ID, email: 'ada@example.com', user_metadata: { full_name: ' Ada Obi ' } },
        async () => ({
          data: 'admin',
          error: null,
        }),
      ),
    );
    expect(user).toEqual({
      id: USER_ID,
      email: 'ada@example.com',
      fullName: 'Ada Obi',
      role: 'admin',
      isAdmin: true,
    });
  });

  it("uses '' for a missing e-mail and 'user' when the lookup finds no role", async () => {
    const user = await currentUserFrom(
      source({ sub: USER_ID }, async () => ({ data: null, error: null })),
    );
    expect(user).toEqual({ id: USER_ID, email: '', fullName: '', role: 'user', isAdmin: false });
  });

  it('logs a lookup error and falls back to user', async () => {
    const log = jest.fn();
    const user = await currentUserFrom(
      source({ sub: USER_ID, email: 'a@b.co' }, async () => ({
        data: null,
        error: { code: 'PGRST202' },
      })),
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
    const user = await signedInUserFrom(
      source({ sub: USER_ID, email: 'ada@example.com', user_metadata: { full_name: 'Ada' } }, role),
    );
    expect(user).toEqual({ id: USER_ID, email: 'ada@example.com', fullName: 'Ada' });
    expect(role).not.toHaveBeenCalled();
  });

  it('returns null for an anonymous caller or a token that does not verify', async () => {
    expect(await signedInUserFrom(source(null, jest.fn()))).toBeNull();
    expect(
      await signedInUserFrom({
        auth: { getClaims: async () => ({ data: null, error: new Error('invalid JWT') }) },
      }),
    ).toBeNull();
  });
});

// Issue 29, item 10: with the database down, the Auth server answers 5xx (or nothing), and a
// signed-in customer was taken for an anonymous one and shown the sign-in form.
describe('when the session cannot be checked', () => {
  /** What supabase-js returns when the Auth server answers 503 or cannot be reached. */
  const retryable = (status: number) =>
    Object.assign(new Error('The service is temporarily unavailable'), {
      name: 'AuthRetryableFetchError',
      status,
    });

  it.each([503, 500, 0])(
    'throws SessionUncheckableError (digest for the error page) when the Auth server answers %i',
    async (status) => {
      const down: CurrentUserSource = {
        auth: { getClaims: async () => ({ data: null, error: retryable(status) }) },
        rpc: jest.fn(),
      };
      const failure = await signedInUserFrom(down).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(SessionUncheckableError);
      expect((failure as SessionUncheckableError).digest).toBe(UNAVAILABLE_DIGEST);
      await expect(currentUserFrom(down)).rejects.toBeInstanceOf(SessionUncheckableError);
    },
  );

  it('throws SessionUncheckableError when the check itself throws', async () => {
    await expect(
      signedInUserFrom({
        auth: {
          getClaims: async () => {
            throw new TypeError('fetch failed');
          },
        },
      }),
    ).rejects.toBeInstanceOf(SessionUncheckableError);
  });

  it('throws SessionUncheckableError when the role lookup answers 503, rather than demote staff', async () => {
    const log = jest.fn();
    const lookup = currentUserFrom(
      {
        auth: { getClaims: async () => ({ data: { claims: { sub: USER_ID } }, error: null }) },
        rpc: async () =>
          ({ data: null, error: { message: 'unavailable' }, status: 503 }) as {
            data: unknown;
            error: unknown;
          },
      },
      log,
    );
    await expect(lookup).rejects.toBeInstanceOf(SessionUncheckableError);
    expect(log).not.toHaveBeenCalled();
  });
});
