import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { createCaptchaChallenge } from '@/lib/captcha/captcha';
import { runPublicForm } from '@/lib/contact/public-form';
import { createRateLimiter } from '@/lib/security/rate-limit';

process.env.ALTCHA_HMAC_SECRET = 'unit-test-secret-0123456789abcdef0123456789abcdef';
process.env.ALTCHA_COST = '1';
process.env.ALTCHA_COUNTER_MIN = '5';
process.env.ALTCHA_COUNTER_MAX = '30';

const schema = z.object({ name: z.string().min(1, 'nameRequired'), altcha: z.string() });

async function solved(challenge = createCaptchaChallenge()) {
  const c = await challenge;
  const solution = await solveChallenge({ challenge: c, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64');
}

function steps(
  input: unknown,
  mutate = jest.fn(async () => {}),
  limiter = createRateLimiter({ limit: 5, windowMs: 60_000 }),
) {
  return {
    name: 'test',
    limiter,
    ip: '203.0.113.9',
    schema,
    input,
    captcha: (v: { altcha: string }) => v.altcha,
    mutate,
  };
}

describe('the public form path', () => {
  it('stores a valid submission with a solved captcha', async () => {
    const mutate = jest.fn(async () => {});
    expect(await runPublicForm(steps({ name: 'Ada', altcha: await solved() }, mutate))).toEqual({
      ok: true,
    });
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('answers field messages for invalid input and stores nothing', async () => {
    const mutate = jest.fn(async () => {});
    expect(await runPublicForm(steps({ name: '', altcha: 'x' }, mutate))).toEqual({
      ok: false,
      formError: 'invalidInput',
      fieldErrors: { name: ['nameRequired'] },
    });
    expect(mutate).not.toHaveBeenCalled();
  });

  it('refuses a missing, forged or replayed captcha with its own message', async () => {
    const mutate = jest.fn(async () => {});
    expect(await runPublicForm(steps({ name: 'Ada', altcha: '' }, mutate))).toEqual({
      ok: false,
      formError: 'captchaMissing',
    });
    const forged = createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 7,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      hmacSignatureSecret: 'not-our-secret',
      hmacKeySignatureSecret: 'not-ours-either',
    });
    expect(
      await runPublicForm(steps({ name: 'Ada', altcha: await solved(forged) }, mutate)),
    ).toEqual({
      ok: false,
      formError: 'captchaInvalid',
    });
    const payload = await solved();
    expect(await runPublicForm(steps({ name: 'Ada', altcha: payload }, mutate))).toEqual({
      ok: true,
    });
    expect(await runPublicForm(steps({ name: 'Ada', altcha: payload }, mutate))).toEqual({
      ok: false,
      formError: 'captchaReplayed',
    });
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('refuses once the limit is reached, before even reading the input', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    const mutate = jest.fn(async () => {});
    await runPublicForm(steps({ name: '' }, mutate, limiter));
    await runPublicForm(steps({ name: '' }, mutate, limiter));
    expect(
      await runPublicForm(steps({ name: 'Ada', altcha: await solved() }, mutate, limiter)),
    ).toEqual({
      ok: false,
      formError: 'rateLimited',
    });
    expect(mutate).not.toHaveBeenCalled();
  });

  it('never throws: a failure while storing becomes serverError', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const mutate = jest.fn(async () => {
      throw new Error('database down');
    });
    expect(await runPublicForm(steps({ name: 'Ada', altcha: await solved() }, mutate))).toEqual({
      ok: false,
      formError: 'serverError',
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
