import { weakPasswordMessage, weakPasswordReasons } from '@/lib/embedded-backend/passwords';

describe('password strength', () => {
  it.each([
    ['correct-horse-42', []],
    ['abcdefg1', []],
    ['motdepasse9é', []],
    ['abc1234', ['length']],
    ['abcdefgh', ['characters']],
    ['12345678', ['characters']],
    ['!!!!!!!!!!', ['characters']],
    ['', ['length', 'characters']],
  ])('%p is refused for %p', (password, reasons) => {
    expect(weakPasswordReasons(password)).toEqual(reasons);
  });

  it('explains each reason', () => {
    expect(weakPasswordMessage(['length'])).toBe('Password should be at least 8 characters.');
    expect(weakPasswordMessage(['length', 'characters'])).toMatch(/8 characters.*letter and one digit/);
  });
});
