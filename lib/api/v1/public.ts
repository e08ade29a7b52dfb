import 'server-only';
import { z } from 'zod';
import { calendarWindow } from '@/lib/compliance/calendar';
import { complianceTranslator, describeObligation } from '@/lib/compliance/describe';
import {
  COMPLIANCE_ENTITIES,
  COMPLIANCE_JURISDICTIONS,
  type ObligationInstance,
} from '@/lib/compliance/model';
import { obligationsFor } from '@/lib/compliance/obligations';
import { parseComplianceQuery } from '@/lib/compliance/query';
import { todayIso } from '@/lib/config/clock';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { ApiError, endpoint } from './http';

/**
 * The public deadline rules: what /compliance-calendar shows for a jurisdiction, an entity and a
 * formation date (the same parser, the same rules), from `on` (default today) for 24 months.
 */
export const deadlinesQuery = z.object({
  jurisdiction: z.enum(COMPLIANCE_JURISDICTIONS),
  entity: z.enum(COMPLIANCE_ENTITIES),
  formed: z.iso.date(),
  yearEnd: z.string().optional().describe('MM-DD, the financial year end'),
  foreignOwned: z.enum(['0', '1']).optional(),
  on: z.iso.date().optional().describe('The first day of the window (default: today)'),
  locale: z.enum(locales).default(defaultLocale),
});

export const deadlineSchema = z.object({
  key: z.string(),
  rule_id: z.string(),
  title: z.string(),
  due_date: z.iso.date(),
  nominal_due_date: z.iso.date().nullable(),
  period_key: z.string(),
  estimate: z.boolean(),
  sources: z.array(z.string()),
});

export const deadlineListSchema = z.object({ data: z.array(deadlineSchema) });

const toDeadline = (instance: ObligationInstance, locale: Locale) => ({
  key: instance.key,
  rule_id: instance.ruleId,
  title: describeObligation(instance, locale).title,
  due_date: instance.dueDate,
  nominal_due_date: instance.nominalDueDate ?? null,
  period_key: instance.period.key,
  estimate: instance.estimate,
  sources: [...instance.sources],
});

/** The rules' deadlines for a company profile, or the parser's issues as an `invalid_request`. */
export function publicDeadlines(input: z.output<typeof deadlinesQuery>) {
  const { on, locale, ...profileQuery } = input;
  const parsed = parseComplianceQuery(profileQuery);
  const t = complianceTranslator(locale);
  const outcome = parsed.ok
    ? obligationsFor(parsed.profile, calendarWindow(on ?? todayIso()))
    : parsed;
  if (!parsed.ok || !outcome.ok)
    throw new ApiError(
      'invalid_request',
      'The company profile is not valid.',
      Object.fromEntries(
        (outcome.ok ? [] : outcome.issues).map((i) => [i.field, [t(`issues.${i.key}`)]]),
      ),
    );
  return { data: outcome.obligations.map((o) => toDeadline(o, locale)) };
}

export const listDeadlines = endpoint({
  access: 'public',
  input: deadlinesQuery,
  handle: async ({ input }) => publicDeadlines(input),
});
