import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createCaptchaChallenge, verifyCaptcha } from '@/lib/captcha/captcha';
import { captchaSettings } from '@/lib/captcha/config';
import { createUsedChallengeStore } from '@/lib/captcha/replay-store';

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

describe('captcha', () => {
  it('accepts a solved challenge once and refuses it when replayed', async () => {
    const payload = await solvedPayload(await createCaptchaChallenge());
    expect(await verifyCaptcha(payload)).toBe('ok');
    expect(await verifyCaptcha(payload)).toBe('replayed');
  });

  it('says what is wrong with a missing or garbled payload', async () => {
    expect(await verifyCaptcha(undefined)).toBe('missing');
    expect(await verifyCaptcha('  ')).toBe('missing');
    expect(await verifyCaptcha('not base64 json')).toBe('malformed');
  });

  it('refuses a wrong answer', async () => {
    const challenge = await createCaptchaChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    // The derived key is the proof of work: one that is not the expected key fails.
    const key = solution!.derivedKey;
    const wrong = { ...solution!, derivedKey: (key[0] === '0' ? '1' : '0') + key.slice(1) };
    const payload = Buffer.from(JSON.stringify({ challenge, solution: wrong })).toString('base64');
    expect(await verifyCaptcha(payload)).toBe('invalid');
  });

  it('refuses a challenge whose parameters were changed after signing', async () => {
    const challenge = await createCaptchaChallenge();
    const tampered = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
    };
    expect(await verifyCaptcha(await solvedPayload(tampered))).toBe('invalid');
  });

  it('refuses a challenge signed with another secret', async () => {
    const challenge = await createCaptchaChallenge();
    process.env.ALTCHA_HMAC_SECRET = 'another-secret-0123456789abcdef0123456789abcdef';
    try {
      expect(await verifyCaptcha(await solvedPayload(challenge))).toBe('invalid');
    } finally {
      process.env.ALTCHA_HMAC_SECRET = 'unit-test-secret-0123456789abcdef0123456789abcdef';
    }
  });

  it('refuses an expired challenge', async () => {
    const issued = Date.now() - 2 * 60 * 60 * 1000;
    const payload = await solvedPayload(await createCaptchaChallenge(issued));
    expect(await verifyCaptcha(payload)).toBe('expired');
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

describe('used-challenge store', () => {
  it('remembers an id until its challenge expires', () => {
    const store = createUsedChallengeStore();
    expect(store.claim('n1', 1_000, 0)).toBe(true);
    expect(store.claim('n1', 1_000, 999)).toBe(false);
    expect(store.claim('n1', 2_000, 1_000)).toBe(true);
  });

  it('refuses new ids rather than forgetting live ones when full', () => {
    const store = createUsedChallengeStore(2);
    expect(store.claim('a', 100, 0)).toBe(true);
    expect(store.claim('b', 100, 0)).toBe(true);
    expect(store.claim('c', 100, 0)).toBe(false);
    expect(store.claim('a', 100, 50)).toBe(false);
    expect(store.claim('c', 200, 100)).toBe(true); // a and b expired and were swept
  });
});
