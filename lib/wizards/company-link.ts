import { isUuid } from '@/lib/validation/ids';
import type { DraftData } from './steps';

/**
 * "File it for me" (issue 31): the link from a company's obligation to the order that files it.
 * The company page and the reminder mails build it (lib/companies/file-it.ts); the wizard reads it
 * twice:
 * - its answers (`name`, `number`, `taxId`, `year`, `entity`, `formed`, `jurisdiction`, `periodEnd`, `periodStart`): each flow's `prefill`
 *   turns them into its own fields (companyName, fileNumber, cacNumber, …), which are validated at
 *   each step like anything typed;
 * - the company and the obligation (`company`, `obligation`): kept beside the draft (not among its
 *   answers) and sent with the submission, where the server links the application to the
 *   obligation after checking both are the submitter's (lib/commands/applications/
 *   submit-application.ts). A link naming another's company is ignored there.
 */

export const COMPANY_LINK_PARAMS = {
  company: 'company',
  obligation: 'obligation',
  name: 'name',
  number: 'number',
  taxId: 'taxId',
  year: 'year',
  entity: 'entity',
  formed: 'formed',
  jurisdiction: 'jurisdiction',
  periodEnd: 'periodEnd',
  periodStart: 'periodStart',
} as const;

/** The obligation key's shape (public.company_obligations.obligation_key's check). */
export const OBLIGATION_KEY = /^[a-z0-9-]+:[A-Za-z0-9:_-]{1,80}$/;

/** Which company's obligation a draft files. */
export type CompanyLink = { companyId: string; obligationKey: string };

/** What the link says of the company, each value as the company record holds it. */
export type CompanyLinkAnswers = {
  name?: string;
  number?: string;
  taxId?: string;
  /** The year the obligation covers (`YYYY`). */
  year?: string;
  /** The compliance calendar's entity (corporation, llc, company, business-name, trustees). */
  entity?: string;
  /** The incorporation date (`YYYY-MM-DD`). */
  formed?: string;
  /** The compliance calendar's jurisdiction (delaware, nigeria, …). */
  jurisdiction?: string;
  /** The last day of the period the obligation covers (`YYYY-MM-DD`), where it has one (a UK review period). */
  periodEnd?: string;
  /** Its first day, where it has one (a UK corporation-tax accounting period). */
  periodStart?: string;
  /** The rule the obligation comes from (`de-annual-report`), from its key. */
  ruleId?: string;
};

/** The company and obligation the link names, or null when it names none (or not validly). */
export function companyLinkOf(search: URLSearchParams): CompanyLink | null {
  const companyId = search.get(COMPANY_LINK_PARAMS.company) ?? '';
  const obligationKey = search.get(COMPANY_LINK_PARAMS.obligation) ?? '';
  if (!isUuid(companyId) || !OBLIGATION_KEY.test(obligationKey)) return null;
  return { companyId, obligationKey };
}

/** A draft's link as the browser kept it: trusted no more than anything else it sends. */
export function isCompanyLink(value: unknown): value is CompanyLink {
  const v = value as Partial<CompanyLink> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.companyId === 'string' &&
    isUuid(v.companyId) &&
    typeof v.obligationKey === 'string' &&
    OBLIGATION_KEY.test(v.obligationKey)
  );
}

const clean = (value: string | null, max: number): string | undefined => {
  const text = value?.trim() ?? '';
  return text && text.length <= max ? text : undefined;
};

/** The link's answers (nothing when it names no company): bounded text, never trusted further. */
export function companyLinkAnswers(search: URLSearchParams): CompanyLinkAnswers {
  const link = companyLinkOf(search);
  if (!link) return {};
  const p = COMPANY_LINK_PARAMS;
  const year = clean(search.get(p.year), 4);
  const formed = clean(search.get(p.formed), 10);
  const periodEnd = clean(search.get(p.periodEnd), 10);
  const periodStart = clean(search.get(p.periodStart), 10);
  const answers: CompanyLinkAnswers = {
    name: clean(search.get(p.name), 150),
    number: clean(search.get(p.number), 40),
    taxId: clean(search.get(p.taxId), 40),
    year: year && /^\d{4}$/.test(year) ? year : undefined,
    entity: clean(search.get(p.entity), 20),
    formed: formed && /^\d{4}-\d{2}-\d{2}$/.test(formed) ? formed : undefined,
    jurisdiction: clean(search.get(p.jurisdiction), 20),
    periodEnd: periodEnd && /^\d{4}-\d{2}-\d{2}$/.test(periodEnd) ? periodEnd : undefined,
    periodStart: periodStart && /^\d{4}-\d{2}-\d{2}$/.test(periodStart) ? periodStart : undefined,
    ruleId: link.obligationKey.split(':')[0],
  };
  return Object.fromEntries(
    Object.entries(answers).filter(([, v]) => v !== undefined),
  ) as CompanyLinkAnswers;
}

/** The query of a "File it for me" link (without the `?`). */
export function companyLinkQuery(
  link: CompanyLink,
  answers: Omit<CompanyLinkAnswers, 'ruleId'>,
): string {
  const query = new URLSearchParams({
    [COMPANY_LINK_PARAMS.company]: link.companyId,
    [COMPANY_LINK_PARAMS.obligation]: link.obligationKey,
  });
  for (const [name, value] of Object.entries(answers))
    if (value) query.set(COMPANY_LINK_PARAMS[name as keyof typeof COMPANY_LINK_PARAMS], value);
  return query.toString();
}

/** Only the entries that hold a value: a prefill names no answer it does not have. */
export function answersOf(entries: Record<string, string | undefined>): DraftData {
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined && v !== ''));
}
