import {
  addressGroup,
  delaySeconds,
  FORGET_AFTER_MS,
  judge,
  throttleKeys,
  type FailureState,
  type ThrottlePolicy,
} from '@/lib/embedded-backend/sign-in-throttle';

const policy: ThrottlePolicy = { captchaAfter: 3, delayAfter: 5, maxDelaySeconds: 300 };
const NOW = Date.UTC(2026, 10, 30, 12, 0, 0);

function state(account: number, source: number, secondsAgo = 0): FailureState {
  const at = NOW - secondsAgo * 1000;
  return {
    account: { failures: account, lastFailedAt: account ? at : null },
    source: { failures: source, lastFailedAt: source ? at : null },
  };
}

describe('the wait after failures from one address', () => {
  it('starts at the fifth failure with one second and doubles up to five minutes', () => {
    const waits = Array.from({ length: 16 }, (_, i) => delaySeconds(i, policy));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
  });

  it('stays at the cap however many failures pile up', () => {
    expect(delaySeconds(10_000, policy)).toBe(300);
  });
});

describe('judging an attempt', () => {
  it('lets the first attempts through without a captcha', () => {
    expect(judge(state(0, 0), false, NOW, policy)).toEqual({ kind: 'go' });
    expect(judge(state(2, 2), false, NOW, policy)).toEqual({ kind: 'go' });
  });

  it('asks for a captcha from the third failure on the account, from any address', () => {
    expect(judge(state(3, 0), false, NOW, policy)).toEqual({ kind: 'captcha' });
    expect(judge(state(3, 0), true, NOW, policy)).toEqual({ kind: 'go' });
  });

  it("asks an address that failed three times for a captcha even after the owner's success cleared the account", () => {
    expect(judge(state(0, 3), false, NOW, policy)).toEqual({ kind: 'captcha' });
  });

  it('makes the address wait, and says how long, before asking for anything else', () => {
    expect(judge(state(9, 6, 0.5), true, NOW, policy)).toEqual({
      kind: 'wait',
      retryAfterSeconds: 2,
    });
    expect(judge(state(9, 6, 1.2), true, NOW, policy)).toEqual({
      kind: 'wait',
      retryAfterSeconds: 1,
    });
    expect(judge(state(9, 6, 2), true, NOW, policy)).toEqual({ kind: 'go' });
    expect(judge(state(9, 6, 2), false, NOW, policy)).toEqual({ kind: 'captcha' });
  });

  it('never makes an address without failures of its own wait, whatever the account has had', () => {
    expect(judge(state(10_000, 0), true, NOW, policy)).toEqual({ kind: 'go' });
  });

  it('forgets failures a day after the last one', () => {
    const day = FORGET_AFTER_MS / 1000;
    expect(judge(state(50, 50, day - 1), false, NOW, policy)).toEqual({ kind: 'captcha' });
    expect(judge(state(50, 50, day), false, NOW, policy)).toEqual({ kind: 'go' });
  });
});

describe('the address a wait is keyed to', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::/64'],
    ['2001:0DB8:ABCD:0012:ffff::1', '2001:db8:abcd:12::/64'],
    ['[2001:db8::1]', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%p is counted as %p', (ip, group) => {
    expect(addressGroup(ip)).toBe(group);
  });

  it('gives every address of one IPv6 /64 the same key, and another /64 another', () => {
    const secret = new TextEncoder().encode('a-secret-of-at-least-thirty-two-characters');
    const a = throttleKeys(secret, 'Ada@Example.com', '2001:db8:1:2::10');
    const b = throttleKeys(secret, 'ada@example.com', '2001:db8:1:2:ffff::99');
    const c = throttleKeys(secret, 'ada@example.com', '2001:db8:1:3::10');
    expect(b).toEqual(a);
    expect(c.account).toBe(a.account);
    expect(c.source).not.toBe(a.source);
  });
});
