import { weakPasswordMessage, weakPasswordReasons } from '@/lib/embedded-backend/passwords';

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
