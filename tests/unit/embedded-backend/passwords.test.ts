import { hashPassword, verifyPassword, weakPasswordMessage, weakPasswordReasons } from '@/lib/embedded-backend/passwords';

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
    expect(weakPasswordMessage(['length', 'characters'])).toMatch(/8 characters.*letter and one digit/);
    expect(weakPasswordMessage(['guessable'])).toBe('Password is known to be weak and easy to guess, please choose a different one.');
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
