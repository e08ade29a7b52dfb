import { UUID_PATTERN } from '@/lib/validation/ids';

/**
 * The key an uploaded document is stored under, written once (issue 30: the format was written
 * in four places): `<uuid>.<pdf|jpg|png>`, a random UUID and the extension of the type read from
 * the bytes (lib/applications/documents.ts), never from the name the browser gave.
 */
export const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'png'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
/** The extensions of an image (a passport photograph, a signature). */
const IMAGE_EXTENSIONS: readonly UploadExtension[] = ['jpg', 'png'];

const UPLOAD_KEY = new RegExp(`^${UUID_PATTERN}\\.(${UPLOAD_EXTENSIONS.join('|')})$`);

/** A new upload's key: a random UUID with the type's extension. */
export function newUploadKey(extension: UploadExtension): string {
  return `${crypto.randomUUID()}.${extension}`;
}

/** True when `value` is the key of an uploaded file (`<uuid>.<pdf|jpg|png>`). */
export function isUploadKey(value: unknown): value is string {
  return typeof value === 'string' && UPLOAD_KEY.test(value);
}

/** True when `value` is the key of an uploaded image (`<uuid>.<jpg|png>`). */
export function isImageUploadKey(value: unknown): value is string {
  return isUploadKey(value) && IMAGE_EXTENSIONS.includes(value.slice(-3) as UploadExtension);
}
