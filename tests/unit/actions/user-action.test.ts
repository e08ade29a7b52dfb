import { z } from 'zod';
import { adminAction, userAction } from '@/lib/actions/user-action';
import { succeed } from '@/lib/actions/result';
import type { CurrentUser } from '@/lib/auth/current-user';

const ada = {
  id: '6f1c1b2e-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  fullName: 'Ada',
};
const staff: CurrentUser = { ...ada, role: 'admin', isAdmin: true };
const customer: CurrentUser = { ...ada, role: 'user', isAdmin: false };
const schema = z.object({ name: z.string().min(1, 'required').max(5, 'tooLong') });

/** Records the order in which the action's steps ran. */
function recorder() {
  const steps: string[] = [];
  return {
    steps,
    identify: (who: CurrentUser | null) => async () => {
      steps.push('authenticate');
      return who;
    },
    authorise: async () => {
      steps.push('authorise');
      return true;
    },
    handler: async (input: { name: string }) => {
      steps.push('mutate');
      return succeed(input.name.toUpperCase());
    },
  };
}

describe('a signed-in user’s action', () => {
  it('parses, authenticates, authorises and mutates, in that order', async () => {
    const r = recorder();
    const action = userAction({
      name: 'test',
      schema,
      identify: r.identify(customer),
      authorise: r.authorise,
      handler: r.handler,
    });
    expect(await action({ name: 'ada' })).toEqual({ ok: true, data: 'ADA' });
    expect(r.steps).toEqual(['authenticate', 'authorise', 'mutate']);
  });

  it('refuses bad input with message references by field, before looking at the session', async () => {
    const r = recorder();
    const action = userAction({
      name: 'test',
      schema,
      identify: r.identify(customer),
      handler: r.handler,
    });
    expect(await action({ name: 'Adaeze' })).toEqual({
      ok: false,
      formError: { key: 'invalidRequest' },
      fieldErrors: { name: [{ key: 'tooLong', values: { max: 5 } }] },
    });
    expect(await action('not an object')).toMatchObject({
      ok: false,
      formError: { key: 'invalidRequest' },
    });
    expect(r.steps).toEqual([]);
  });

  it('asks an anonymous caller to sign in, and refuses one the authorisation turns down', async () => {
    const r = recorder();
    expect(
      await userAction({ name: 'test', schema, identify: r.identify(null), handler: r.handler })({
        name: 'ada',
      }),
    ).toEqual({
      ok: false,
      formError: { key: 'signInRequired' },
    });
    const refused = userAction({
      name: 'test',
      schema,
      identify: r.identify(customer),
      authorise: async () => false,
      handler: r.handler,
    });
    expect(await refused({ name: 'ada' })).toEqual({ ok: false, formError: { key: 'forbidden' } });
    expect(r.steps).not.toContain('mutate');
  });

  it('answers a failed session check and a thrown error with keys, never the error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const down = userAction({
        name: 'test',
        schema,
        identify: async () => Promise.reject(new Error('auth down')),
        handler: recorder().handler,
      });
      expect(await down({ name: 'ada' })).toEqual({ ok: false, formError: { key: 'unavailable' } });
      const broken = userAction({
        name: 'test',
        schema,
        identify: async () => customer,
        handler: async () => Promise.reject(new Error('db down')),
      });
      expect(await broken({ name: 'ada' })).toEqual({
        ok: false,
        formError: { key: 'unexpected' },
      });
      expect(error).toHaveBeenCalledWith(
        '[actions] test failed',
        expect.objectContaining({ message: 'db down' }),
      );
    } finally {
      error.mockRestore();
    }
  });
});

describe('a staff action', () => {
  it('runs for an admin', async () => {
    const r = recorder();
    expect(
      await adminAction({ name: 'test', schema, identify: r.identify(staff), handler: r.handler })({
        name: 'ada',
      }),
    ).toEqual({ ok: true, data: 'ADA' });
  });

  it('refuses a signed-in customer before anything is changed, and an anonymous caller', async () => {
    const r = recorder();
    expect(
      await adminAction({
        name: 'test',
        schema,
        identify: r.identify(customer),
        authorise: r.authorise,
        handler: r.handler,
      })({ name: 'ada' }),
    ).toEqual({
      ok: false,
      formError: { key: 'forbidden' },
    });
    expect(
      await adminAction({ name: 'test', schema, identify: r.identify(null), handler: r.handler })({
        name: 'ada',
      }),
    ).toEqual({
      ok: false,
      formError: { key: 'signInRequired' },
    });
    expect(r.steps).toEqual(['authenticate', 'authenticate']);
  });
});
