import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { CurrentUser, SignedInUser } from '@/lib/auth/current-user';
import { formatMoney } from '@/lib/catalogue/money';
import { siteOrigin } from '@/lib/config/site';
import { query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { readOutbox } from '@/lib/mail/mailer';
import { recordPayment } from '@/lib/payments/queries';
import { customer } from '@/lib/commands/actor';
import { submitApplication } from '@/lib/commands/applications/submit-application';
import { runCommand } from '@/lib/commands/run';
import { nigeriaCompanyValid } from '../../fixtures/applications';
import { tempDir } from '../support/embedded';
import { withFreshUploads } from '../support/uploads';
import { consoleCommands } from '../support/commands';
import { mailsSent as queuedMailsSent } from '../support/outbox';

/**
 * Issue 28, items 3 and 8: every mail to a customer is written in the language they chose (the
 * one they signed up in, kept on their profile), whatever page they were on, and links to pages
 * in that language; the confirmation states the amount due, the payment's the amount received.
 */
describe.each(testDrivers())('the mails a customer receives on %s', (driver) => {
  let database: Database;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const amelie: SignedInUser = {
    id: randomUUID(),
    email: 'amelie@example.com',
    fullName: 'Amélie Diallo',
  };
  const staff: CurrentUser = {
    id: randomUUID(),
    email: 'staff@example.com',
    fullName: 'Sade Staff',
    role: 'admin',
    isAdmin: true,
  };
  let queue: JobQueue;
  const mails = () => readOutbox(path.join(dataDir, 'outbox'), amelie.email);
  /** The mails the queue sends (lib/jobs), all gone out. */
  const settled = () => queuedMailsSent(database);

  beforeAll(async () => {
    dataDir = tempDir('registra-customer-mails-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
    // As sign-up stores it: the locale of the page the account was made on, in the metadata.
    await database.db.execute(
      sql`insert into auth.users (id, email, raw_user_meta_data) values
          (${amelie.id}, ${amelie.email}, '{"full_name": "Amélie Diallo", "locale": "fr"}'::jsonb),
          (${staff.id}, ${staff.email}, '{"full_name": "Sade Staff"}'::jsonb)`,
    );
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${staff.id}, 'admin')`,
    );
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('follows the language the account was made in: received, status, payment and delivery mails in French, with French links and the amounts', async () => {
    const [profile] = await query<{ locale: string }>(
      database.db,
      sql`select locale from public.profiles where id = ${amelie.id}`,
    );
    expect(profile!.locale).toBe('fr');

    // Submitted from an English page: the mail still follows the account's language.
    const submitted = await runCommand(
      submitApplication,
      customer(amelie),
      {
        flow: 'nigeria-company',
        data: await withFreshUploads(nigeriaCompanyValid, amelie.id, database),
        locale: 'en',
      },
      { database },
    );
    if (!submitted.ok) throw new Error(JSON.stringify(submitted));
    const { reference, applicationId } = submitted.data;
    await settled();
    const [row] = await query<{ total: string }>(
      database.db,
      sql`select quote ->> 'total' as total from public.applications where id = ${applicationId}`,
    );
    const due = Number(row!.total);
    const received = mails().at(-1)!;
    expect(received.subject).toBe(`Demande ${reference} reçue`);
    expect(received.text).toContain(`Montant dû\u00a0: ${formatMoney(due, 'NGN', 'fr')}.`);
    expect(received.text).toContain(`${siteOrigin()}/fr/application-submitted?ref=${reference}`);

    // Staff move it: the status mail is French and links to the French account page.
    const console_ = consoleCommands(staff, { database });
    expect(
      await console_.changeStatus({
        applicationId,
        status: 'in_review',
        message: 'Nous vérifions vos pièces.',
      }),
    ).toMatchObject({ ok: true });
    await settled();
    const status = mails().at(-1)!;
    expect(status.subject).toBe(`Dossier ${reference}\u00a0: en cours d’examen`);
    expect(status.text).toContain(`${siteOrigin()}/fr/account/applications/${reference}`);
    expect(status.text).not.toContain(`${siteOrigin()}/account`);

    // Staff confirm the payment: the mail states what arrived, in French.
    const payment = await recordPayment(
      amelie.id,
      { applicationId, method: 'bank_transfer' },
      database,
    );
    if (!payment.ok) throw new Error(JSON.stringify(payment));
    expect(
      await console_.confirmPayment({
        paymentId: payment.payment.id,
        amountReceived: (due / 100).toFixed(2),
      }),
    ).toMatchObject({ ok: true });
    await settled();
    const paid = mails().at(-1)!;
    expect(paid.subject).toBe(`Dossier ${reference}\u00a0: paiement reçu`);
    expect(paid.text).toContain(
      `Nous avons bien reçu votre paiement de ${formatMoney(due, 'NGN', 'fr')} pour le dossier ${reference}.`,
    );
    expect(paid.text).toContain(`${siteOrigin()}/fr/account/applications/${reference}`);

    // An "Other document" is named by its title.
    const file = new File(
      [readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf'))],
      'lettre.pdf',
      { type: 'application/pdf' },
    );
    expect(
      await console_.deliverDocument({ applicationId, category: 'other', file }),
    ).toMatchObject({ ok: false, fieldErrors: { title: [{ key: 'titleRequired' }] } });
    expect(
      await console_.deliverDocument({
        applicationId,
        category: 'other',
        title: 'Lettre de la banque',
        file,
      }),
    ).toMatchObject({ ok: true });
    await settled();
    const delivered = mails().at(-1)!;
    expect(delivered.subject).toBe(`Dossier ${reference}\u00a0: Lettre de la banque disponible`);
    expect(delivered.text).toContain('Votre Lettre de la banque pour le dossier');
  });
});
