import { isUuid, UUID_PATTERN } from '@/lib/validation/ids';

describe('the UUID check (lib/validation/ids.ts)', () => {
  it('takes the 8-4-4-4-12 hex form in either case', () => {
    expect(isUuid('3f2b8c1e-9d4a-4b6e-8f1a-2c3d4e5f6a7b')).toBe(true);
    expect(isUuid('3F2B8C1E-9D4A-4B6E-8F1A-2C3D4E5F6A7B')).toBe(true);
    expect(isUuid(crypto.randomUUID())).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      '3f2b8c1e9d4a4b6e8f1a2c3d4e5f6a7b',
      '3f2b8c1e-9d4a-4b6e-8f1a-2c3d4e5f6a7',
      '3f2b8c1e-9d4a-4b6e-8f1a-2c3d4e5f6a7b0',
      ' 3f2b8c1e-9d4a-4b6e-8f1a-2c3d4e5f6a7b',
      'g3f2b8c1-9d4a-4b6e-8f1a-2c3d4e5f6a7b',
      "3f2b8c1e-9d4a-4b6e-8f1a-2c3d4e5f6a7b' or 1=1",
      null,
      42,
    ])
      expect(isUuid(value)).toBe(false);
  });

  it('gives its pattern to regexes that embed a UUID', () => {
    const cursor = new RegExp(`^(\\d+)\\.(${UUID_PATTERN})$`);
    expect(cursor.exec('17.3f2b8c1e-9d4a-4b6e-8f1a-2c3d4e5f6a7b')?.[2]).toBe(
      '3f2b8c1e-9d4a-4b6e-8f1a-2c3d4e5f6a7b',
    );
  });
});
