import { databaseLocation, productionNotice } from '@/lib/embedded-backend/notice';

describe('what the embedded backend says at start in production', () => {
  it('on PGlite, warns loudly that the data lives on this one disk', () => {
    const notice = productionNotice('/srv/registra/.data', undefined);
    expect(notice).toContain('EMBEDDED BACKEND IN PRODUCTION: accounts and data live in PGlite');
    expect(notice).toContain('/srv/registra/.data');
  });

  it('on PostgreSQL, names the server and database (never the credentials) and the shared DATA_DIR', () => {
    const notice = productionNotice(
      '/mnt/shared/registra',
      'postgres://app:s3cret-pw@db.internal:5432/registra?sslmode=require',
    );
    expect(notice).not.toContain('PGlite');
    expect(notice).not.toContain('EMBEDDED BACKEND IN PRODUCTION');
    expect(notice).toContain(
      'Embedded auth on PostgreSQL: accounts and data live in db.internal:5432/registra.',
    );
    expect(notice).toContain('/mnt/shared/registra');
    expect(notice).toContain('every instance must use the same DATA_DIR');
    expect(notice).not.toMatch(/s3cret|app:|sslmode/);
  });

  it('does not repeat an unreadable DATABASE_URL', () => {
    expect(databaseLocation('not a url with a p4ssword')).toBe('the DATABASE_URL server');
  });
});
