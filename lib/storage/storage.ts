import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import {
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rm,
  stat,
  unlink,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { backendMode } from '@/lib/config/backend';
import { dataDir } from '@/lib/config/data-dir';

/**
 * One small interface for uploaded files: Supabase Storage when the app runs on hosted Supabase
 * (with a service key), a folder under `${DATA_DIR}/uploads/<bucket>` in embedded mode. Objects
 * are private: they are read back only by server code that has checked who is asking.
 *
 * Each object keeps its size and SHA-256 beside it (a `.meta.json` file; the object's metadata in
 * Supabase Storage), and `get` compares the bytes with them before handing them out: a damaged
 * file is an error (DamagedObjectError), never bad bytes sent as if whole (issue 29, finding 13).
 */
export interface FileStorage {
  readonly kind: 'local' | 'supabase';
  readonly bucket: string;
  /**
   * Stores `body` under `key` with its size and SHA-256; refuses to overwrite an existing object.
   * When it resolves the object is durable (embedded: file, meta and folder fsync'd).
   */
  put(key: string, body: Uint8Array, contentType: string): Promise<StoredDigest>;
  /** The object's bytes, checked against the size and SHA-256 stored with them; null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The stored object's size, type and digest, without its body; null when there is none. */
  stat(key: string): Promise<ObjectInfo | null>;
  remove(key: string): Promise<void>;
  /**
   * One page of the objects at the top of the bucket, in key order, after `cursor` (the `next`
   * of the page before; none for the first page). `next` is null after the last page.
   */
  list(options: { cursor?: string | null; limit: number }): Promise<ObjectPage>;
  /**
   * Removes what an interrupted write left behind (embedded: `*.tmp` files, a `.meta.json` whose
   * object never arrived) last changed before `before`; returns their names. Supabase Storage
   * writes an object whole or not at all, so there is nothing of the kind there.
   */
  removeLeftovers(before: Date): Promise<string[]>;
}

export type StoredDigest = { size: number; sha256: string };
export type ObjectInfo = { size: number; contentType: string; sha256: string | null };
export type StoredObject = ObjectInfo & { body: Uint8Array };
export type ObjectPage = { objects: { key: string; storedAt: Date }[]; next: string | null };

/** The stored bytes differ from the size or SHA-256 recorded when they were written. */
export class DamagedObjectError extends Error {
  constructor(
    readonly bucket: string,
    readonly key: string,
    readonly reason: 'size' | 'sha256',
  ) {
    super(`Stored object ${bucket}/${key} is damaged (${reason} differs from the one recorded)`);
    this.name = 'DamagedObjectError';
  }
}

/**
 * The storage cannot take a write now (disk full, read-only, rights lost): a condition of the
 * server, not of the file sent. Route handlers answer 503 (issue 29, item 11), never 500.
 */
export class StorageUnavailableError extends Error {
  constructor(
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(`The file storage cannot take a write (${code})`, options);
    this.name = 'StorageUnavailableError';
  }
}

/** The file-system errors that say the folder cannot be written, whatever is sent. */
const UNWRITABLE = new Set(['EROFS', 'ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'EIO']);

/** `error` as a StorageUnavailableError when it is one of UNWRITABLE, else as it is. */
function unwritable(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code && UNWRITABLE.has(code) ? new StorageUnavailableError(code, { cause: error }) : error;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Keys are relative, slash-separated and plain (no `..`, no leading slash, no odd characters). */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.length > 512) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Size first (cheap), then the digest when one was recorded (objects stored before it was kept have none). */
function verify(bucket: string, key: string, body: Uint8Array, info: ObjectInfo): void {
  if (body.byteLength !== info.size) throw new DamagedObjectError(bucket, key, 'size');
  if (info.sha256 && sha256Hex(body) !== info.sha256)
    throw new DamagedObjectError(bucket, key, 'sha256');
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Writes the whole of `data` to a new file and flushes it to the disk before closing it. */
async function writeDurably(file: string, data: Uint8Array | string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, 'wx', 0o600);
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle?.close();
  }
}

/** Flushes a folder's entries (a new name linked in it) to the disk. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const META = '.meta.json';
/** `<key>.<uuid>.tmp` and `<key>.meta.json.<uuid>.tmp`: a write in progress (or interrupted). */
const TMP = /\.[0-9a-f-]{36}\.tmp$/;

/**
 * The folder-backed storage of embedded mode. Each object has a `.meta.json` beside it with its
 * type, size and SHA-256. A write goes to temporary files (fsync'd), then the meta and then the
 * object are linked under their names (link refuses an existing name) and the folder is fsync'd:
 * an object is never visible without its meta, and a crash leaves only temporary files or a meta
 * without its object, which `removeLeftovers` clears.
 */
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

  async function readMeta(target: string): Promise<ObjectInfo | null> {
    let text: string;
    try {
      text = await readFile(`${target}${META}`, 'utf8');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const meta = JSON.parse(text) as { contentType: string; size: number; sha256?: string };
    return { contentType: meta.contentType, size: meta.size, sha256: meta.sha256 ?? null };
  }

  return {
    kind: 'local',
    bucket,
    async put(key, body, contentType) {
      const target = file(key);
      try {
        const folder = path.dirname(target);
        const created = await mkdir(folder, { recursive: true, mode: 0o700 }).catch((error) => {
          // Node's recursive mkdir reports a read-only or vanished disk as ENOENT: the folder
          // cannot be made, a condition of the server (503), not of the file.
          throw (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? new StorageUnavailableError('ENOENT', { cause: error })
            : error;
        });
        const digest = { size: body.byteLength, sha256: sha256Hex(body) };
        const id = randomUUID();
        const tmp = `${target}.${id}.tmp`;
        const metaTmp = `${target}${META}.${id}.tmp`;
        try {
          await writeDurably(tmp, body);
          await writeDurably(metaTmp, JSON.stringify({ contentType, ...digest }));
          await link(metaTmp, `${target}${META}`);
          try {
            await link(tmp, target);
          } catch (error) {
            // The meta just linked names no object of ours (an object stored before metas were kept
            // may have this name): it goes, the object stays as it was.
            await rm(`${target}${META}`, { force: true });
            throw error;
          }
        } finally {
          await Promise.all([rm(tmp, { force: true }), rm(metaTmp, { force: true })]);
        }
        // The new names (and any folder made for them) reach the disk before the write is acknowledged.
        await syncFolder(folder);
        if (created)
          for (let dir = folder; dir !== base && dir.startsWith(base); dir = path.dirname(dir))
            await syncFolder(path.dirname(dir));
        return digest;
      } catch (error) {
        // A full or read-only disk is the server's condition: StorageUnavailableError (503).
        throw unwritable(error);
      }
    },
    async get(key) {
      const target = file(key);
      const info = await readMeta(target);
      if (!info) return null;
      let body: Uint8Array;
      try {
        body = new Uint8Array(await readFile(target));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      verify(bucket, key, body, info);
      return { ...info, body };
    },
    async stat(key) {
      const target = file(key);
      const info = await readMeta(target);
      if (!info) return null;
      const found = await stat(target).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!found) return null;
      if (found.size !== info.size) throw new DamagedObjectError(bucket, key, 'size');
      return info;
    },
    async remove(key) {
      const target = file(key);
      // The object first: a meta left alone by a crash here is a leftover, never an object without meta.
      await rm(target, { force: true });
      await rm(`${target}${META}`, { force: true });
    },
    async list({ cursor, limit }) {
      let names: string[];
      try {
        names = await readdir(base);
      } catch (error) {
        if (isMissing(error)) return { objects: [], next: null };
        throw error;
      }
      const keys = names
        .filter((name) => !name.endsWith(META) && !TMP.test(name) && KEY_PATTERN.test(name))
        .filter((name) => !cursor || name > cursor)
        .sort();
      const objects: ObjectPage['objects'] = [];
      let index = 0;
      for (; index < keys.length && objects.length < limit; index++) {
        const info = await stat(path.join(base, keys[index]!)).catch(() => null);
        if (info?.isFile()) objects.push({ key: keys[index]!, storedAt: info.mtime });
      }
      return { objects, next: index < keys.length ? keys[index - 1]! : null };
    },
    async removeLeftovers(before) {
      const removed: string[] = [];
      const walk = async (folder: string): Promise<void> => {
        let entries;
        try {
          entries = await readdir(folder, { withFileTypes: true });
        } catch (error) {
          if (isMissing(error)) return;
          throw error;
        }
        const names = new Set(entries.map((e) => e.name));
        for (const entry of entries) {
          const full = path.join(folder, entry.name);
          if (entry.isDirectory()) {
            await walk(full);
            continue;
          }
          const leftover =
            TMP.test(entry.name) ||
            (entry.name.endsWith(META) && !names.has(entry.name.slice(0, -META.length)));
          if (!leftover) continue;
          const info = await stat(full).catch(() => null);
          if (!info || info.mtime >= before) continue;
          await unlink(full).catch((error: unknown) => {
            if (!isMissing(error)) throw error;
          });
          removed.push(path.relative(base, full));
        }
      };
      await walk(base);
      return removed;
    },
  };
}

/** Supabase Storage answers a missing object with 404 (400 "not_found" on older servers). */
function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, statusCode, message } = error as {
    status?: unknown;
    statusCode?: unknown;
    message?: unknown;
  };
  return (
    status === 404 ||
    statusCode === '404' ||
    (typeof message === 'string' && /not.?found/i.test(message))
  );
}

/**
 * Supabase Storage with the service key (server only): the bucket stays private. A missing object
 * reads as null; any other failure (network, rights) throws, so it is never taken for "no file".
 * The size and SHA-256 are kept in the object's own metadata (`metadata.size`, `metadata.sha256`).
 * `fetch` is for the tests, which run it against a stand-in of the Storage API.
 */
export function createSupabaseStorage(
  bucket: string,
  url: string,
  serviceKey: string,
  { fetch }: { fetch?: typeof globalThis.fetch } = {},
): FileStorage {
  const client = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(fetch ? { global: { fetch } } : {}),
  });
  const objects = () => client.storage.from(bucket);

  async function info(key: string): Promise<ObjectInfo | null> {
    assertValidKey(key);
    const { data, error } = await objects().info(key);
    if (isNotFound(error)) return null;
    if (error || !data)
      throw new Error(`Storage lookup failed: ${error?.message ?? 'no metadata'}`);
    const metadata = (data.metadata ?? {}) as { sha256?: unknown; size?: unknown };
    return {
      // The size recorded when it was written; Storage's own for an object stored before.
      size: typeof metadata.size === 'number' ? metadata.size : (data.size ?? 0),
      contentType: data.contentType || 'application/octet-stream',
      sha256: typeof metadata.sha256 === 'string' ? metadata.sha256 : null,
    };
  }

  return {
    kind: 'supabase',
    bucket,
    async put(key, body, contentType) {
      assertValidKey(key);
      const digest = { size: body.byteLength, sha256: sha256Hex(body) };
      const { error } = await objects().upload(key, body, {
        contentType,
        upsert: false,
        metadata: { ...digest },
      });
      if (error) throw new Error(`Storage upload failed: ${error.message}`);
      return digest;
    },
    async get(key) {
      const found = await info(key);
      if (!found) return null;
      const { data, error } = await objects().download(key);
      if (isNotFound(error)) return null;
      if (error || !data)
        throw new Error(`Storage download failed: ${error?.message ?? 'no body'}`);
      const body = new Uint8Array(await data.arrayBuffer());
      verify(bucket, key, body, found);
      return { ...found, body };
    },
    stat: info,
    async remove(key) {
      assertValidKey(key);
      const { error } = await objects().remove([key]);
      if (error) throw new Error(`Storage removal failed: ${error.message}`);
    },
    async list({ cursor, limit }) {
      const { data, error } = await objects().listV2({
        limit,
        cursor: cursor ?? undefined,
        with_delimiter: true,
        sortBy: { column: 'name', order: 'asc' },
      });
      if (error || !data) throw new Error(`Storage listing failed: ${error?.message ?? 'no list'}`);
      return {
        objects: data.objects.flatMap((o) =>
          o.created_at ? [{ key: o.key ?? o.name, storedAt: new Date(o.created_at) }] : [],
        ),
        next: data.hasNext && data.nextCursor ? data.nextCursor : null,
      };
    },
    async removeLeftovers() {
      return [];
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
    throw new Error(
      'Hosted Supabase needs SUPABASE_SERVICE_ROLE_KEY (or SUPABASE_SECRET_KEY) to store uploads in Supabase Storage.',
    );
  return createSupabaseStorage(bucket, url, serviceKey);
}
