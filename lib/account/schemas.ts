import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { isValidPhone, toE164 } from '@/lib/validation/phone';

/** The account's forms, used by the browser and parsed again by the actions. */

export const profileSchema = z.object({
  fullName: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  // Optional; stored in international form (+2348031234567). A local number is read as Nigerian.
  phone: z
    .string()
    .trim()
    .max(30, 'phone')
    .refine((value) => value === '' || isValidPhone(value, 'NG'), 'phone')
    .transform((value) => (value === '' ? null : toE164(value, 'NG'))),
  locale: z.enum(locales),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const MAX_MESSAGE = 4000;
export const MAX_REPLY_FILES = 3;

export const replySchema = z.object({
  reference: z.string().min(1).max(40),
  message: z.string().trim().min(1, 'required').max(MAX_MESSAGE, 'tooLong'),
  files: z.array(z.instanceof(Blob)).max(MAX_REPLY_FILES, 'tooManyFiles'),
});

export const proofSchema = z.object({
  reference: z.string().min(1).max(40),
  file: z.instanceof(Blob, { message: 'fileRequired' }),
});

export const draftSchema = z.object({ id: z.uuid() });

export const deleteAccountSchema = z.object({
  email: z.string().trim().min(1, 'required').max(254),
});

/** A password change: the current password (the server checks it), the new one twice. */
export const passwordSchema = z
  .object({
    current: z.string().min(1, 'currentPasswordRequired').max(72, 'tooLong'),
    password: z.string().min(8, 'passwordTooShort').max(72, 'tooLong'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'passwordMismatch' });

export const emailSchema = z.object({ email: z.email('email').max(254) });
