import 'server-only';
import { randomUUID } from 'node:crypto';
import { cleanFileName, sniffCv, type CvSniff } from '@/lib/public-forms/careers/cv';
import { insertCareerApplication } from '@/lib/public-forms/careers/queries';
import { phoneCountryFor, type ApplicationValues } from '@/lib/public-forms/careers/schemas';
import { toE164 } from '@/lib/validation/phone';
import type { Database, DbTx } from '@/lib/db/database';
import type { Locale } from '@/lib/i18n/locales';
import type { FileStorage } from '@/lib/storage/storage';
import type { MessageRef } from '@/lib/validation/issues';

export const CV_BUCKET = 'career-applications';

/** The form's fields as the action receives them (multipart: strings and one File). */
export function applicationInputFrom(formData: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    openingId: text('openingId'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    coverLetter: text('coverLetter'),
    cv: formData.get('cv'),
    altcha: text('altcha'),
  };
}

/** Reads the CV and checks its content; a field error for `cv`, or the bytes and their real type. */
export async function checkCv(
  file: File,
): Promise<
  | { ok: true; extra: { bytes: Uint8Array; sniff: Extract<CvSniff, { ok: true }> } }
  | { ok: false; fieldErrors: Record<string, MessageRef[]> }
> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniff = await sniffCv(bytes);
  if (!sniff.ok) return { ok: false, fieldErrors: { cv: [{ key: sniff.error }] } };
  return { ok: true, extra: { bytes, sniff } };
}

/**
 * Stores the CV, then the application row; if the row cannot be written the file is removed
 * again, so no orphan is left behind. Returns the application's id. `then` runs in the row's
 * transaction (the staff mail's job).
 */
export async function storeApplication(
  values: ApplicationValues,
  cv: { bytes: Uint8Array; sniff: Extract<CvSniff, { ok: true }> },
  locale: Locale,
  storage: FileStorage,
  database?: Database,
  then?: (tx: DbTx, id: string) => Promise<void>,
): Promise<string> {
  const phone = toE164(values.phone, phoneCountryFor(values.openingId));
  if (!phone) throw new Error('A phone number that passed the schema has no E.164 form');
  const now = new Date();
  const cvPath = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${cv.sniff.ext}`;
  await storage.put(cvPath, cv.bytes, cv.sniff.contentType);
  try {
    return await insertCareerApplication(
      {
        openingId: values.openingId,
        name: values.name,
        email: values.email,
        phone,
        coverLetter: values.coverLetter,
        cvPath,
        cvFileName: cleanFileName(values.cv.name),
        cvContentType: cv.sniff.contentType,
        cvSize: cv.bytes.byteLength,
        locale,
      },
      database,
      then,
    );
  } catch (error) {
    await storage.remove(cvPath).catch(() => {});
    throw error;
  }
}
