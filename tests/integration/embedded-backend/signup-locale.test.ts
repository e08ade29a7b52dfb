import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import type { EmbeddedBackend } from '@/lib/embedded-backend/backend';
import { PASSWORD, testBackend, testClient, uniqueEmail } from '../support/embedded';

// Opening PGlite takes seconds, more on a busy machine.
jest.setTimeout(60_000);

/**
 * Issue 28, item 3: a customer who signed up on /fr read "Preferred language: English" and got
 * English mails. The sign-up form sends the page's locale in the user metadata (as supabase-js
 * sends `options.data`, which hosted Supabase keeps); the profile takes it from there.
 */
describe.each(testDrivers())('the language an account is made in (%s)', (driver) => {
  let database: Database;
  let backend: EmbeddedBackend;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    backend = testBackend(database);
  });
  afterAll(() => database?.close());

  async function signUpIn(locale: unknown) {
    const { data, error } = await testClient(backend).auth.signUp({
      email: uniqueEmail(),
      password: PASSWORD,
      options: { data: { full_name: 'Amélie Diallo', locale } },
    });
    expect(error).toBeNull();
    const [profile] = await query<{ locale: string }>(
      database.db,
      sql`select locale from public.profiles where id = ${data.user!.id}::uuid`,
    );
    return { profile: profile!.locale, metadataLocale: data.user!.user_metadata.locale };
  }

  it('keeps the sign-up page’s language as the profile’s preferred language', async () => {
    expect(await signUpIn('fr')).toEqual({ profile: 'fr', metadataLocale: 'fr' });
    expect((await signUpIn('en')).profile).toBe('en');
  });

  it('ignores a language the site does not speak', async () => {
    expect(await signUpIn('de')).toEqual({ profile: 'en', metadataLocale: undefined });
  });
});
