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
] as const;
export type AuthErrorKey = (typeof authErrorKeys)[number];

export function isAuthErrorKey(value: unknown): value is AuthErrorKey {
  return (authErrorKeys as readonly unknown[]).includes(value);
}
