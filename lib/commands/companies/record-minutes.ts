import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { todayIso } from '@/lib/config/clock';
import { minutesOf, recordMinutesSchema } from '@/lib/companies/minutes';
import { insertMinutes } from '@/lib/companies/minutes-records';
import { findCompany } from '@/lib/companies/queries';
import { registerHistory } from '@/lib/companies/register-entries';
import { registersAsAt } from '@/lib/companies/registers';
import { listResolutions } from '@/lib/companies/resolution-records';
import { defineCommand } from '../run';
import { companyRefusal } from './shared';

/**
 * The owner, or staff, record the minutes of a board or members' meeting of a company (issue 34):
 * generated from the registers on the meeting's day (lib/companies/minutes.ts) with the company's
 * resolutions passed at it, kept with the company, and read as a PDF (app/api/minutes).
 */
export const recordMinutes = defineCommand({
  name: 'companies.recordMinutes',
  schema: recordMinutesSchema,
  allowed: (actor) => actor.kind === 'customer' || actor.kind === 'staff',
  refusalOf: companyRefusal,
  run: async (input, actor, tx) => {
    const company = await findCompany(tx, input.companyId);
    if (!company || (actor.kind === 'customer' && company.ownerId !== actor.user.id))
      return fail('notFound');
    const dateError = (key: string) =>
      fail('invalidRequest', undefined, { fieldErrors: { heldOn: [{ key }] } });
    if (input.heldOn > todayIso()) return dateError('dateFuture');
    if (input.heldOn < company.incorporatedOn) return dateError('beforeIncorporation');
    const registers = registersAsAt(await registerHistory(tx, company.id), input.heldOn);
    const own = await listResolutions(tx, company.id);
    const chosen = [];
    for (const id of new Set(input.resolutionIds)) {
      const r = own.find((x) => x.id === id);
      if (!r)
        return fail('invalidRequest', undefined, {
          fieldErrors: { resolutionIds: [{ key: 'required' }] },
        });
      chosen.push({ id: r.id, data: r.data, resolvedOn: r.resolvedOn, body: r.body });
    }
    const made = minutesOf(registers, input, chosen);
    if (!made.ok) {
      const field = { chairNotDirector: 'chair', chairAbsent: 'chair', notEntitled: 'attendees' }[
        made.refusal as string
      ];
      const error = made.name
        ? { key: made.refusal, values: { name: made.name } }
        : { key: made.refusal };
      return field
        ? fail('invalidRequest', undefined, { fieldErrors: { [field]: [error] } })
        : fail(made.refusal);
    }
    const id = await insertMinutes(tx, company.id, made.content);
    await recordAudit(tx, actor, {
      action: 'company.minutes_recorded',
      targetType: 'company',
      targetId: company.id,
      details: {
        minutesId: id,
        body: made.content.body,
        heldOn: made.content.heldOn,
        resolutions: made.content.resolutions.map((r) => r.id),
      },
    });
    return succeed({ minutesId: id });
  },
});
