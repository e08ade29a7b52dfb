import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { FORMATION_FLOWS, isFormationFlow } from '@/lib/companies/formation';
import { findCompanyOfApplication, insertCompany } from '@/lib/companies/queries';
import { recordFormedCompanySchema } from '@/lib/companies/schemas';
import { queryOne } from '@/lib/db/database';
import { sql } from 'drizzle-orm';
import { startRegisteredAgent } from '@/lib/subscriptions/orders';
import { defineCommand, staffOnly } from '../run';
import { companyRefusal, refuseFutureDate } from './shared';

/**
 * Staff record the company a formation produced, for its customer, with the identifiers the
 * registry issued: the form is prefilled from the application's answers (formationPrefill).
 * One company per application; the application can then be completed.
 */
export const recordFormedCompany = defineCommand({
  name: 'companies.recordFormedCompany',
  schema: recordFormedCompanySchema,
  allowed: staffOnly,
  refusalOf: companyRefusal,
  run: async ({ applicationId, ...fields }, actor, tx) => {
    const future = refuseFutureDate(fields);
    if (future) return future;
    const app = await queryOne<{
      id: string;
      owner_id: string;
      flow: string;
      reference: string | null;
    }>(
      tx,
      sql`select id, owner_id, flow, reference from public.applications
          where id = ${applicationId} and status <> 'draft' for update`,
    );
    if (!app) return fail('notFound');
    if (!isFormationFlow(app.flow)) return fail('notFormation');
    // The jurisdiction is the formation's (Canada: federal or Ontario, as staff record it).
    const formed = FORMATION_FLOWS[app.flow];
    const sameJurisdiction =
      fields.jurisdiction === formed.jurisdiction ||
      (app.flow === 'canada-company' && fields.jurisdiction === 'ontario');
    if (!sameJurisdiction || fields.entity !== formed.entity)
      return fail('invalidRequest', undefined, {
        fieldErrors: { entity: [{ key: 'entityOfJurisdiction' }] },
      });
    if (await findCompanyOfApplication(tx, app.id)) return fail('companyRecorded');
    const id = await insertCompany(tx, {
      ownerId: app.owner_id,
      source: 'formation',
      applicationId: app.id,
      fields,
    });
    await recordAudit(tx, actor, {
      action: 'company.recorded',
      targetType: 'company',
      targetId: id,
      applicationId: app.id,
      details: {
        application: app.reference ?? app.id,
        registryNumber: fields.registryNumber,
        ...(fields.taxId ? { taxId: fields.taxId } : {}),
      },
    });
    // A US formation with our registered agent: its free first year starts now (issue 34).
    await startRegisteredAgent(tx, actor, {
      applicationId: app.id,
      companyId: id,
      ownerId: app.owner_id,
      jurisdiction: fields.jurisdiction,
      incorporatedOn: fields.incorporatedOn,
    });
    return succeed({ companyId: id });
  },
});
