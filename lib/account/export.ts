import 'server-only';
import { sql } from 'drizzle-orm';
import { findApplicationDocuments } from '@/lib/applications/documents';
import { findApplicationEvents } from '@/lib/applications/events';
import { query, type Database } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { findPayments, findProfile } from './queries';

/**
 * Everything the account holds about its owner, as JSON (the right of access and portability:
 * NDPA 2023 s. 34, POPIA s. 23, UK GDPR arts. 15 and 20, PIPEDA principle 4.9): the profile, every
 * application (drafts too) with its answers, the events meant for them, the list of documents
 * (the files themselves download from the account) and the payments. Read as the customer under
 * row-level security and filtered on their id, so a staff account exports its own data only.
 */
export async function exportAccount(userId: string, database?: Database) {
  return asUser(
    userId,
    async (tx) => {
      const profile = await findProfile(tx, userId);
      const applications = await query<{
        id: string;
        reference: string | null;
        flow: string;
        service: string;
        jurisdiction: string;
        package: string | null;
        status: string;
        data: Record<string, unknown>;
        quote: Record<string, unknown> | null;
        created_at: string | Date;
        submitted_at: string | Date | null;
        due_on: string | null;
      }>(
        tx,
        sql`select id, reference, flow, service, jurisdiction, package, status, data, quote, created_at, submitted_at, due_on::text as due_on
            from public.applications where owner_id = ${userId} order by created_at, id`,
      );
      const out = [];
      for (const app of applications) {
        const events = (await findApplicationEvents(tx, app.id)).filter((event) => !event.internal);
        const documents = await findApplicationDocuments(tx, app.id);
        out.push({
          reference: app.reference,
          wizard: app.flow,
          service: app.service,
          country: app.jurisdiction,
          package: app.package,
          status: app.status,
          answers: app.data,
          quote: app.quote,
          createdAt: new Date(app.created_at).toISOString(),
          submittedAt: app.submitted_at === null ? null : new Date(app.submitted_at).toISOString(),
          dueOn: app.due_on,
          events: events.map(({ type, fromStatus, toStatus, note, createdAt }) => ({
            type,
            fromStatus,
            toStatus,
            message: note,
            createdAt,
          })),
          documents: documents.map(
            ({ id, kind, field, category, fileName, contentType, size, createdAt }) => ({
              id,
              kind,
              field,
              category,
              fileName,
              contentType,
              size,
              createdAt,
            }),
          ),
          payments: await findPayments(tx, app.id, userId),
        });
      }
      return {
        exportedAt: new Date().toISOString(),
        profile: profile && {
          email: profile.email,
          fullName: profile.fullName,
          phone: profile.phone,
          language: profile.locale,
          createdAt: profile.createdAt,
        },
        applications: out,
      };
    },
    database,
  );
}
