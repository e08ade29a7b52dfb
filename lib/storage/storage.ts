import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { backendMode } from '@/lib/config/backend';
import { dataDir } from '@/lib/config/data-dir';

/**
 * One small interface for uploaded files: Supabase Storage when the app runs on hosted Supabase
 * (with a service key), a folder under `${DATA_DIR}/uploads/<bucket>` in embedded mode. Objects
 * are private: they are read back only by server code that has checked who is asking.
 */
export interface FileStorage {
  readonly kind: 'local' | 'supabase';
  readonly bucket: string;
  /** Stores `body` under `key`; refuses to overwrite an existing object. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  /** The stored object's size and type, without its body; null when there is none. */
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  remove(key: string): Promise<void>;
  /** The objects at the top of the bucket stored before `before` (oldest first, at most `limit`). */
  listOlderThan(before: Date, limit?: number): Promise<{ key: string; storedAt: Date }[]>;
  /**
   * A short-lived URL that serves the object straight from the bucket (hosted mode), asking the
   * browser to save it as `downloadName` when given; null where the server streams the bytes
   * itself (embedded mode).
   */
  signedUrl(key: string, expiresInSeconds: number, downloadName?: string): Promise<string | null>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Keys are relative, slash-separated and plain (no `..`, no leading slash, no odd characters). */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.length > 512) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** The folder-backed storage of embedded mode. Each object has a `.meta.json` beside it for its type. */
export function createLocalStorage(
  bucket: string,
  root = path.join(dataDir(), 'uploads'),
): FileStorage {
  assertValidKey(bucket);
  const base = path.join(root, bucket);
  const file = (key: string) => {
    assertValidKey(key);
    return path.join(base, key);
  };
  return {
    kind: 'local',
    bucket,
    async put(key, body, contentType) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const tmp = `${target}.${randomUUID()}.tmp`;
      await writeFile(tmp, body, { flag: 'wx', mode: 0o600 });
      await writeFile(
        `${target}.meta.json`,
        JSON.stringify({ contentType, size: body.byteLength }),
        { flag: 'wx', mode: 0o600 },
      );
      await rename(tmp, target);
    },
    async get(key) {
      const target = file(key);
      try {
        const [body, meta] = await Promise.all([
          readFile(target),
          readFile(`${target}.meta.json`, 'utf8'),
        ]);
        return {
          body: new Uint8Array(body),
          contentType: (JSON.parse(meta) as { contentType: string }).contentType,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const meta = JSON.parse(await readFile(`${file(key)}.meta.json`, 'utf8')) as { contentType: string; size: number };
        return { size: meta.size, contentType: meta.contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      const target = file(key);
      await Promise.all([rm(target, { force: true }), rm(`${target}.meta.json`, { force: true })]);
    },
    async listOlderThan(before, limit = 1000) {
      let names: string[];
      try {
        names = await readdir(base);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const found: { key: string; storedAt: Date }[] = [];
      for (const name of names) {
        if (name.endsWith('.meta.json') || name.endsWith('.tmp') || !KEY_PATTERN.test(name)) continue;
        const info = await stat(path.join(base, name)).catch(() => null);
        if (info?.isFile() && info.mtime < before) found.push({ key: name, storedAt: info.mtime });
      }
      return found.sort((a, b) => a.storedAt.getTime() - b.storedAt.getTime()).slice(0, limit);
    },
    async signedUrl() {
      return null;
    },
  };
}

/** Supabase Storage answers a missing object with 404 (400 "not_found" on older servers). */
function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, statusCode, message } = error as { status?: unknown; statusCode?: unknown; message?: unknown };
  return status === 404 || statusCode === '404' || (typeof message === 'string' && /not.?found/i.test(message));
}

/**
 * Supabase Storage with the service key (server only): the bucket stays private. A missing object
 * reads as null; any other failure (network, rights) throws, so it is never taken for "no file".
 */
export function createSupabaseStorage(
  bucket: string,
  url: string,
  serviceKey: string,
): FileStorage {
  const client = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const objects = () => client.storage.from(bucket);
  return {
    kind: 'supabase',
    bucket,
    async put(key, body, contentType) {
      assertValidKey(key);
      const { error } = await objects().upload(key, body, { contentType, upsert: false });
      if (error) throw new Error(`Storage upload failed: ${error.message}`);
    },
    async get(key) {
      assertValidKey(key);
      const { data, error } = await objects().download(key);
      if (isNotFound(error)) return null;
      if (error || !data) throw new Error(`Storage download failed: ${error?.message ?? 'no body'}`);
      return {
        body: new Uint8Array(await data.arrayBuffer()),
        contentType: data.type || 'application/octet-stream',
      };
    },
    async stat(key) {
      assertValidKey(key);
      const { data, error } = await objects().info(key);
      if (isNotFound(error)) return null;
      if (error || !data) throw new Error(`Storage lookup failed: ${error?.message ?? 'no metadata'}`);
      return { size: data.size ?? 0, contentType: data.contentType || 'application/octet-stream' };
    },
    async remove(key) {
      assertValidKey(key);
      const { error } = await objects().remove([key]);
      if (error) throw new Error(`Storage removal failed: ${error.message}`);
    },
    async listOlderThan(before, limit = 1000) {
      const { data, error } = await objects().list('', { limit, sortBy: { column: 'created_at', order: 'asc' } });
      if (error || !data) throw new Error(`Storage listing failed: ${error?.message ?? 'no list'}`);
      return data.flatMap((o) => {
        // Folders are listed with a null id; only objects are swept.
        const storedAt = o.id !== null && o.created_at ? new Date(o.created_at) : null;
        return storedAt && storedAt < before ? [{ key: o.name, storedAt }] : [];
      });
    },
    async signedUrl(key, expiresInSeconds, downloadName) {
      assertValidKey(key);
      const { data, error } = await objects().createSignedUrl(key, expiresInSeconds, downloadName ? { download: downloadName } : undefined);
      if (error || !data) throw new Error(`Storage signing failed: ${error?.message ?? 'no URL'}`);
      return data.signedUrl;
    },
  };
}

/**
 * The storage of a bucket for this deployment: with hosted Supabase, its Storage (private
 * buckets, written with the service key); otherwise the local folder of embedded mode. Hosted
 * without the service key is a configuration error, not a reason to keep identity documents on
 * one server's disk.
 */
export function getStorage(bucket: string): FileStorage {
  if (backendMode() !== 'hosted') return createLocalStorage(bucket);
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL!;
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? process.env.SUPABASE_SECRET_KEY;
  if (!serviceKey)
    throw new Error('Hosted Supabase needs SUPABASE_SERVICE_ROLE_KEY (or SUPABASE_SECRET_KEY) to store uploads in Supabase Storage.');
  return createSupabaseStorage(bucket, url, serviceKey);
}
