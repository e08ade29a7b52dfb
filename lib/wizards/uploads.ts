import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { dataDir } from '@/lib/db/data-dir';

/** Identity documents: PDF, JPEG or PNG, at most 5 MB, the type read from the content. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ALLOWED = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

export type UploadResult = { ok: true; file: string; mime: keyof typeof ALLOWED; size: number } | { ok: false; error: 'fileTooLarge' | 'fileType' | 'fileRequired' };

export function uploadsDir(): string {
  return path.join(dataDir(), 'uploads', 'wizards');
}

/** Checks a file by its bytes (never its name or the browser's type) and stores it under a random name. */
export async function storeUpload(bytes: Uint8Array): Promise<UploadResult> {
  if (bytes.byteLength === 0) return { ok: false, error: 'fileRequired' };
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, error: 'fileTooLarge' };
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && (ALLOWED as Record<string, string>)[type.mime];
  if (!type || !ext) return { ok: false, error: 'fileType' };
  const file = `${randomUUID()}.${ext}`;
  await mkdir(uploadsDir(), { recursive: true });
  await writeFile(path.join(uploadsDir(), file), bytes);
  return { ok: true, file, mime: type.mime as keyof typeof ALLOWED, size: bytes.byteLength };
}

/** The size of a stored upload, or null when there is no such file. */
export async function uploadedFileSize(file: string): Promise<number | null> {
  if (!/^[0-9a-f-]{36}\.(pdf|jpg|png)$/.test(file)) return null;
  try {
    return (await stat(path.join(uploadsDir(), file))).size;
  } catch {
    return null;
  }
}
