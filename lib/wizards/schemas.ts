import { z } from 'zod';
import { isImageUploadKey, isUploadKey } from '@/lib/applications/upload-key';
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

/** An uploaded document's id as the upload handler returns it (lib/applications/upload-key.ts). */
export const uploadedFileField = z
  .string({ error: 'fileRequired' })
  .refine((v) => isUploadKey(v), 'fileRequired');

/**
 * An uploaded photo (a passport photograph, a signature): the stored file's key, whose extension
 * the server wrote from the bytes it read, so a PDF named .jpg is still a PDF (message `photoType`).
 */
export const uploadedImageField = uploadedFileField.refine(
  (v) => !isUploadKey(v) || isImageUploadKey(v),
  'photoType',
);

/** An upload that may be left out; one given must be an uploaded file's key (message `fileRequired`). */
export const optionalFileField = uploadedFileField.optional().or(z.literal(''));

/** An optional upload: the key, or nothing yet. */
export const optionalUpload = z.string().trim().optional().or(z.literal(''));

/** Names ending with the suffix the registry requires ("Limited"/"Ltd" in Nigeria [S88] and Ghana [S132]). */
export function endsWithLimited(name: string): boolean {
  return /\b(limited|ltd\.?)$/i.test(name.trim());
}
