import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@/lib/auth/schemas';

function firstError(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('signInSchema', () => {
  it('asks for the e-mail and the password when either is missing', () => {
    expect(firstError(signInSchema.safeParse({ email: '', password: 'x' }), 'email')).toBe(
      'missingCredentials',
    );
    expect(firstError(signInSchema.safeParse({ email: 'a@b.co', password: '' }), 'password')).toBe(
      'missingCredentials',
    );
  });

  it('refuses a malformed e-mail', () => {
    expect(
      firstError(signInSchema.safeParse({ email: 'not-an-email', password: 'x' }), 'email'),
    ).toBe('invalidEmail');
  });

  it('accepts any non-empty password (the server judges it) and trims the e-mail', () => {
    expect(signInSchema.parse({ email: ' a@b.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });
});

describe('signUpSchema', () => {
  const valid = { fullName: 'Ada Obi', email: 'ada@example.com', password: 'abcd1234' };

  it('accepts a full name, an e-mail and a password of 8+ characters mixing letters and digits', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it('asks for the full name', () => {
    expect(firstError(signUpSchema.safeParse({ ...valid, fullName: '  ' }), 'fullName')).toBe(
      'fullNameRequired',
    );
  });

  it('refuses a password shorter than 8 characters', () => {
    expect(firstError(signUpSchema.safeParse({ ...valid, password: 'abc123' }), 'password')).toBe(
      'passwordTooShort',
    );
  });

  it('refuses a password without both letters and digits', () => {
    expect(firstError(signUpSchema.safeParse({ ...valid, password: 'abcdefgh' }), 'password')).toBe(
      'passwordNeedsMix',
    );
    expect(firstError(signUpSchema.safeParse({ ...valid, password: '12345678' }), 'password')).toBe(
      'passwordNeedsMix',
    );
  });

  it('gives the missing-credentials message for an empty password', () => {
    expect(firstError(signUpSchema.safeParse({ ...valid, password: '' }), 'password')).toBe(
      'missingCredentials',
    );
  });
});

describe('forgotPasswordSchema', () => {
  it('asks for the address, then for a valid one', () => {
    expect(firstError(forgotPasswordSchema.safeParse({ email: ' ' }), 'email')).toBe(
      'emailRequired',
    );
    expect(firstError(forgotPasswordSchema.safeParse({ email: 'nope' }), 'email')).toBe(
      'invalidEmail',
    );
    expect(forgotPasswordSchema.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co' });
  });
});

describe('resetPasswordSchema', () => {
  it('accepts a new password of 8+ characters mixing letters and digits, typed twice', () => {
    expect(
      resetPasswordSchema.safeParse({ password: 'abcd1234', confirm: 'abcd1234' }).success,
    ).toBe(true);
  });

  it('names the password policy next to the new password', () => {
    expect(
      firstError(resetPasswordSchema.safeParse({ password: '', confirm: '' }), 'password'),
    ).toBe('passwordRequired');
    expect(
      firstError(
        resetPasswordSchema.safeParse({ password: 'abc123', confirm: 'abc123' }),
        'password',
      ),
    ).toBe('passwordTooShort');
    expect(
      firstError(
        resetPasswordSchema.safeParse({ password: 'abcdefgh', confirm: 'abcdefgh' }),
        'password',
      ),
    ).toBe('passwordNeedsMix');
  });

  it('refuses a confirmation that differs, next to the confirmation', () => {
    expect(
      firstError(
        resetPasswordSchema.safeParse({ password: 'abcd1234', confirm: 'abcd1235' }),
        'confirm',
      ),
    ).toBe('passwordsDiffer');
  });
});
