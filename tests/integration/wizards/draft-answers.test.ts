import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { userClaims, withRls } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { getApplication, getDraft } from '@/lib/applications/queries';
import type { SignedInUser } from '@/lib/auth/current-user';
import {
  ANSWERS_MAX_CHARS,
  ANSWERS_MAX_FIELDS,
  saveAnswersWith,
} from '@/lib/wizards/answers-action';
import { saveStep, submitApplication } from '@/lib/wizards/drafts';
import { nigeriaCompany } from '@/lib/wizards/definitions/nigeria/company';
import { nigeriaCompanyValid } from '../../fixtures/applications';
import { useOwnDataDir, withFreshUploads } from '../support/uploads';

describe.each(testDrivers())(
  'the autosave of a step in progress (saveAnswersAction) on %s',
  (driver) => {
    useOwnDataDir('registra-draft-answers-');
    let database: Database;
    const alice = randomUUID();
    const bob = randomUUID();
    const person = (id: string): SignedInUser => ({ id, email: `${id}@example.com`, fullName: '' });
    const saveAs = (id: string | null) =>
      saveAnswersWith({ identify: async () => (id ? person(id) : null), database });

    const stepValues = (stepId: string) => {
      const step = nigeriaCompany.steps.find((s) => s.id === stepId)!;
      return Object.fromEntries(
        step.fields.map((f) => [f.name, (nigeriaCompanyValid as Record<string, unknown>)[f.name]]),
      );
    };

    beforeAll(async () => {
      database = await openTestDatabase(driver);
      for (const id of [alice, bob])
        await database.db.execute(
          sql`insert into auth.users (id, email) values (${id}, ${`${id}@example.com`})`,
        );
    }, 60_000);
    afterAll(() => database.close());

    it('needs a session', async () => {
      const result = await saveAs(null)({
        flow: 'nigeria-company',
        stepId: 'registration',
        values: { proposedName1: 'Ada' },
      });
      expect(result).toEqual({ ok: false, formError: { key: 'signInRequired' } });
    });

    it.each([
      ['an array', ['proposedName1']],
      ['a string', 'proposedName1=Ada'],
      ['null', null],
      ['a number', 42],
    ])('refuses answers that are %s, storing nothing', async (_, values) => {
      const result = await saveAs(alice)({
        flow: 'nigeria-company',
        stepId: 'registration',
        values,
      });
      expect(result).toMatchObject({ ok: false, formError: { key: 'invalidRequest' } });
      expect(await getDraft(alice, 'nigeria-company', database)).toBeNull();
    });

    it('refuses oversize answers: too many characters or too many fields', async () => {
      const long = await saveAs(alice)({
        flow: 'nigeria-company',
        stepId: 'registration',
        values: { proposedName1: 'x'.repeat(ANSWERS_MAX_CHARS) },
      });
      expect(long).toMatchObject({
        ok: false,
        formError: { key: 'invalidRequest' },
        fieldErrors: { values: [{ key: 'tooLarge' }] },
      });
      const wide = Object.fromEntries(
        Array.from({ length: ANSWERS_MAX_FIELDS + 1 }, (_, i) => [`f${i}`, '']),
      );
      const many = await saveAs(alice)({
        flow: 'nigeria-company',
        stepId: 'registration',
        values: wide,
      });
      expect(many).toMatchObject({ ok: false, fieldErrors: { values: [{ key: 'tooLarge' }] } });
      expect(
        await saveAs(alice)({ flow: 'no-such-flow', stepId: 'registration', values: {} }),
      ).toMatchObject({ ok: false, formError: { key: 'invalidRequest' } });
      expect(
        await saveAs(alice)({ flow: 'nigeria-company', stepId: 'nope', values: {} }),
      ).toMatchObject({ ok: false, formError: { key: 'invalidRequest' } });
      expect(await getDraft(alice, 'nigeria-company', database)).toBeNull();
    });

    it('refuses a draft whose answers in progress would grow beyond their limit across steps', async () => {
      const carol = randomUUID();
      await database.db.execute(
        sql`insert into auth.users (id, email) values (${carol}, 'carol@example.com')`,
      );
      const big = 'x'.repeat(ANSWERS_MAX_CHARS - 100);
      expect(
        await saveAs(carol)({
          flow: 'nigeria-company',
          stepId: 'registration',
          values: { proposedName1: big },
        }),
      ).toMatchObject({ ok: true });
      expect(
        await saveAs(carol)({
          flow: 'nigeria-company',
          stepId: 'objective',
          values: { objects: [big] },
        }),
      ).toMatchObject({ ok: true });
      const third = await saveAs(carol)({
        flow: 'nigeria-company',
        stepId: 'secretary',
        values: { secretaryName: big },
      });
      expect(third).toEqual({ ok: false, formError: { key: 'tooLarge' } });
    });

    it('creates a draft with no step completed and keeps only the step’s own fields, unvalidated', async () => {
      const result = await saveAs(alice)({
        flow: 'nigeria-company',
        stepId: 'registration',
        // An invalid e-mail (being typed) and a field of another step, which must not be kept.
        values: {
          proposedName1: 'Adaeze Fo',
          companyEmail: 'ada@',
          package: 'premium',
          submitterName: 'Forged',
        },
      });
      expect(result).toMatchObject({ ok: true });
      const draft = await getDraft(alice, 'nigeria-company', database);
      expect(draft).toMatchObject({
        lastCompletedStep: -1,
        data: {},
        package: null,
        pendingAnswers: { proposedName1: 'Adaeze Fo', companyEmail: 'ada@' },
      });
      expect(draft!.pendingAnswers).not.toHaveProperty('submitterName');
      expect(draft!.pendingAnswers).not.toHaveProperty('package');
    });

    it('never advances the last completed step: the next step is still refused as skipped', async () => {
      await saveAs(alice)({
        flow: 'nigeria-company',
        stepId: 'objective',
        values: stepValues('objective'),
      });
      expect((await getDraft(alice, 'nigeria-company', database))?.lastCompletedStep).toBe(-1);
      expect(
        await saveStep(alice, nigeriaCompany, 'objective', stepValues('objective'), database),
      ).toEqual({ ok: false, reason: 'skipped', expectedStep: 0 });
    });

    it('leaves validated answers alone and drops a step’s answers in progress once it is completed', async () => {
      const first = await saveStep(
        alice,
        nigeriaCompany,
        'registration',
        stepValues('registration'),
        database,
      );
      expect(first).toMatchObject({ ok: true, application: { lastCompletedStep: 0 } });
      // Going back to the completed step and typing something invalid: stored apart, step kept.
      await saveAs(alice)({
        flow: 'nigeria-company',
        stepId: 'registration',
        values: { proposedName1: '' },
      });
      const draft = await getDraft(alice, 'nigeria-company', database);
      expect(draft).toMatchObject({
        lastCompletedStep: 0,
        data: { proposedName1: nigeriaCompanyValid.proposedName1 },
        pendingAnswers: { proposedName1: '' },
      });
      // The objective typed earlier is still waiting; completing the first step dropped its own.
      expect(draft!.pendingAnswers).toHaveProperty('objects');
      const second = await saveStep(
        alice,
        nigeriaCompany,
        'objective',
        stepValues('objective'),
        database,
      );
      expect(second).toMatchObject({ ok: true, application: { lastCompletedStep: 1 } });
      expect((await getDraft(alice, 'nigeria-company', database))!.pendingAnswers).toEqual({
        proposedName1: '',
      });
    });

    it('lets only the owner read or write their answers in progress (RLS)', async () => {
      const draft = (await getDraft(alice, 'nigeria-company', database))!;
      expect(await getApplication(bob, draft.id, database)).toBeNull();
      const forged = await withRls(
        userClaims(bob),
        (tx) =>
          query(
            tx,
            sql`update public.applications set pending_answers = '{"proposedName1": "Bob"}'::jsonb where id = ${draft.id} returning id`,
          ),
        database,
      );
      expect(forged).toEqual([]);
      // Bob's autosave lands in a draft of his own, never in Alice's.
      const bobs = await saveAs(bob)({
        flow: 'nigeria-company',
        stepId: 'registration',
        values: { proposedName1: 'Bob Ltd' },
      });
      if (!bobs.ok) throw new Error(JSON.stringify(bobs));
      expect(bobs.data.applicationId).not.toBe(draft.id);
      expect((await getDraft(alice, 'nigeria-company', database))!.pendingAnswers).toEqual({
        proposedName1: '',
      });
    });

    it('clears the answers in progress on submission', async () => {
      const result = await submitApplication(
        alice,
        nigeriaCompany,
        { data: await withFreshUploads(nigeriaCompanyValid, alice, database) },
        database,
      );
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(result.application.pendingAnswers).toEqual({});
    });
  },
);
