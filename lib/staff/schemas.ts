import { z } from 'zod';
import { emailField } from '@/lib/validation/email';

/** Staff grant the admin role to an existing account, by its e-mail. */
export const grantRoleSchema = z.object({ email: emailField({ required: 'emailRequired', invalid: 'emailInvalid' }) });

/** Staff take the role back from one admin. */
export const revokeRoleSchema = z.object({ userId: z.string().uuid('invalidRequest') });
