import { z } from 'zod';
import { emailField } from '@/lib/validation/email';

/**
 * Sign-in and sign-up forms. Messages are keys of the `Auth.errors` namespace. The missing
 * e-mail/password message is the one Supabase's own client gives for the same mistake.
 */
const email = emailField({ required: 'missingCredentials', invalid: 'invalidEmail' });

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'missingCredentials'),
});

// The embedded backend's password policy (fewer than 8 characters, or no letter and digit mix,
// is refused); checked here first so the user learns it next to the field.
const newPassword = z
  .string()
  .min(1, 'missingCredentials')
  .min(8, 'passwordTooShort')
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), 'passwordNeedsMix');

export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, 'fullNameRequired').max(200, 'fullNameTooLong'),
  email,
  password: newPassword,
});

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;

export const authErrorKeys = [
  'missingCredentials',
  'invalidEmail',
  'fullNameRequired',
  'fullNameTooLong',
  'passwordTooShort',
  'passwordNeedsMix',
  'passwordGuessable',
] as const;
export type AuthErrorKey = (typeof authErrorKeys)[number];

export function isAuthErrorKey(value: unknown): value is AuthErrorKey {
  return (authErrorKeys as readonly unknown[]).includes(value);
}

/**
 * "Forgot your password?" and the reset page. Messages are keys of the `PasswordReset.errors`
 * namespace; the new password follows the same policy as sign-up's.
 */
export const forgotPasswordSchema = z.object({
  email: emailField({ required: 'emailRequired', invalid: 'invalidEmail' }),
});

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, 'passwordRequired')
      .min(8, 'passwordTooShort')
      .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), 'passwordNeedsMix'),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'passwordsDiffer',
  });

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const passwordResetErrorKeys = [
  'emailRequired',
  'invalidEmail',
  'passwordRequired',
  'passwordTooShort',
  'passwordNeedsMix',
  'passwordsDiffer',
  'passwordGuessable',
] as const;
export type PasswordResetErrorKey = (typeof passwordResetErrorKeys)[number];

export function isPasswordResetErrorKey(value: unknown): value is PasswordResetErrorKey {
  return (passwordResetErrorKeys as readonly unknown[]).includes(value);
}
