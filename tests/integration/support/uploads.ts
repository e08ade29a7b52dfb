import { documentStorage } from '@/lib/applications/documents';
import { recordUpload } from '@/lib/applications/uploads';
import type { Database } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { uploadKeysIn } from '../../fixtures/applications';
import { tempDir } from './embedded';

/** The smallest files of each stored type: what a fixture's upload keys point at. */
const FILES = {
  pdf: {
    mime: 'application/pdf',
    bytes: new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  },
  jpg: {
    mime: 'image/jpeg',
    bytes: Uint8Array.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
    ]),
  },
  png: {
    mime: 'image/png',
    bytes: Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae,
      0x42, 0x60, 0x82,
    ]),
  },
} as const;

/** A DATA_DIR of the test file's own (uploads, outbox), instead of the developer's `.data`. */
export function useOwnDataDir(prefix: string): void {
  const previous = process.env.DATA_DIR;
  beforeAll(() => {
    process.env.DATA_DIR = tempDir(prefix);
  });
  afterAll(() => {
    process.env.DATA_DIR = previous;
  });
}

/**
 * The answers with a file of their own behind every upload key: each key is stored anew (a new
 * key, as a real upload gets) and recorded as `owner`'s upload in `database`, so applications of
 * one test never share a file and the owner may attach them (issue 29, finding 3).
 */
export async function withFreshUploads<T>(data: T, owner: string, database: Database): Promise<T> {
  const storage = documentStorage();
  const fresh = async (value: unknown): Promise<unknown> => {
    if (typeof value === 'string' && uploadKeysIn(value).length) {
      const ext = value.slice(value.lastIndexOf('.') + 1) as keyof typeof FILES;
      const key = `${crypto.randomUUID()}.${ext}`;
      const { mime, bytes } = FILES[ext];
      const { size, sha256 } = await storage.put(key, bytes, mime);
      await asUser(
        owner,
        (tx) =>
          recordUpload(tx, { key, contentType: mime, size, sha256 }, { userId: owner }, 'document'),
        database,
      );
      return key;
    }
    if (Array.isArray(value)) return Promise.all(value.map(fresh));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await fresh(v)])),
      );
    return value;
  };
  return (await fresh(data)) as T;
}
