import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { insertDraft, markSubmitted } from '@/lib/applications/queries';
import { recordAudit } from '@/lib/audit/audit';
import type { FeeLine, GovernmentFeeBasis } from '@/lib/catalogue/catalogue';
import type { PackageId } from '@/lib/catalogue/packages';
import { packages } from '@/lib/catalogue/packages';
import type { Quote } from '@/lib/catalogue/quote';
import type { ServiceId } from '@/lib/catalogue/services';
import { system } from '@/lib/commands/actor';
import {
  obligationRecords,
  statedObligations,
  upsertObligationRecord,
} from '@/lib/companies/obligations';
import { findCompany, type Company } from '@/lib/companies/queries';
import { addMonths, type IsoDate } from '@/lib/compliance/dates';
import { JURISDICTION_INFO, type ObligationInstance } from '@/lib/compliance/model';
import { todayIso } from '@/lib/config/clock';
import { isHarnessEnabled } from '@/lib/config/harness';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { defineJob } from '@/lib/jobs/definition';
import { SUBSCRIPTION_SERVICES } from './services';
import { planOrderKey, planOrdersDue } from './plan-rules';

/**
 * The corporate compliance plan at work (issue 34): every day, for each company with a running
 * plan, each calendar obligation whose window opens (lib/subscriptions/plan-rules.ts) becomes a
 * submitted order in the customer's name, made by the scheduler, linked to the obligation (the
 * calendar shows it "ordered"), priced at zero for our work with the government fee still due,
 * which staff work as any other application.
 */

/** The flow of a plan's orders: no wizard's (staff read the obligation from the answers). */
export const PLAN_ORDER_FLOW = 'compliance-plan-filing';

/** What a plan's order says: the company, the obligation and the key that makes it unique. */
export type PlanOrderAnswers = {
  companyId: string;
  subscriptionId: string;
  obligationKey: string;
  planKey: string;
  dueDate: IsoDate;
  titleKey: string;
  filer: ObligationInstance['filer'];
};

const scheduler = system('scheduler');

/**
 * The order's quote, frozen: our fee 0 (the plan paid for it); the government fee the
 * obligation's own where the rules give an amount in the company's currency (its sources cited
 * on the line), else passed through at cost for staff to state (a formula needing figures we do
 * not hold) or none.
 */
export function planOrderQuote(
  company: Pick<Company, 'jurisdiction'>,
  instance: ObligationInstance,
  pkg: PackageId,
  today: IsoDate,
): Quote {
  const { catalogue, currency } = JURISDICTION_INFO[company.jurisdiction];
  const fee = instance.fee;
  const known = fee.kind === 'amount' && fee.money.currency === currency;
  const lines: FeeLine[] = known
    ? [
        {
          label: 'obligationFiling',
          amount: fee.money.amount,
          confidence: fee.confidence,
          source: instance.sources.join(' '),
          asOf: today,
        },
      ]
    : [];
  const basis: GovernmentFeeBasis = known ? 'fixed' : fee.kind === 'none' ? 'none' : 'atCost';
  const governmentFee = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    jurisdiction: catalogue,
    service: 'corporateCompliance' as ServiceId,
    package: pkg,
    currency,
    serviceFee: 0,
    serviceFeeLines: [{ label: 'package', amount: 0 }],
    governmentFee,
    governmentFeeBasis: basis,
    governmentFeeLines: lines,
    total: governmentFee,
    turnaround: packages[pkg].turnaround,
  };
}

type PlanRow = {
  id: string;
  owner_id: string;
  company_id: string;
  package: PackageId;
  period_start: IsoDate;
  period_end: IsoDate;
};

export type PlanRun = { plans: number; ordered: number };

/** One plan's day, in its own transaction with the subscription locked: its due orders. */
async function orderForPlan(tx: DbTx, plan: PlanRow, today: IsoDate, now: Date): Promise<number> {
  const company = await findCompany(tx, plan.company_id);
  if (!company) return 0;
  const records = await obligationRecords(tx, [company.id]);
  const window = { from: today, to: addMonths(today, 13) };
  const due = planOrdersDue(
    statedObligations(company, records.get(company.id), window, today),
    { start: plan.period_start, end: plan.period_end },
    today,
  );
  const { country } = JURISDICTION_INFO[company.jurisdiction];
  let ordered = 0;
  for (const { instance } of due) {
    const planKey = planOrderKey(company.id, instance.key);
    const existing = await queryOne<{ id: string }>(
      tx,
      sql`select id from public.applications
          where flow = ${PLAN_ORDER_FLOW} and data->>'planKey' = ${planKey}`,
    );
    if (existing) continue;
    const data: PlanOrderAnswers = {
      companyId: company.id,
      subscriptionId: plan.id,
      obligationKey: instance.key,
      planKey,
      dueDate: instance.dueDate,
      titleKey: instance.titleKey,
      filer: instance.filer,
    };
    const draft = await insertDraft(tx, {
      ownerId: plan.owner_id,
      flow: PLAN_ORDER_FLOW,
      country,
      service: 'corporateCompliance',
      referencePrefix: `${country}-${SUBSCRIPTION_SERVICES.corporateCompliance.code}`,
      data,
      lastCompletedStep: 0,
      package: plan.package,
    });
    const submitted = await markSubmitted(
      tx,
      {
        id: draft.id,
        ownerId: plan.owner_id,
        country,
        data,
        lastCompletedStep: 0,
        quote: planOrderQuote(company, instance, plan.package, today),
      },
      now,
    );
    if (!submitted) throw new Error('The plan order was not submitted');
    await upsertObligationRecord(tx, company.id, instance, {
      state: 'ordered',
      applicationId: submitted.id,
    });
    await recordAudit(tx, scheduler, {
      action: 'company.obligation_ordered',
      targetType: 'company',
      targetId: company.id,
      applicationId: submitted.id,
      details: {
        obligation: instance.key,
        applicationId: submitted.id,
        reference: submitted.reference,
        subscriptionId: plan.id,
      },
    });
    ordered += 1;
  }
  return ordered;
}

/**
 * The day's plan orders (issue 34): for every running corporate compliance plan whose period
 * covers `today`, the orders of its company's obligations whose window is open. A cancelled or
 * lapsed plan is no longer running and orders nothing; a plan cancelled at its period's end
 * keeps ordering until that end (it is paid for). `today` is injectable: the tests' clock and
 * the harness route's `today`.
 */
export async function runCompliancePlans({
  today = todayIso(),
  database,
  now = new Date(),
}: { today?: IsoDate; database?: Database; now?: Date } = {}): Promise<PlanRun> {
  const run: PlanRun = { plans: 0, ordered: 0 };
  const ids = await withServiceRole(
    (tx) =>
      query<{ id: string }>(
        tx,
        sql`select id from public.subscriptions
            where service = 'corporateCompliance' and state in ('active', 'renewal_due')
              and period_start <= ${today}::date and period_end > ${today}::date
            order by id`,
      ),
    database,
  );
  // One transaction per plan: one that fails (retried with the job) holds back no other.
  for (const { id } of ids)
    await withServiceRole(async (tx) => {
      const plan = await queryOne<PlanRow>(
        tx,
        sql`select id, owner_id, company_id, package, period_start::text as period_start,
                   period_end::text as period_end
            from public.subscriptions
            where id = ${id} and service = 'corporateCompliance' and state in ('active', 'renewal_due')
            for update`,
      );
      if (!plan) return;
      run.plans += 1;
      run.ordered += await orderForPlan(tx, plan, today, now);
    }, database);
  return run;
}

export const compliancePlanOrdersJob = defineJob({
  name: 'subscriptions.compliance-plan',
  // The harness may pass the day to run as (E2E_HARNESS only: app/api/e2e/jobs).
  schema: z.object({ today: z.iso.date().optional() }).default({}),
  queue: { retryLimit: 3, retryDelay: 600, retryBackoff: true, expireInSeconds: 30 * 60 },
  handler: async (data, run) => {
    const today = isHarnessEnabled() ? data.today : undefined;
    const result = await runCompliancePlans({ today, database: run.database });
    console.info(`[jobs] subscriptions.compliance-plan ${JSON.stringify(result)}`);
  },
});
