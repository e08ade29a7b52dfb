import 'server-only';
import { sql } from 'drizzle-orm';
import { insertDraft, markSubmitted, type Application } from '@/lib/applications/queries';
import { recordAudit } from '@/lib/audit/audit';
import { findOffering, FIXED_SERVICE_FEES } from '@/lib/catalogue/catalogue';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import { toMinor } from '@/lib/catalogue/money';
import { packages, type PackageId } from '@/lib/catalogue/packages';
import { quote, type Quote } from '@/lib/catalogue/quote';
import type { ServiceId } from '@/lib/catalogue/services';
import type { Actor } from '@/lib/commands/actor';
import { JURISDICTION_INFO, type ComplianceJurisdiction } from '@/lib/compliance/model';
import { queryOne, type DbTx } from '@/lib/db/database';
import { renewedPeriod, yearFrom, type Period } from './periods';
import { SUBSCRIPTION_SERVICES, serviceOfFlow, type SubscriptionService } from './services';

/**
 * Orders of yearly services (issue 34): an order is an application like any other (a reference,
 * a quote frozen at submission, paid manually or online on lib/payments), whose flow names the
 * service (lib/subscriptions/services.ts) and whose answers name the company and, for a renewal,
 * the subscription it renews. Paying it creates or extends the subscription (applyPaidOrder,
 * called by confirmPayment in the payment's transaction).
 */

export type OrderAnswers = { companyId: string; renewalOf?: string };

/** Where a company's service is priced: the catalogue's jurisdiction and the country's code. */
export function pricingOf(jurisdiction: ComplianceJurisdiction) {
  const info = JURISDICTION_INFO[jurisdiction];
  return { catalogue: info.catalogue, country: info.country };
}

/** True when the catalogue sells `service` where the company is registered. */
export function isOffered(jurisdiction: ComplianceJurisdiction, service: SubscriptionService) {
  return !!findOffering(pricingOf(jurisdiction).catalogue, service as ServiceId);
}

/**
 * The price of a year of `service` today. The US registered agent is no catalogue offering (every
 * US formation includes its first year): its renewal is FIXED_SERVICE_FEES.registeredAgentRenewal
 * whatever the package; no government fee.
 */
export function yearlyQuote(
  catalogue: JurisdictionId,
  service: SubscriptionService,
  pkg: PackageId,
): Quote {
  if (service !== 'registeredAgent') return quote(catalogue, service as ServiceId, pkg);
  const amount = toMinor(FIXED_SERVICE_FEES.registeredAgentRenewal);
  return {
    jurisdiction: catalogue,
    service: service as unknown as ServiceId,
    package: pkg,
    currency: 'USD',
    serviceFee: amount,
    serviceFeeLines: [{ label: 'package', amount }],
    governmentFee: 0,
    governmentFeeBasis: 'none',
    governmentFeeLines: [],
    total: amount,
    turnaround: packages[pkg].turnaround,
  };
}

/** The US states where we act as registered agent (lib/compliance/model.ts jurisdictions). */
const US_STATES = new Set<ComplianceJurisdiction>(['delaware', 'wyoming', 'texas']);

/**
 * A US formation whose customer chose our registered agent, recorded by staff: the agent becomes
 * a subscription of its company, free for its first year (from the incorporation date, at price
 * 0), then renewed like any other at FIXED_SERVICE_FEES.registeredAgentRenewal. Null when the
 * company is not a US one or the customer named their own agent.
 */
export async function startRegisteredAgent(
  tx: DbTx,
  actor: Actor,
  formed: {
    applicationId: string;
    companyId: string;
    ownerId: string;
    jurisdiction: ComplianceJurisdiction;
    incorporatedOn: string;
  },
): Promise<string | null> {
  if (!US_STATES.has(formed.jurisdiction)) return null;
  const app = await queryOne<{ agent: string | null; package: PackageId | null }>(
    tx,
    sql`select data->>'registeredAgent' as agent, package from public.applications
        where id = ${formed.applicationId}`,
  );
  if (app?.agent !== 'ours') return null;
  const period = yearFrom(formed.incorporatedOn);
  const created = await queryOne<{ id: string }>(
    tx,
    sql`insert into public.subscriptions
          (owner_id, company_id, service, jurisdiction, package, period_start, period_end, price, currency, application_id)
        values (${formed.ownerId}, ${formed.companyId}, 'registeredAgent', ${pricingOf(formed.jurisdiction).catalogue},
                ${app.package ?? 'basic'}, ${period.start}::date, ${period.end}::date, 0, 'USD', ${formed.applicationId})
        returning id`,
  );
  if (!created) throw new Error('The registered agent was not stored');
  await recordAudit(tx, actor, {
    action: 'subscription.started',
    targetType: 'subscription',
    targetId: created.id,
    applicationId: formed.applicationId,
    details: { service: 'registeredAgent', period },
  });
  return created.id;
}

/**
 * A submitted order for `service` on a company, priced from the catalogue now and frozen: the
 * customer's first order (as them, under RLS) or the renewal job's (as the system, for the owner).
 */
export async function createOrder(
  tx: DbTx,
  order: {
    ownerId: string;
    company: { id: string; jurisdiction: ComplianceJurisdiction };
    service: SubscriptionService;
    package: PackageId;
    renewalOf?: string;
  },
  now = new Date(),
): Promise<Application> {
  const { catalogue, country } = pricingOf(order.company.jurisdiction);
  const priced = yearlyQuote(catalogue, order.service, order.package);
  const data: OrderAnswers = {
    companyId: order.company.id,
    ...(order.renewalOf ? { renewalOf: order.renewalOf } : {}),
  };
  const draft = await insertDraft(tx, {
    ownerId: order.ownerId,
    flow: SUBSCRIPTION_SERVICES[order.service].flow,
    country,
    service: order.service,
    referencePrefix: `${country}-${SUBSCRIPTION_SERVICES[order.service].code}`,
    data,
    lastCompletedStep: 0,
    package: order.package,
  });
  const submitted = await markSubmitted(
    tx,
    { id: draft.id, ownerId: order.ownerId, country, data, lastCompletedStep: 0, quote: priced },
    now,
  );
  if (!submitted) throw new Error('The order was not submitted');
  return submitted;
}

type SubscriptionRow = {
  id: string;
  period_end: string;
  state: string;
};

/**
 * The paid order's effect, in the payment's transaction (`today` the day of payment): a renewal
 * extends its subscription (renewedPeriod: on from its end, or from today after a lapse) at the
 * renewal's frozen price and package; a first order starts a year from today, or extends the
 * company's running subscription of that service if one was started meanwhile. An application
 * that is no subscription's order is left alone (null).
 */
export async function applyPaidOrder(
  tx: DbTx,
  actor: Actor,
  applicationId: string,
  today: string,
): Promise<{ subscriptionId: string; period: Period; renewed: boolean } | null> {
  const app = await queryOne<{
    flow: string;
    owner_id: string;
    package: PackageId | null;
    data: Partial<OrderAnswers>;
    total: string | null;
    currency: string | null;
  }>(
    tx,
    sql`select flow, owner_id, package, data, quote->>'total' as total, quote->>'currency' as currency
        from public.applications where id = ${applicationId}`,
  );
  const service = app ? serviceOfFlow(app.flow) : null;
  const price = Number(app?.total);
  if (!app || !service || !app.package || !Number.isSafeInteger(price) || !app.currency)
    return null;
  const companyId = String(app.data.companyId ?? '');
  const running = await queryOne<SubscriptionRow>(
    tx,
    app.data.renewalOf
      ? sql`select id, period_end::text, state from public.subscriptions
            where id = ${app.data.renewalOf} and renewal_application_id = ${applicationId} for update`
      : sql`select id, period_end::text, state from public.subscriptions
            where company_id = ${companyId} and service = ${service} and state in ('active', 'renewal_due')
            for update`,
  );
  if (running) {
    const period = renewedPeriod({ end: running.period_end }, today);
    await tx.execute(
      sql`update public.subscriptions
          set period_start = ${period.start}::date, period_end = ${period.end}::date, package = ${app.package},
              price = ${price}, currency = ${app.currency}, state = 'active',
              renewal_application_id = null
          where id = ${running.id}`,
    );
    await recordAudit(tx, actor, {
      action: 'subscription.renewed',
      targetType: 'subscription',
      targetId: running.id,
      applicationId,
      details: { service, period },
    });
    return { subscriptionId: running.id, period, renewed: true };
  }
  if (app.data.renewalOf) return null;
  const company = await queryOne<{ jurisdiction: ComplianceJurisdiction }>(
    tx,
    sql`select jurisdiction from public.companies where id = ${companyId} and owner_id = ${app.owner_id}`,
  );
  if (!company) return null;
  const period = yearFrom(today);
  const created = await queryOne<{ id: string }>(
    tx,
    sql`insert into public.subscriptions
          (owner_id, company_id, service, jurisdiction, package, period_start, period_end, price, currency, application_id)
        values (${app.owner_id}, ${companyId}, ${service}, ${pricingOf(company.jurisdiction).catalogue}, ${app.package},
                ${period.start}::date, ${period.end}::date, ${price}, ${app.currency}, ${applicationId})
        returning id`,
  );
  if (!created) throw new Error('The subscription was not stored');
  await recordAudit(tx, actor, {
    action: 'subscription.started',
    targetType: 'subscription',
    targetId: created.id,
    applicationId,
    details: { service, period },
  });
  return { subscriptionId: created.id, period, renewed: false };
}
