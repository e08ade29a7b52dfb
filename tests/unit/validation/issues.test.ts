import { z } from 'zod';
import { addIssuesOf, fieldErrorsOf, issuesFrom } from '@/lib/validation/issues';

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return issuesFrom(result.error);
}

describe('validation messages as references', () => {
  it('carries the upper bound of a length or size check as the message’s value', () => {
    const schema = z.object({
      name: z.string().min(1, 'required').max(5, 'tooLong'),
      objects: z.array(z.string()).max(1, 'tooMany'),
    });
    expect(issuesOf(schema, { name: 'Adaeze', objects: ['a', 'b'] })).toEqual([
      { path: ['name'], key: 'tooLong', values: { max: 5 } },
      { path: ['objects'], key: 'tooMany', values: { max: 1 } },
    ]);
  });

  it('carries the values a rule gives with its message', () => {
    const schema = z.object({ shares: z.array(z.number()) }).superRefine((v, ctx) => {
      const allotted = v.shares.reduce((a, b) => a + b, 0);
      if (allotted !== 10)
        ctx.addIssue({
          code: 'custom',
          path: ['shares', 0],
          message: 'sharesTotal',
          params: { total: 10, allotted },
        });
    });
    expect(issuesOf(schema, { shares: [4, 5] })).toEqual([
      { path: ['shares', 0], key: 'sharesTotal', values: { total: 10, allotted: 9 } },
    ]);
    const phone = z.string().refine(() => false, { message: 'phone', params: { country: 'NG' } });
    expect(issuesOf(phone, '0803')).toEqual([
      { path: [], key: 'phone', values: { country: 'NG' } },
    ]);
  });

  it('does not carry a lower bound, which every such message states itself', () => {
    expect(issuesOf(z.object({ name: z.string().min(1, 'required') }), { name: '' })).toEqual([
      { path: ['name'], key: 'required' },
    ]);
  });

  it('reports a part checked on request under its own name, with the values its messages need', () => {
    const address = z.object({
      street: z.string().min(1, 'required').max(5, 'tooLong'),
      city: z.string().refine((v) => v !== 'x', { message: 'town', params: { min: 2 } }),
    });
    const person = z
      .object({ home: z.unknown() })
      .superRefine((v, ctx) => addIssuesOf(ctx, address, v.home, ['home']));
    expect(issuesOf(person, { home: { street: 'Long street', city: 'x' } })).toEqual([
      { path: ['home', 'street'], key: 'tooLong', values: { max: 5 } },
      { path: ['home', 'city'], key: 'town', values: { min: 2 } },
    ]);
    expect(person.safeParse({ home: { street: 'Elm', city: 'Ho' } }).success).toBe(true);
  });

  it('groups issues by field path', () => {
    expect(
      fieldErrorsOf([
        { path: ['directors', 0, 'nin'], key: 'nin' },
        { path: ['directors', 0, 'nin'], key: 'required' },
        { path: [], key: 'invalid' },
      ]),
    ).toEqual({
      'directors.0.nin': [{ key: 'nin' }, { key: 'required' }],
      _form: [{ key: 'invalid' }],
    });
  });
});
