import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { queryOne } from '@/lib/db/database';
import { verifyCompanySchema } from '@/lib/companies/schemas';
import { defineCommand, staffOnly } from '../run';
import { companyRefusal } from './shared';

/** Staff checked a company's identifiers against the registry: it is marked verified, by them. */
export const verifyCompany = defineCommand({
  name: 'companies.verifyCompany',
  schema: verifyCompanySchema,
  allowed: staffOnly,
  refusalOf: companyRefusal,
  run: async ({ companyId }, actor, tx) => {
    if (actor.kind !== 'staff') return fail('forbidden');
    const row = await queryOne<{ id: string; registry_number: string }>(
      tx,
      sql`update public.companies set verified_at = now(), verified_by = ${actor.user.id}
          where id = ${companyId} returning id, registry_number`,
    );
    if (!row) return fail('notFound');
    await recordAudit(tx, actor, {
      action: 'company.verified',
      targetType: 'company',
      targetId: companyId,
      details: { registryNumber: row.registry_number },
    });
    return succeed();
  },
});
