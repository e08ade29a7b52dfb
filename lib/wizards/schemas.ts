import { z } from 'zod';
import { packageIds } from '@/lib/catalogue/packages';

/**
 * Rules the wizards share beyond the common primitives of lib/validation. Messages are keys
 * under `Wizard.errors` in messages/.
 */

/** The package step: one of the catalogue's packages. */
export const packageField = z.enum(packageIds, { error: 'required' });
export const packageStep = z.object({ package: packageField });

/** An uploaded document's id as the upload handler returns it: `<uuid>.<pdf|jpg|png>`. */
export const uploadedFileField = z
  .string({ error: 'fileRequired' })
  .min(1, 'fileRequired')
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png)$/, 'fileRequired');

/** Names ending with the suffix the registry requires ("Limited"/"Ltd" in Nigeria [S88] and Ghana [S132]). */
export function endsWithLimited(name: string): boolean {
  return /\b(limited|ltd\.?)$/i.test(name.trim());
}
