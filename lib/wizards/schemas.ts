import { z } from 'zod';
import { packageIds } from '@/lib/catalogue/packages';

/**
 * Rules the wizards share beyond the common primitives of lib/validation. Messages are keys
 * under `Wizard.errors` in messages/.
 */

/** A yes/no question's answers (labelled by `Wizard.options.yesNo` with `optionsKey: 'yesNo'`). */
export const YES_NO = ['yes', 'no'] as const;

/** The package step: one of the catalogue's packages. */
export const packageField = z.enum(packageIds, { error: 'required' });
export const packageStep = z.object({ package: packageField });

/** An uploaded document's id as the upload handler returns it: `<uuid>.<pdf|jpg|png>`. */
const UPLOAD_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png)$/;
export const uploadedFileField = z.string({ error: 'fileRequired' }).refine((v) => UPLOAD_KEY.test(v), 'fileRequired');

/**
 * An uploaded photo (a passport photograph, a signature): the stored file's key, whose extension
 * the server wrote from the bytes it read, so a PDF named .jpg is still a PDF (message `photoType`).
 */
export const uploadedImageField = uploadedFileField.refine((v) => !UPLOAD_KEY.test(v) || /\.(jpg|png)$/.test(v), 'photoType');

/** An upload that may be left out; one given must be an uploaded file's key (message `fileRequired`). */
export const optionalFileField = uploadedFileField.optional().or(z.literal(''));

/** An optional upload: the key, or nothing yet. */
export const optionalUpload = z.string().trim().optional().or(z.literal(''));

/** True when `value` is the key of an uploaded file (`<uuid>.<pdf|jpg|png>`). */
export function isUploadKey(value: unknown): boolean {
  return typeof value === 'string' && UPLOAD_KEY.test(value);
}

/** Names ending with the suffix the registry requires ("Limited"/"Ltd" in Nigeria [S88] and Ghana [S132]). */
export function endsWithLimited(name: string): boolean {
  return /\b(limited|ltd\.?)$/i.test(name.trim());
}
