import 'server-only';
import { z } from 'zod';
import { markObligationFiledElsewhere } from '@/lib/commands/companies/mark-obligation-filed-elsewhere';
import { markObligationOrdered } from '@/lib/commands/companies/mark-obligation-ordered';
import { runCommand } from '@/lib/commands/run';
import { accountCalendar } from '@/lib/companies/calendar-feed';
import { fileItHref } from '@/lib/companies/file-it';
import { findCompany, type Company } from '@/lib/companies/queries';
import {
  findInstance,
  obligationRecords,
  statedObligations,
  type StatedObligation,
} from '@/lib/companies/obligations';
import { calendarWindow } from '@/lib/compliance/calendar';
import { describeObligation } from '@/lib/compliance/describe';
import { COMPLIANCE_ENTITIES, COMPLIANCE_JURISDICTIONS } from '@/lib/compliance/model';
import { OBLIGATION_STATES } from '@/lib/compliance/state';
import { todayIso } from '@/lib/config/clock';
import { siteOrigin } from '@/lib/config/site';
import type { Database } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import {
  ApiError,
  commandError,
  endpoint,
  pageQuery,
  paginate,
  tokenCaller,
  type TokenCaller,
} from './http';

/** Companies and their calendar (the account's own: `accountCalendar`, the web's query). */

const isoDate = z.iso.date();
export const companySchema = z.object({
  id: z.uuid(),
  legal_name: z.string(),
  jurisdiction: z.enum(COMPLIANCE_JURISDICTIONS),
  entity: z.enum(COMPLIANCE_ENTITIES),
  registry_number: z.string(),
  tax_id: z.string().nullable(),
  incorporated_on: isoDate,
  year_end: z.string().nullable().describe('MM-DD'),
  foreign_owned: z.boolean(),
});

export const obligationSchema = z.object({
  key: z.string().describe('Stable id of this instance: <rule>:<period>'),
  rule_id: z.string(),
  title: z.string(),
  due_date: isoDate,
  nominal_due_date: isoDate.nullable(),
  period: z.object({ key: z.string(), start: isoDate.nullable(), end: isoDate.nullable() }),
  state: z.enum(OBLIGATION_STATES),
  estimate: z.boolean(),
  sources: z.array(z.string()),
  can_order: z.boolean(),
});

export const orderSchema = z.object({
  url: z.url().describe('The prefilled order for the customer to review and pay'),
  company_id: z.uuid(),
  obligation_key: z.string(),
});

export const orderRequestSchema = z.object({
  obligation_key: z.string().min(1).max(200).describe('An obligation key from the calendar'),
  locale: z.enum(locales).default(defaultLocale).describe('The language of the order page'),
});

export const obligationListSchema = z.object({
  company: companySchema,
  data: z.array(obligationSchema),
});

export const localeQuery = z.object({ locale: z.enum(locales).default(defaultLocale) });

const toCompany = (c: Company): z.output<typeof companySchema> => ({
  id: c.id,
  legal_name: c.legalName,
  jurisdiction: c.jurisdiction,
  entity: c.entity,
  registry_number: c.registryNumber,
  tax_id: c.taxId,
  incorporated_on: c.incorporatedOn,
  year_end: c.yearEnd,
  foreign_owned: c.foreignOwned,
});

const toObligation = (
  { instance, state }: StatedObligation,
  locale: Locale,
): z.output<typeof obligationSchema> => ({
  key: instance.key,
  rule_id: instance.ruleId,
  title: describeObligation(instance, locale).title,
  due_date: instance.dueDate,
  nominal_due_date: instance.nominalDueDate ?? null,
  period: {
    key: instance.period.key,
    start: instance.period.start ?? null,
    end: instance.period.end ?? null,
  },
  state,
  estimate: instance.estimate,
  sources: [...instance.sources],
  can_order: instance.filer !== null,
});

/** The token owner's companies (their own only, as on the web), by legal name. */
export const listCompanies = endpoint({
  access: 'read',
  input: pageQuery,
  handle: async ({ input, caller, deps }) => {
    const userId = tokenCaller(caller).holder.user.id;
    const calendars = await asUser(
      userId,
      (tx) => accountCalendar(tx, userId, todayIso()),
      deps.database,
    );
    return paginate(
      calendars.map(({ company }) => toCompany(company)),
      (c) => c.id,
      input,
    );
  },
});

/**
 * The owner's company, else `not_found`. Row-level security alone is not enough here: a staff
 * member's token would read any company through the staff policies, and a token only ever acts
 * on its owner's own records (as the account pages filter on the owner too).
 */
async function ownCompany(userId: string, companyId: string, database?: Database) {
  if (!z.uuid().safeParse(companyId).success)
    throw new ApiError('not_found', 'No such company among yours.');
  const company = await asUser(userId, (tx) => findCompany(tx, companyId), database);
  if (!company || company.ownerId !== userId)
    throw new ApiError('not_found', 'No such company among yours.');
  return company;
}

/** One company's obligations in the calendar's window (today to 24 months on), with their states. */
export async function companyObligations(
  userId: string,
  companyId: string,
  locale: Locale,
  database?: Database,
) {
  if (!z.uuid().safeParse(companyId).success)
    throw new ApiError('not_found', 'No such company among yours.');
  const today = todayIso();
  return asUser(
    userId,
    async (tx) => {
      const company = await findCompany(tx, companyId);
      if (!company || company.ownerId !== userId)
        throw new ApiError('not_found', 'No such company among yours.');
      const records = await obligationRecords(tx, [company.id]);
      return {
        company: toCompany(company),
        obligations: statedObligations(
          company,
          records.get(company.id),
          calendarWindow(today),
          today,
        ).map((o) => toObligation(o, locale)),
      };
    },
    database,
  );
}

export const listObligations = endpoint({
  access: 'read',
  input: localeQuery,
  handle: async ({ input, caller, params, deps }) => {
    const { holder } = tokenCaller(caller);
    const { company, obligations } = await companyObligations(
      holder.user.id,
      params.companyId ?? '',
      input.locale,
      deps.database,
    );
    return { company, data: obligations };
  },
});

/** The owner says the obligation was filed elsewhere: the web's command, as the token's owner. */
export const markFiledElsewhere = endpoint({
  access: 'read_order',
  input: z.object({}).loose(),
  handle: async ({ caller, params, deps }) => {
    const { actor, holder } = tokenCaller(caller);
    await ownCompany(holder.user.id, params.companyId ?? '', deps.database);
    const result = await runCommand(
      markObligationFiledElsewhere,
      actor,
      { companyId: params.companyId, obligationKey: params.obligationKey },
      { database: deps.database },
    );
    if (!result.ok) throw commandError(result);
    return {
      company_id: params.companyId,
      obligation_key: params.obligationKey,
      state: 'filed_elsewhere',
    };
  },
});

/**
 * "File it for me" from a program: the obligation is recorded as ordered (the web's command) and
 * the link to its prefilled order comes back, for the customer to review and pay in the browser.
 * Nothing is submitted or paid here.
 */
export const startOrder = endpoint({
  access: 'read_order',
  input: orderRequestSchema,
  status: 201,
  handle: async ({ input, caller, params, deps }) => {
    const { actor, holder } = tokenCaller(caller);
    const companyId = params.companyId ?? '';
    return orderLink(
      actor,
      holder.user.id,
      companyId,
      input.obligation_key,
      input.locale,
      deps.database,
    );
  },
});

/** The order link of one obligation, after the web's `markObligationOrdered` (shared with MCP). */
export async function orderLink(
  actor: TokenCaller['actor'],
  userId: string,
  companyId: string,
  obligationKey: string,
  locale: Locale,
  database?: Database,
): Promise<z.output<typeof orderSchema>> {
  await ownCompany(userId, companyId, database);
  const result = await runCommand(
    markObligationOrdered,
    actor,
    { companyId, obligationKey },
    { database },
  );
  if (!result.ok) throw commandError(result);
  const found = await asUser(userId, (tx) => findCompany(tx, companyId), database);
  if (!found) throw new ApiError('not_found', 'No such company among yours.');
  const instance = findInstance(found, obligationKey, todayIso());
  if (!instance) throw new ApiError('not_found', 'No such obligation for this company.');
  const href = fileItHref(found, instance, describeObligation(instance, locale).title);
  if (!href) throw new ApiError('conflict', 'Refused: notFileable.');
  return {
    url: `${siteOrigin()}${localisedPath(href, locale)}`,
    company_id: companyId,
    obligation_key: obligationKey,
  };
}
