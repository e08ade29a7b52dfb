import 'server-only';
import { randomUUID } from 'node:crypto';
import { getStorage, type FileStorage } from '@/lib/storage/storage';

/** The private bucket of the letters' scans (migration 20261128580100; DATA_DIR/uploads when embedded). */
export const SCANS_BUCKET = 'mailroom-scans';
export const MAX_SCAN_MB = 10;
export const MAX_SCAN_BYTES = MAX_SCAN_MB * 1024 * 1024;

export function scanStorage(): FileStorage {
  return getStorage(SCANS_BUCKET);
}

/** A PDF starts with `%PDF-` (ISO 32000-1, 7.5.2): the bytes decide, never the name or the type sent. */
export function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.startsWith('%PDF-');
}

export type StoredScan =
  | { ok: true; key: string; size: number }
  | { ok: false; error: 'fileRequired' | 'fileTooLarge' | 'fileType' };

/** Checks a scan by its bytes and stores it under a new key. */
export async function storeScan(
  bytes: Uint8Array,
  storage: FileStorage = scanStorage(),
): Promise<StoredScan> {
  if (bytes.byteLength === 0) return { ok: false, error: 'fileRequired' };
  if (bytes.byteLength > MAX_SCAN_BYTES) return { ok: false, error: 'fileTooLarge' };
  if (!isPdf(bytes)) return { ok: false, error: 'fileType' };
  const key = `${randomUUID()}.pdf`;
  await storage.put(key, bytes, 'application/pdf');
  return { ok: true, key, size: bytes.byteLength };
}
