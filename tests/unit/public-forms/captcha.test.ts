import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { checkCaptcha, createCaptchaChallenge } from '@/lib/security/captcha/captcha';
import { captchaSettings } from '@/lib/security/captcha/config';

// Real challenges, solved the way the widget solves them, with the tests' low cost.
process.env.ALTCHA_HMAC_SECRET = 'unit-test-secret-0123456789abcdef0123456789abcdef';
process.env.ALTCHA_COST = '1';
process.env.ALTCHA_COUNTER_MIN = '5';
process.env.ALTCHA_COUNTER_MAX = '30';

async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

// Redeeming a payload (once only, across instances) is in tests/integration/public-forms/form-guards.test.ts.
const outcome = async (payload: unknown, now?: number) =>
  (await checkCaptcha(payload, now)).outcome;

describe('captcha', () => {
  it('accepts a solved challenge and names its nonce and expiry, for the replay store', async () => {
    const challenge = await createCaptchaChallenge();
    expect(await checkCaptcha(await solvedPayload(challenge))).toEqual({
      outcome: 'ok',
      nonce: challenge.parameters.nonce,
      expiresAtMs: challenge.parameters.expiresAt! * 1000,
    });
  });

  it('says what is wrong with a missing or garbled payload', async () => {
    expect(await outcome(undefined)).toBe('missing');
    expect(await outcome('  ')).toBe('missing');
    expect(await outcome('not base64 json')).toBe('malformed');
  });

  it('refuses a wrong answer', async () => {
    const challenge = await createCaptchaChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    // The derived key is the proof of work: one that is not the expected key fails.
    const key = solution!.derivedKey;
    const wrong = { ...solution!, derivedKey: (key[0] === '0' ? '1' : '0') + key.slice(1) };
    const payload = Buffer.from(JSON.stringify({ challenge, solution: wrong })).toString('base64');
    expect(await outcome(payload)).toBe('invalid');
  });

  it('refuses a challenge whose parameters were changed after signing', async () => {
    const challenge = await createCaptchaChallenge();
    const tampered = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
    };
    expect(await outcome(await solvedPayload(tampered))).toBe('invalid');
  });

  it('refuses a challenge signed with another secret', async () => {
    const challenge = await createCaptchaChallenge();
    process.env.ALTCHA_HMAC_SECRET = 'another-secret-0123456789abcdef0123456789abcdef';
    try {
      expect(await outcome(await solvedPayload(challenge))).toBe('invalid');
    } finally {
      process.env.ALTCHA_HMAC_SECRET = 'unit-test-secret-0123456789abcdef0123456789abcdef';
    }
  });

  it('refuses an expired challenge', async () => {
    const issued = Date.now() - 2 * 60 * 60 * 1000;
    const payload = await solvedPayload(await createCaptchaChallenge(issued));
    expect(await outcome(payload)).toBe('expired');
  });

  it("refuses a challenge once its expiry has passed on the server's clock", async () => {
    const challenge = await createCaptchaChallenge();
    const payload = await solvedPayload(challenge);
    const expiresAtMs = challenge.parameters.expiresAt! * 1000;
    expect(await outcome(payload, expiresAtMs - 1)).toBe('ok');
    expect(await outcome(payload, expiresAtMs)).toBe('expired');
  });

  it('keeps the production cost unless the test server or the environment lowers it', () => {
    expect(captchaSettings({})).toEqual({
      cost: 1000,
      counterMin: 2000,
      counterMax: 5000,
      ttlSeconds: 1200,
    });
    expect(captchaSettings({ E2E_HARNESS: '1' }).cost).toBe(1);
  });
});
