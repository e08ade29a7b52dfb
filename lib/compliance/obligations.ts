/**
 * The compliance calendar's one entry point: a company's obligations falling in a window of days,
 * sorted by due date. Pure: the same profile and window give the same instances, with the same
 * keys, every time; nothing here reads a clock (the caller gives the window: `calendarWindow`).
 */
import { addMonths, daysBetween, isIsoDay, isMonthDay, yearOf, type IsoDate } from './dates';
import {
  COMPLIANCE_ENTITIES,
  COMPLIANCE_JURISDICTIONS,
  defaultYearEnd,
  ENTITIES_BY_JURISDICTION,
  SOUTH_AFRICA_TURNOVER_BANDS,
  US_TAX_CLASSIFICATIONS,
  type CompanyProfile,
  type DateWindow,
  type ObligationInstance,
} from './model';
import { canadaObligations } from './rules/canada';
import {
  ghanaEmployerObligations,
  nigeriaEmployerObligations,
  southAfricaEmployerObligations,
  ukEmployerObligations,
} from './rules/employers';
import { ghanaObligations } from './rules/ghana';
import { nigeriaObligations } from './rules/nigeria';
import type { ResolvedProfile } from './rules/shared';
import { southAfricaObligations } from './rules/south-africa';
import { ukObligations } from './rules/uk';
import { usaObligations } from './rules/usa';
import { NIGERIA_TURNOVER_BANDS } from '@/lib/catalogue/nigeria-annual-returns';

/** The earliest formation date the rules accept (no registry here is older). */
export const EARLIEST_FORMATION = '1900-01-01';
/** The longest window, in years: a guard, far beyond the 24 months the calendar shows. */
export const MAX_WINDOW_YEARS = 100;

export type ProfileField = 'jurisdiction' | 'entity' | 'formed' | 'yearEnd' | 'window' | 'options';
/** What is wrong with the input: a field and a key under `Compliance.issues`. */
export type ProfileIssue = {
  field: ProfileField;
  key:
    | 'jurisdictionInvalid'
    | 'entityInvalid'
    | 'entityNotInJurisdiction'
    | 'formedInvalid'
    | 'formedTooEarly'
    | 'yearEndInvalid'
    | 'windowInvalid'
    | 'windowTooLong'
    | 'optionInvalid';
};

export type ObligationsOutcome =
  { ok: true; obligations: ObligationInstance[] } | { ok: false; issues: ProfileIssue[] };

const isIn = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

const isCount = (value: unknown, min: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

function optionIssues(profile: CompanyProfile): ProfileIssue[] {
  const o = profile.options ?? {};
  const ok =
    (o.llcMembers === undefined || isCount(o.llcMembers, 1)) &&
    (o.llcTaxClassification === undefined ||
      isIn(US_TAX_CLASSIFICATIONS, o.llcTaxClassification)) &&
    (o.delawareFranchiseTaxCents === undefined || isCount(o.delawareFranchiseTaxCents, 0)) &&
    (o.wyomingAssetsCents === undefined || isCount(o.wyomingAssetsCents, 0)) &&
    (o.nigeriaTurnoverBand === undefined || isIn(NIGERIA_TURNOVER_BANDS, o.nigeriaTurnoverBand)) &&
    (o.southAfricaTurnoverBand === undefined ||
      isIn(SOUTH_AFRICA_TURNOVER_BANDS, o.southAfricaTurnoverBand)) &&
    (o.beneficialOwnershipChanges === undefined ||
      (Array.isArray(o.beneficialOwnershipChanges) &&
        o.beneficialOwnershipChanges.every(isIsoDay))) &&
    (o.employer === undefined ||
      (isIsoDay(o.employer.since) &&
        (o.employer.dutiesStart === undefined || isIsoDay(o.employer.dutiesStart))));
  return ok ? [] : [{ field: 'options', key: 'optionInvalid' }];
}

/** Every problem with a profile and window; empty when the rules can run. */
export function profileIssues(profile: CompanyProfile, window: DateWindow): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  const jurisdictionOk = isIn(COMPLIANCE_JURISDICTIONS, profile.jurisdiction);
  if (!jurisdictionOk) issues.push({ field: 'jurisdiction', key: 'jurisdictionInvalid' });
  if (!isIn(COMPLIANCE_ENTITIES, profile.entity))
    issues.push({ field: 'entity', key: 'entityInvalid' });
  else if (
    jurisdictionOk &&
    !ENTITIES_BY_JURISDICTION[profile.jurisdiction].includes(profile.entity)
  )
    issues.push({ field: 'entity', key: 'entityNotInJurisdiction' });
  if (!isIsoDay(profile.formed)) issues.push({ field: 'formed', key: 'formedInvalid' });
  else if (profile.formed < EARLIEST_FORMATION)
    issues.push({ field: 'formed', key: 'formedTooEarly' });
  if (profile.yearEnd !== undefined && !isMonthDay(profile.yearEnd))
    issues.push({ field: 'yearEnd', key: 'yearEndInvalid' });
  if (!isIsoDay(window.from) || !isIsoDay(window.to) || window.from > window.to)
    issues.push({ field: 'window', key: 'windowInvalid' });
  else if (window.to > addMonths(window.from, 12 * MAX_WINDOW_YEARS))
    issues.push({ field: 'window', key: 'windowTooLong' });
  return [...issues, ...optionIssues(profile)];
}

/** How many years before the window's first a yearly rule starts (ResolvedProfile.since). */
const YEARS_BEFORE_WINDOW = 3;

function resolve(profile: CompanyProfile, window: DateWindow): ResolvedProfile {
  return {
    jurisdiction: profile.jurisdiction,
    entity: profile.entity,
    formed: profile.formed,
    yearEnd: profile.yearEnd ?? defaultYearEnd(profile.jurisdiction),
    foreignOwned: profile.foreignOwned ?? false,
    options: profile.options ?? {},
    until: window.to,
    since: yearOf(window.from) - YEARS_BEFORE_WINDOW,
  };
}

function allObligations(profile: ResolvedProfile): ObligationInstance[] {
  switch (profile.jurisdiction) {
    case 'delaware':
    case 'wyoming':
    case 'texas':
      return usaObligations(profile);
    case 'uk':
      return [...ukObligations(profile), ...ukEmployerObligations(profile)];
    case 'canada-federal':
    case 'ontario':
      return canadaObligations(profile);
    case 'nigeria':
      return [...nigeriaObligations(profile), ...nigeriaEmployerObligations(profile)];
    case 'ghana':
      return [...ghanaObligations(profile), ...ghanaEmployerObligations(profile)];
    case 'south-africa':
      return [...southAfricaObligations(profile), ...southAfricaEmployerObligations(profile)];
  }
}

/**
 * In the window when it can be acted on within it: its filing window (from `windowStart`, else the
 * due date itself) meets [from, to]. So an instance due before `from` is left out, and one whose
 * window opens by `to` is in even when it is due after `to`.
 */
export function isInWindow(instance: ObligationInstance, window: DateWindow): boolean {
  return (instance.windowStart ?? instance.dueDate) <= window.to && instance.dueDate >= window.from;
}

export function compareInstances(a: ObligationInstance, b: ObligationInstance): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/**
 * The obligations of `profile` in `window`, sorted by due date (then key). Bad input gives its
 * issues, never an exception: the public tool shows them next to the fields.
 */
export function obligationsFor(profile: CompanyProfile, window: DateWindow): ObligationsOutcome {
  const issues = profileIssues(profile, window);
  if (issues.length > 0) return { ok: false, issues };
  // Rules generate every period starting by the window's end, and some a year beyond it (a
  // return is due months after its period ends), then the window filter keeps what falls in it.
  const resolved = resolve(profile, window);
  const obligations = allObligations(resolved)
    .filter((instance) => isInWindow(instance, window))
    .sort(compareInstances);
  return { ok: true, obligations };
}

/** Days from `today` to the instance's due date: negative once it has passed. */
export function daysUntilDue(
  instance: Pick<ObligationInstance, 'dueDate'>,
  today: IsoDate,
): number {
  return daysBetween(today, instance.dueDate);
}
