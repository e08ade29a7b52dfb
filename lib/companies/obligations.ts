import 'server-only';
import { sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@/lib/applications/status';
import { addMonths, daysBetween, type IsoDate } from '@/lib/compliance/dates';
import type { DateWindow, ObligationInstance } from '@/lib/compliance/model';
import { obligationsFor } from '@/lib/compliance/obligations';
import { obligationState, type ObligationState } from '@/lib/compliance/state';
import { query, queryOne, type DbTx } from '@/lib/db/database';
import { profileOf, type Company } from './queries';

/** What was said about one obligation instance (public.company_obligations). */
export type ObligationRecord = {
  companyId: string;
  key: string;
  dueOn: IsoDate;
  state: 'ordered' | 'filed_by_us' | 'filed_elsewhere' | null;
  applicationId: string | null;
  /** The ordering application's status, when there is one the caller may read. */
  applicationStatus: ApplicationStatus | null;
  remindersEnabled: boolean;
  /** The day the row last changed (UTC). */
  updatedOn: IsoDate;
};

/**
 * "File it for me" records the obligation as ordered before the order's form opens, without its
 * application, which is linked when the order is submitted (lib/commands/companies/link-order.ts).
 * An order never submitted must not silence the reminders for good: after this many days without
 * an application, the state is computed from the dates again.
 */
export const UNLINKED_ORDER_DAYS = 14;

/** An obligation instance of a company with where it stands today. */
export type StatedObligation = {
  instance: ObligationInstance;
  state: ObligationState;
  remindersEnabled: boolean;
  record: ObligationRecord | null;
};

/**
 * How far back an obligation can be named in a command: an overdue one the customer filed late
 * elsewhere is still theirs to mark. Beyond it the calendar no longer shows the instance.
 */
const PAST_MONTHS = 24;

type RecordRow = {
  company_id: string;
  obligation_key: string;
  due_on: string;
  state: ObligationRecord['state'];
  application_id: string | null;
  application_status: ApplicationStatus | null;
  reminders_enabled: boolean;
  updated_on: string;
};

const toRecord = (r: RecordRow): ObligationRecord => ({
  companyId: r.company_id,
  key: r.obligation_key,
  dueOn: r.due_on,
  state: r.state,
  applicationId: r.application_id,
  applicationStatus: r.application_status,
  remindersEnabled: r.reminders_enabled,
  updatedOn: r.updated_on,
});

/** The records of these companies' obligations the caller may read, by company then key. */
export async function obligationRecords(
  tx: DbTx,
  companyIds: readonly string[],
): Promise<Map<string, Map<string, ObligationRecord>>> {
  const byCompany = new Map<string, Map<string, ObligationRecord>>();
  if (companyIds.length === 0) return byCompany;
  const rows = await query<RecordRow>(
    tx,
    sql`select o.company_id, o.obligation_key, o.due_on::text as due_on, o.state, o.application_id,
               a.status as application_status, o.reminders_enabled,
               (o.updated_at at time zone 'UTC')::date::text as updated_on
        from public.company_obligations o
        left join public.applications a on a.id = o.application_id
        where o.company_id in (${sql.join(
          companyIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  for (const row of rows) {
    const records = byCompany.get(row.company_id) ?? new Map<string, ObligationRecord>();
    records.set(row.obligation_key, toRecord(row));
    byCompany.set(row.company_id, records);
  }
  return byCompany;
}

/** The state of one instance from its record: the record's word first, else its dates. */
export function stateOf(
  instance: ObligationInstance,
  today: IsoDate,
  record: ObligationRecord | null | undefined,
): ObligationState {
  if (!record?.state) return obligationState(instance, today);
  if (record.state === 'filed_by_us') return 'filed_by_us';
  if (record.state === 'filed_elsewhere') return 'filed_elsewhere';
  // Ordered: the application decides once there is one (filed → ours; rejected → computed again).
  if (record.applicationId && record.applicationStatus)
    return obligationState(instance, today, {
      order: { applicationId: record.applicationId, status: record.applicationStatus },
    });
  if (!record.applicationId && daysBetween(record.updatedOn, today) > UNLINKED_ORDER_DAYS)
    return obligationState(instance, today);
  return 'ordered';
}

/** A company's obligations in `window` with their states (reminders: the company's and the instance's switch). */
export function statedObligations(
  company: Pick<
    Company,
    'jurisdiction' | 'entity' | 'incorporatedOn' | 'yearEnd' | 'foreignOwned' | 'remindersEnabled'
  > &
    Partial<Pick<Company, 'employer'>>,
  records: Map<string, ObligationRecord> | undefined,
  window: DateWindow,
  today: IsoDate,
): StatedObligation[] {
  const outcome = obligationsFor(profileOf(company), window);
  if (!outcome.ok) return [];
  return outcome.obligations.map((instance) => {
    const record = records?.get(instance.key) ?? null;
    return {
      instance,
      state: stateOf(instance, today, record),
      remindersEnabled: company.remindersEnabled && (record?.remindersEnabled ?? true),
      record,
    };
  });
}

/**
 * The instance `key` of the company, if its rules produce it between 24 months ago and the
 * calendar's horizon: a command only records what the calendar could have shown.
 */
export function findInstance(
  company: Company,
  key: string,
  today: IsoDate,
): ObligationInstance | null {
  const window = { from: addMonths(today, -PAST_MONTHS), to: addMonths(today, 24) };
  const outcome = obligationsFor(profileOf(company), window);
  if (!outcome.ok) return null;
  return outcome.obligations.find((instance) => instance.key === key) ?? null;
}

/**
 * Writes what is known of an instance (only the fields given change), creating its row. Null when
 * the caller may not write it (row-level security).
 */
export async function upsertObligationRecord(
  tx: DbTx,
  companyId: string,
  instance: Pick<ObligationInstance, 'key' | 'dueDate'>,
  change: {
    state?: ObligationRecord['state'];
    applicationId?: string | null;
    remindersEnabled?: boolean;
  },
): Promise<ObligationRecord | null> {
  const setState = change.state !== undefined;
  const setApplication = change.applicationId !== undefined;
  const setReminders = change.remindersEnabled !== undefined;
  const row = await queryOne<RecordRow>(
    tx,
    sql`insert into public.company_obligations
          (company_id, obligation_key, due_on, state, application_id, reminders_enabled)
        values (${companyId}, ${instance.key}, ${instance.dueDate}, ${change.state ?? null},
                ${change.applicationId ?? null}, ${change.remindersEnabled ?? true})
        on conflict (company_id, obligation_key) do update set
          due_on = excluded.due_on,
          state = case when ${setState} then excluded.state else company_obligations.state end,
          application_id = case when ${setApplication} then excluded.application_id
                                else company_obligations.application_id end,
          reminders_enabled = case when ${setReminders} then excluded.reminders_enabled
                                   else company_obligations.reminders_enabled end
        returning company_id, obligation_key, due_on::text as due_on, state, application_id,
                  null as application_status, reminders_enabled,
                  (updated_at at time zone 'UTC')::date::text as updated_on`,
  );
  return row ? toRecord(row) : null;
}
