import {
  concurrencyLimit,
  hashPassword,
  verifyPassword,
  weakPasswordMessage,
  weakPasswordReasons,
} from '@/lib/embedded-backend/passwords';

describe('password strength', () => {
  it.each([
    ['correct-horse-42', []],
    ['Zebra-Kumasi-41', []],
    ['Correct-Horse-7-Lagos', []],
    // Issue 23, finding 6: accepted before, common or easily guessed.
    ['password1', ['guessable']],
    ['Passw0rd', ['guessable']],
    ['12345678a', ['guessable']],
    ['abcdefg1', ['guessable']],
    ['motdepasse9é', ['guessable']],
    ['abc1234', ['length', 'guessable']],
    ['abcdefgh', ['characters', 'guessable']],
    ['12345678', ['characters', 'guessable']],
    ['!!!!!!!!!!', ['characters', 'guessable']],
    ['', ['length', 'characters', 'guessable']],
  ])('%p is refused for %p', (password, reasons) => {
    expect(weakPasswordReasons(password)).toEqual(reasons);
  });

  it("refuses the person's own e-mail or name as a password", () => {
    expect(weakPasswordReasons('kwameasante1', ['kwameasante@example.com'])).toEqual(['guessable']);
    expect(weakPasswordReasons('kwameasante1', ['ada@example.com'])).toEqual([]);
  });

  it('explains each reason', () => {
    expect(weakPasswordMessage(['length'])).toBe('Password should be at least 8 characters.');
    expect(weakPasswordMessage(['length', 'characters'])).toMatch(
      /8 characters.*letter and one digit/,
    );
    expect(weakPasswordMessage(['guessable'])).toBe(
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
  });
});

describe('password hashes', () => {
  it('hashes as GoTrue does ($2a$, cost 10) and verifies the hashes bcryptjs made before', async () => {
    const hashed = await hashPassword('correct-horse-42');
    expect(hashed).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
    expect(await verifyPassword('correct-horse-42', hashed)).toBe(true);
    expect(await verifyPassword('correct-horse-43', hashed)).toBe(false);
    // Made by bcryptjs 3.0.3 (the embedded backend's hasher until 2026-11-25).
    const before = '$2b$10$BZrJc6TQ..xQ31Si9qU8qe3kANOnACxwdi3.EJkMQksB.BSNWGN8G';
    expect(await verifyPassword('correct-horse-42', before)).toBe(true);
    expect(await verifyPassword('correct-horse-42', null)).toBe(false);
  });
});

describe('concurrencyLimit', () => {
  it('runs at most the limit at once, the rest in the order they came', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let highest = 0;
    const finished: number[] = [];
    const task = (n: number) =>
      limit(async () => {
        running += 1;
        highest = Math.max(highest, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        finished.push(n);
        return n;
      });
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(task));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(highest).toBe(2);
    expect(finished.slice(2)).toEqual([3, 4, 5, 6]);
  });

  it('frees its place when a task fails', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(limit(() => Promise.resolve('yes'))).resolves.toBe('yes');
  });
});

describe('the sign-in hint', () => {
  it('skips the dictionary estimate when asked (sign-in), keeping length and characters', () => {
    expect(weakPasswordReasons('password1', [], { guessable: false })).toEqual([]);
    expect(weakPasswordReasons('abc', [], { guessable: false })).toEqual(['length', 'characters']);
    expect(weakPasswordReasons('password1')).toEqual(['guessable']);
  });
});
