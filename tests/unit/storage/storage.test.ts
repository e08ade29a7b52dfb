import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createLocalStorage,
  createSupabaseStorage,
  DamagedObjectError,
  type FileStorage,
} from '@/lib/storage/storage';
import { fakeSupabaseStorage } from '../../support/fake-supabase-storage';

const BUCKET = 'application-documents';
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Backend = {
  storage: FileStorage;
  /** Changes the stored bytes behind the storage's back (a bad disk, a bad copy). */
  damage: (key: string, change: (bytes: Uint8Array) => Uint8Array) => void;
};

function localBackend(): Backend & { root: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'registra-storage-'));
  return {
    root,
    storage: createLocalStorage(BUCKET, root),
    damage: (key, change) => {
      const file = path.join(root, BUCKET, key);
      writeFileSync(file, change(new Uint8Array(readFileSync(file))));
    },
  };
}

function supabaseBackend(): Backend {
  const fake = fakeSupabaseStorage();
  return {
    storage: createSupabaseStorage(BUCKET, fake.url, 'service-key', { fetch: fake.fetch }),
    damage: (key, change) => {
      const object = fake.objects(BUCKET).get(key)!;
      object.body = change(object.body);
    },
  };
}

/** Both backends behind the one interface: the folder of embedded mode, Supabase Storage. */
describe.each([
  ['the local folder', localBackend],
  ['Supabase Storage', supabaseBackend],
])('stored files in %s', (_name, backend) => {
  it('keeps the size and SHA-256 with each file and hands back the very bytes', async () => {
    const { storage } = backend();
    expect(await storage.put('a.pdf', pdf, 'application/pdf')).toEqual({
      size: pdf.byteLength,
      sha256: sha256(pdf),
    });
    expect(await storage.stat('a.pdf')).toEqual({
      size: pdf.byteLength,
      contentType: 'application/pdf',
      sha256: sha256(pdf),
    });
    const object = await storage.get('a.pdf');
    expect(Buffer.from(object!.body).equals(Buffer.from(pdf))).toBe(true);
    expect(await storage.get('missing.pdf')).toBeNull();
    expect(await storage.stat('missing.pdf')).toBeNull();
  });

  it('refuses to overwrite a stored file', async () => {
    const { storage } = backend();
    await storage.put('a.pdf', pdf, 'application/pdf');
    await expect(storage.put('a.pdf', new Uint8Array([1, 2, 3]), 'image/png')).rejects.toThrow();
    expect(Buffer.from((await storage.get('a.pdf'))!.body).equals(Buffer.from(pdf))).toBe(true);
  });

  it('refuses to hand out a file whose bytes changed after it was stored, size unchanged (issue 29, finding 13)', async () => {
    const { storage, damage } = backend();
    await storage.put('a.pdf', pdf, 'application/pdf');
    damage('a.pdf', (bytes) => {
      const copy = bytes.slice();
      copy[20] = copy[20]! ^ 0xff;
      return copy;
    });
    await expect(storage.get('a.pdf')).rejects.toThrow(DamagedObjectError);
    await expect(storage.get('a.pdf')).rejects.toMatchObject({ reason: 'sha256' });
  });

  it('refuses to hand out a truncated file (issue 29, finding 13)', async () => {
    const { storage, damage } = backend();
    await storage.put('a.pdf', pdf, 'application/pdf');
    damage('a.pdf', (bytes) => bytes.slice(0, 10));
    await expect(storage.get('a.pdf')).rejects.toMatchObject({
      name: 'DamagedObjectError',
      reason: 'size',
    });
  });

  it('lists every object, page after page in key order, however many there are (issue 29, finding 8)', async () => {
    const { storage } = backend();
    const keys = Array.from({ length: 7 }, (_, i) => `${String(i).padStart(2, '0')}.pdf`);
    for (const key of [...keys].reverse()) await storage.put(key, pdf, 'application/pdf');
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await storage.list({ cursor, limit: 3 });
      seen.push(...page.objects.map((o) => o.key));
      for (const o of page.objects) expect(o.storedAt.getTime()).toEqual(expect.any(Number));
      cursor = page.next;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(keys);
    expect(pages).toBe(3);
  });

  it('removes a file', async () => {
    const { storage } = backend();
    await storage.put('a.pdf', pdf, 'application/pdf');
    await storage.remove('a.pdf');
    expect(await storage.get('a.pdf')).toBeNull();
    expect((await storage.list({ limit: 10 })).objects).toEqual([]);
  });
});

describe('the local folder of embedded mode', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('flushes the file, its meta and the folder to the disk before acknowledging (issue 29, finding 13)', async () => {
    const local = localBackend();
    root = local.root;
    const probe = path.join(root, 'probe');
    writeFileSync(probe, '');
    const handle = await open(probe, 'r');
    const FileHandle = Object.getPrototypeOf(handle) as { sync: () => Promise<void> };
    await handle.close();
    const sync = jest.spyOn(FileHandle, 'sync');
    try {
      await local.storage.put('a.pdf', pdf, 'application/pdf');
      // The object's temporary file, its meta's, and the folder once both names are linked.
      expect(sync).toHaveBeenCalledTimes(3);
    } finally {
      sync.mockRestore();
    }
  });

  it('removes what interrupted writes left behind once a day old, and nothing else (issue 29, finding 8)', async () => {
    const local = localBackend();
    root = local.root;
    const { storage } = local;
    await storage.put('whole.pdf', pdf, 'application/pdf');
    const folder = path.join(root, BUCKET);
    const id = '0f0e0d0c-0b0a-4908-8706-050403020100';
    const leftovers = [
      `body.pdf.${id}.tmp`, // the object's temporary file
      `body.pdf.meta.json.${id}.tmp`, // its meta's
      'orphan.pdf.meta.json', // a meta whose object was never linked
    ];
    for (const name of leftovers) writeFileSync(path.join(folder, name), 'x');
    mkdirSync(path.join(folder, '2026', '11'), { recursive: true });
    writeFileSync(path.join(folder, '2026', '11', `cv.pdf.${id}.tmp`), 'x');
    const fresh = `fresh.pdf.${id}.tmp`;
    writeFileSync(path.join(folder, fresh), 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const name of [
      ...leftovers,
      'whole.pdf',
      'whole.pdf.meta.json',
      `2026/11/cv.pdf.${id}.tmp`,
    ])
      utimesSync(path.join(folder, name), twoDaysAgo, twoDaysAgo);

    const removed = await storage.removeLeftovers(new Date(Date.now() - 24 * 60 * 60 * 1000));
    expect(removed.sort()).toEqual([...leftovers, `2026/11/cv.pdf.${id}.tmp`].sort());
    for (const name of removed) expect(existsSync(path.join(folder, name))).toBe(false);
    expect(existsSync(path.join(folder, fresh))).toBe(true);
    expect(await storage.get('whole.pdf')).not.toBeNull();
  });

  it('never shows an object without its meta: a crash before the object is linked leaves only leftovers', async () => {
    const local = localBackend();
    root = local.root;
    mkdirSync(path.join(root, BUCKET), { recursive: true });
    // What a crash between linking the meta and linking the object leaves.
    writeFileSync(path.join(root, BUCKET, 'half.pdf.meta.json'), JSON.stringify({ size: 3 }));
    expect(await local.storage.get('half.pdf')).toBeNull();
    expect(await local.storage.stat('half.pdf')).toBeNull();
    expect((await local.storage.list({ limit: 10 })).objects).toEqual([]);
  });
});
