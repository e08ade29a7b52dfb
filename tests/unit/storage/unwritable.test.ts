import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createLocalStorage, StorageUnavailableError } from '@/lib/storage/storage';
import { breakableDir, type BreakableDir } from '../../support/unwritable-dir';

// Issue 29, item 11: with DATA_DIR full or read-only, every upload failed with a bare file-system
// error (a 500). The disk storage says what it is, for route handlers to answer 503.
describe('the local file storage on a data directory that cannot take a write', () => {
  let data: BreakableDir;
  beforeEach(() => {
    data = breakableDir('registra-storage-');
  });
  afterEach(() => data.remove());

  const file = new TextEncoder().encode('%PDF-1.4 a small document');

  it.each([
    ['full', (d: BreakableDir) => d.full()],
    ['read-only', (d: BreakableDir) => d.readOnly()],
  ])(
    'refuses a file with StorageUnavailableError when the disk is %s, and leaves nothing half-written',
    async (_, breakIt) => {
      const storage = createLocalStorage('documents', path.join(data.dir, 'uploads'));
      await storage.put('before.pdf', file, 'application/pdf');
      breakIt(data);
      const failure = await storage
        .put('after.pdf', file, 'application/pdf')
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(StorageUnavailableError);
      expect((failure as StorageUnavailableError).code).toMatch(/^(ENOSPC|EROFS|EACCES)$/);
      data.repair();
      expect(readdirSync(path.join(data.dir, 'uploads', 'documents')).sort()).toEqual([
        'before.pdf',
        'before.pdf.meta.json',
      ]);
      // Writable again: the same file goes through.
      await storage.put('after.pdf', file, 'application/pdf');
      expect((await storage.get('after.pdf'))?.contentType).toBe('application/pdf');
    },
  );
});
