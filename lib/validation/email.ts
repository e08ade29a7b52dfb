import { z } from 'zod';

/**
 * The one e-mail address schema: trimmed, at most 254 characters (RFC 5321's path limit), in
 * zod's e-mail format. Each form names its own message keys; the defaults are the wizards'.
 */
export function emailField({
  required = 'required',
  invalid = 'email',
}: { required?: string; invalid?: string } = {}) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .pipe(z.email(invalid));
}
