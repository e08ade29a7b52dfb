import { z } from 'zod';
import { emailField } from '@/lib/validation/email';

/** Staff grant the admin role to an existing account, by its e-mail. */
export const grantRoleSchema = z.object({
  email: emailField({ required: 'emailRequired', invalid: 'emailInvalid' }),
});

/** Staff take the role back from one admin. */
export const revokeRoleSchema = z.object({ userId: z.string().uuid('invalidRequest') });

/** Staff withdraw an unanswered request for the role. */
export const withdrawRequestSchema = z.object({ userId: z.string().uuid('invalidRequest') });

/** The link's token, as the confirmation page posts it (43 base64url characters). */
/** The link's token, and the new password that replaces the account's (issue 29, finding 1). */
export const confirmStaffAccessSchema = z
  .object({
    token: z.string().min(20, 'staffAccessInvalid').max(200, 'staffAccessInvalid'),
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
