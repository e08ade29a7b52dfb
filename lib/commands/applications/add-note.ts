import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { addNoteSchema } from '@/lib/admin/application-schemas';
import { recordAudit } from '@/lib/audit/audit';
import { queryOne } from '@/lib/db/database';
import { actorUserId } from '../actor';
import { defineCommand, staffOnly } from '../run';
import { applicationRefusal, lockApplication } from './staff-application';

/** A staff-only note on the application's timeline. */
export const addNote = defineCommand({
  name: 'applications.addNote',
  schema: addNoteSchema,
  allowed: staffOnly,
  refusalOf: applicationRefusal,
  run: async (input, actor, tx) => {
    const app = await lockApplication(tx, input.applicationId);
    if (!app) return fail('notFound');
    const event = await queryOne<{ id: number | string }>(
      tx,
      sql`insert into public.application_events (application_id, actor_id, type, internal, note)
          values (${app.id}, ${actorUserId(actor)}, 'note', true, ${input.note}) returning id`,
    );
    await recordAudit(tx, actor, {
      action: 'application.note_added',
      targetType: 'application',
      targetId: app.reference ?? app.id,
      applicationId: app.id,
      details: { eventId: Number(event!.id) },
    });
    return succeed();
  },
});
