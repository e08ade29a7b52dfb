import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { userClaims, withRls } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { ghanaCompany } from '@/lib/wizards/definitions/ghana/company';
import { nigeriaCompany } from '@/lib/wizards/definitions/nigeria/company';
import { southAfricaCompany } from '@/lib/wizards/definitions/south-africa/company';
import { getApplicationEvents } from '@/lib/applications/events';
import { getApplication, getDraft } from '@/lib/applications/queries';
import { saveStep, submitApplication } from '@/lib/wizards/drafts';
import { recordPayment } from '@/lib/payments/queries';
import { quoteForDraft } from '@/lib/wizards/pricing';
import {
  ghanaCompanyValid,
  nigeriaCompanyValid,
  southAfricaCompanyValid,
} from '../../fixtures/applications';
import { useOwnDataDir, withFreshUploads } from '../support/uploads';

describe.each(testDrivers())('applications and their row-level security on %s', (driver) => {
  useOwnDataDir('registra-applications-');
  let database: Database;
  const alice = randomUUID();
  const bob = randomUUID();
  const admin = randomUUID();

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    for (const [id, email] of [
      [alice, 'alice@example.com'],
      [bob, 'bob@example.com'],
      [admin, 'staff@example.com'],
    ])
      await database.db.execute(sql`insert into auth.users (id, email) values (${id}, ${email})`);
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${admin}, 'admin')`,
    );
    // Opening and migrating PGlite takes seconds on a busy machine; a project's testTimeout in
    // jest.config.mjs does not reach hooks (Jest reads testTimeout only at the top level).
  }, 60_000);
  afterAll(() => database.close());

  const stepValues = (stepId: string) => {
    const step = nigeriaCompany.steps.find((s) => s.id === stepId)!;
    return Object.fromEntries(
      step.fields.map((f) => [f.name, (nigeriaCompanyValid as Record<string, unknown>)[f.name]]),
    );
  };

  it('saves steps in order, refuses a skipped step and records the last completed step', async () => {
    const first = await saveStep(
      alice,
      nigeriaCompany,
      'registration',
      stepValues('registration'),
      database,
    );
    expect(first).toMatchObject({
      ok: true,
      application: { status: 'draft', lastCompletedStep: 0, ownerId: alice },
    });
    const skipped = await saveStep(
      alice,
      nigeriaCompany,
      'directors',
      stepValues('directors'),
      database,
    );
    expect(skipped).toEqual({ ok: false, reason: 'skipped', expectedStep: 1 });
    const second = await saveStep(
      alice,
      nigeriaCompany,
      'objective',
      stepValues('objective'),
      database,
    );
    expect(second).toMatchObject({ ok: true, application: { lastCompletedStep: 1 } });
    const draft = await getDraft(alice, 'nigeria-company', database);
    expect(draft?.data.proposedName1).toBe('Adaeze Foods Limited');
    expect(draft?.data.objects).toEqual(nigeriaCompanyValid.objects);
  });

  it('refuses a step whose cross-step rule fails, with the field and message', async () => {
    const result = await saveStep(
      alice,
      nigeriaCompany,
      'share-capital',
      { ...stepValues('share-capital'), issuedShareCapital: '50000', numberOfShares: '50000' },
      database,
    );
    expect(result).toMatchObject({
      ok: false,
      reason: 'invalid',
      issues: [{ path: ['issuedShareCapital'] }],
    });
  });

  it("hides one user's draft from another, who cannot submit it by id either", async () => {
    const draft = await getDraft(alice, 'nigeria-company', database);
    expect(await getApplication(bob, draft!.id, database)).toBeNull();
    const attempt = await submitApplication(
      bob,
      nigeriaCompany,
      { applicationId: draft!.id, data: nigeriaCompanyValid },
      database,
    );
    expect(attempt).toEqual({ ok: false, reason: 'notFound' });
    const rows = await withRls(
      userClaims(bob),
      (tx) =>
        query(
          tx,
          sql`update public.applications set data = '{}'::jsonb where id = ${draft!.id} returning id`,
        ),
      database,
    );
    expect(rows).toEqual([]);
  });

  it('submits with a database-assigned reference, the quote and a status event', async () => {
    const draft = await getDraft(alice, 'nigeria-company', database);
    const result = await submitApplication(
      alice,
      nigeriaCompany,
      {
        applicationId: draft!.id,
        data: await withFreshUploads(nigeriaCompanyValid, alice, database),
      },
      database,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const year = new Date().getUTCFullYear();
    expect(result.application.reference).toMatch(new RegExp(`^NG-CO-${year}-\\d{6}$`));
    expect(result.application).toMatchObject({
      status: 'submitted',
      ownerId: alice,
      package: 'standard',
    });
    expect(result.application.quote).toMatchObject({ currency: 'NGN', package: 'standard' });
    // The quote is the catalogue's price for these answers, not anything the client sent.
    expect(result.application.quote).toEqual(quoteForDraft(nigeriaCompany, nigeriaCompanyValid));
    const events = await getApplicationEvents(alice, result.application.id, database);
    expect(events.map((e) => [e.type, e.fromStatus, e.toStatus, e.actorId])).toEqual([
      ['created', null, 'draft', alice],
      ['status_changed', 'draft', 'submitted', alice],
    ]);
    // Submitted: the customer can no longer change it, nor submit it again.
    const again = await submitApplication(
      alice,
      nigeriaCompany,
      { applicationId: result.application.id, data: nigeriaCompanyValid },
      database,
    );
    expect(again).toEqual({ ok: false, reason: 'notDraft' });
  });

  it('refuses an invalid application and names the failing step', async () => {
    const bad = {
      ...southAfricaCompanyValid,
      shareholders: [
        {
          ...southAfricaCompanyValid.shareholders[0]!,
          saIdNumber: '8001015009086',
          percentage: '100',
        },
      ],
    };
    const result = await submitApplication(bob, southAfricaCompany, { data: bad }, database);
    expect(result).toMatchObject({ ok: false, reason: 'invalid', stepId: 'shareholders' });
  });

  it('creates and submits from a browser draft, and staff read every application', async () => {
    const result = await submitApplication(
      bob,
      southAfricaCompany,
      { data: await withFreshUploads(southAfricaCompanyValid, bob, database) },
      database,
    );
    expect(result).toMatchObject({ ok: true, application: { ownerId: bob, status: 'submitted' } });
    const seen = await withRls(
      userClaims(admin),
      (tx) => query<{ owner_id: string }>(tx, sql`select owner_id from public.applications`),
      database,
    );
    expect(new Set(seen.map((r) => r.owner_id))).toEqual(new Set([alice, bob]));
    const bobSees = await withRls(
      userClaims(bob),
      (tx) => query<{ owner_id: string }>(tx, sql`select owner_id from public.applications`),
      database,
    );
    expect(bobSees.every((r) => r.owner_id === bob)).toBe(true);
  });

  it('does not let a customer set a reference or a status beyond submitted', async () => {
    const draft = await saveStep(
      bob,
      nigeriaCompany,
      'registration',
      stepValues('registration'),
      database,
    );
    if (!draft.ok) throw new Error('draft');
    await expect(
      withRls(
        userClaims(bob),
        (tx) =>
          tx.execute(
            sql`update public.applications set status = 'completed' where id = ${draft.application.id}`,
          ),
        database,
      ),
    ).rejects.toThrow();
    const forged = await withRls(
      userClaims(bob),
      (tx) =>
        query<{ reference: string | null }>(
          tx,
          sql`update public.applications set reference = 'NG-CO-2026-999999' where id = ${draft.application.id} returning reference`,
        ),
      database,
    );
    expect(forged[0]?.reference).toBeNull();
  });

  describe('a customer under RLS (as PostgREST would run their requests)', () => {
    const carol = randomUUID();
    let draftId: string;
    const asCarol = <T>(statement: ReturnType<typeof sql>) =>
      withRls(
        userClaims(carol),
        (tx) => query<T & Record<string, unknown>>(tx, statement),
        database,
      );

    beforeAll(async () => {
      await database.db.execute(
        sql`insert into auth.users (id, email) values (${carol}, 'carol@example.com')`,
      );
      const draft = await saveStep(
        carol,
        nigeriaCompany,
        'registration',
        stepValues('registration'),
        database,
      );
      if (!draft.ok) throw new Error(JSON.stringify(draft));
      draftId = draft.application.id;
    });

    it("may still change their draft's answers, step and package", async () => {
      const rows = await asCarol<{ package: string; last_completed_step: number }>(
        sql`update public.applications set data = data || '{"proposedName2": "Carol Two Ltd"}'::jsonb, package = 'premium', last_completed_step = 0
            where id = ${draftId} returning package, last_completed_step`,
      );
      expect(rows).toEqual([{ package: 'premium', last_completed_step: 0 }]);
    });

    it('cannot set the quote of their draft', async () => {
      await expect(
        asCarol(
          sql`update public.applications set quote = '{"total": 1, "currency": "NGN"}'::jsonb where id = ${draftId}`,
        ),
      ).rejects.toThrow();
      expect((await getApplication(carol, draftId, database))?.quote).toBeNull();
    });

    it('cannot submit their draft themselves, with or without a quote', async () => {
      await expect(
        asCarol(sql`update public.applications set status = 'submitted' where id = ${draftId}`),
      ).rejects.toThrow();
      await expect(
        asCarol(
          sql`update public.applications set status = 'submitted', quote = '{"total": 1, "currency": "NGN"}'::jsonb where id = ${draftId}`,
        ),
      ).rejects.toThrow();
      expect(await getApplication(carol, draftId, database)).toMatchObject({
        status: 'draft',
        reference: null,
        quote: null,
      });
    });

    it('cannot insert a submitted application, nor a draft that carries a quote', async () => {
      const insert = (status: string, quote: string | null) =>
        asCarol(sql`insert into public.applications (flow, jurisdiction, service, reference_prefix, status, quote)
                    values ('nigeria-enterprise', 'NG', 'businessName', 'NG-BN', ${status}, ${quote}::jsonb)`);
      await expect(insert('submitted', '{"total": 1, "currency": "NGN"}')).rejects.toThrow();
      await expect(insert('submitted', null)).rejects.toThrow();
      await expect(insert('draft', '{"total": 1, "currency": "NGN"}')).rejects.toThrow();
      expect(
        await asCarol(sql`select id from public.applications where flow = 'nigeria-enterprise'`),
      ).toEqual([]);
    });

    it('has it submitted by the server, at the catalogue quote, with themselves as the actor', async () => {
      const result = await submitApplication(
        carol,
        nigeriaCompany,
        {
          applicationId: draftId,
          data: await withFreshUploads(nigeriaCompanyValid, carol, database),
        },
        database,
      );
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(result.application).toMatchObject({
        id: draftId,
        status: 'submitted',
        package: 'standard',
      });
      expect(result.application.quote).toEqual(quoteForDraft(nigeriaCompany, nigeriaCompanyValid));
      const events = await getApplicationEvents(carol, draftId, database);
      expect(events.at(-1)).toMatchObject({
        type: 'status_changed',
        fromStatus: 'draft',
        toStatus: 'submitted',
        actorId: carol,
      });
      // Back in the customer's own role afterwards: the submitted row is no longer theirs to edit.
      await expect(
        asCarol(sql`update public.applications set quote = null where id = ${draftId}`),
      ).resolves.toEqual([]);
      expect((await getApplication(carol, draftId, database))?.quote).toEqual(
        result.application.quote,
      );
    });

    it('leaves staff free to move a submitted application on', async () => {
      const rows = await withRls(
        userClaims(admin),
        (tx) =>
          query<{ status: string }>(
            tx,
            sql`update public.applications set status = 'in_review' where id = ${draftId} returning status`,
          ),
        database,
      );
      expect(rows).toEqual([{ status: 'in_review' }]);
      const events = await getApplicationEvents(carol, draftId, database);
      expect(events.at(-1)).toMatchObject({
        type: 'status_changed',
        fromStatus: 'submitted',
        toStatus: 'in_review',
        actorId: admin,
      });
    });
  });

  it('records a pending payment at the quoted amount, visible to its owner only', async () => {
    const alices = await withRls(
      userClaims(alice),
      (tx) =>
        query<{ id: string }>(
          tx,
          sql`select id from public.applications where status = 'submitted'`,
        ),
      database,
    );
    const id = alices[0]!.id;
    const payment = await recordPayment(
      alice,
      { applicationId: id, method: 'ussd', bank: 'gtbank' },
      database,
    );
    if (!payment.ok) throw new Error(JSON.stringify(payment));
    const app = await getApplication(alice, id, database);
    expect(payment.payment).toMatchObject({
      status: 'pending',
      method: 'ussd',
      amount: app!.quote!.total,
    });
    const changed = await recordPayment(
      alice,
      { applicationId: id, method: 'bank_transfer' },
      database,
    );
    expect(changed).toMatchObject({
      ok: true,
      payment: { method: 'bank_transfer', paymentReference: payment.payment.paymentReference },
    });
    expect(await recordPayment(bob, { applicationId: id, method: 'qr' }, database)).toEqual({
      ok: false,
      reason: 'notFound',
    });
  });

  it('records mobile money with the network paid from, and no network for another method', async () => {
    const ghana = await submitApplication(
      alice,
      ghanaCompany,
      { data: await withFreshUploads(ghanaCompanyValid, alice, database) },
      database,
    );
    if (!ghana.ok) throw new Error(JSON.stringify(ghana));
    const id = ghana.application.id;
    const momo = await recordPayment(
      alice,
      { applicationId: id, method: 'mobile_money', network: 'telecel' },
      database,
    );
    expect(momo).toMatchObject({
      ok: true,
      payment: { method: 'mobile_money', bank: 'telecel', status: 'pending', hasProof: false },
    });
    const transfer = await recordPayment(
      alice,
      { applicationId: id, method: 'bank_transfer', network: 'telecel' },
      database,
    );
    expect(transfer).toMatchObject({ ok: true, payment: { method: 'bank_transfer', bank: null } });
  });

  it('refuses a method not offered in the quote’s currency: mobile money for naira, USSD for cedis', async () => {
    const alices = await withRls(
      userClaims(alice),
      (tx) =>
        query<{ id: string; currency: string }>(
          tx,
          sql`select id, quote->>'currency' as currency from public.applications where status = 'submitted'`,
        ),
      database,
    );
    const naira = alices.find((a) => a.currency === 'NGN')!.id;
    const cedis = alices.find((a) => a.currency === 'GHS')!.id;
    expect(
      await recordPayment(
        alice,
        { applicationId: naira, method: 'mobile_money', network: 'mtn' },
        database,
      ),
    ).toEqual({ ok: false, reason: 'methodNotOffered' });
    expect(
      await recordPayment(
        alice,
        { applicationId: cedis, method: 'ussd', bank: 'gtbank' },
        database,
      ),
    ).toEqual({ ok: false, reason: 'methodNotOffered' });
    expect(
      await recordPayment(alice, { applicationId: cedis, method: 'qr' }, database),
    ).toMatchObject({ ok: true, payment: { method: 'qr' } });
  });
});
