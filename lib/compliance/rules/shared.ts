/** What every rule module shares: the resolved company, instance building, money, tax years. */
import type { GovernmentFee } from '@/lib/catalogue/government-fees';
import type { Currency } from '@/lib/catalogue/money';
import { addDays, monthDayIn, nextMonthDay, yearOf, type IsoDate, type MonthDay } from '../dates';
import type {
  ComplianceEntity,
  ComplianceJurisdiction,
  ComplianceOptions,
  FeeDescriptor,
  Filer,
  Money,
  NoteKey,
  ObligationInstance,
  ObligationTitleKey,
  Penalty,
  Period,
  RuleId,
} from '../model';

/** The company as the rules read it: a valid profile, its year end resolved, its options present. */
export type ResolvedProfile = {
  jurisdiction: ComplianceJurisdiction;
  entity: ComplianceEntity;
  formed: IsoDate;
  /** The year end given, else the jurisdiction's default (null where nothing reads it). */
  yearEnd: MonthDay | null;
  foreignOwned: boolean;
  options: ComplianceOptions;
  /** The last day of the window: rules generate no period that starts after it. */
  until: IsoDate;
  /**
   * The first year a yearly rule need generate: a few years before the window opens, since no
   * period is due more than two years after its year (a US tax year's extended return, a UK
   * first accounts period), so earlier years could never reach the window. A company formed
   * in 2016 would otherwise compute ten years of business days for every calendar it is on.
   */
  since: number;
};

/** What a rule states once, for every instance it makes. */
export type RuleSpec = {
  id: RuleId;
  titleKey: ObligationTitleKey;
  sources: readonly string[];
  estimate: boolean;
  filer: Filer | null;
  penalty: Penalty;
  fee: FeeDescriptor;
  noteKey?: NoteKey;
};

type InstanceFields = {
  period: Period;
  dueDate: IsoDate;
  nominalDueDate?: IsoDate;
  windowStart?: IsoDate;
} & Partial<Pick<RuleSpec, 'titleKey' | 'fee' | 'penalty' | 'estimate' | 'noteKey'>>;

export function instance(
  spec: RuleSpec,
  profile: ResolvedProfile,
  fields: InstanceFields,
): ObligationInstance {
  const { period, dueDate, nominalDueDate, windowStart } = fields;
  const noteKey = fields.noteKey ?? spec.noteKey;
  return {
    key: `${spec.id}:${period.key}`,
    ruleId: spec.id,
    jurisdiction: profile.jurisdiction,
    titleKey: fields.titleKey ?? spec.titleKey,
    dueDate,
    ...(nominalDueDate && nominalDueDate !== dueDate ? { nominalDueDate } : {}),
    ...(windowStart ? { windowStart } : {}),
    period,
    fee: fields.fee ?? spec.fee,
    penalty: fields.penalty ?? spec.penalty,
    sources: spec.sources,
    estimate: fields.estimate ?? spec.estimate,
    filer: spec.filer,
    ...(noteKey ? { noteKey } : {}),
  };
}

export function money(amount: number, currency: Currency): Money {
  return { amount, currency };
}

/** A registry's fixed fee (lib/catalogue/government-fees.ts) as an obligation's fee. */
export function fixedFee(fee: GovernmentFee): FeeDescriptor {
  return {
    kind: 'amount',
    money: money(fee.amount, fee.currency),
    confidence: fee.confidence,
    computed: false,
  };
}

export const NO_FEE: FeeDescriptor = { kind: 'none' };

/**
 * The years from `from` (the rule's first year) to the window's last year, both included, less
 * those too early to reach the window (`profile.since`).
 */
export function yearsThrough(
  from: number,
  profile: Pick<ResolvedProfile, 'since' | 'until'>,
): number[] {
  const years: number[] = [];
  for (let year = Math.max(from, profile.since); year <= yearOf(profile.until); year += 1)
    years.push(year);
  return years;
}

/**
 * Financial (tax) years ending on `yearEnd`: the first from formation to the first year end on or
 * after it (a short first year), then successive years; none starting after `until`.
 */
export function financialYears(
  formed: IsoDate,
  yearEnd: MonthDay,
  until: IsoDate,
): { start: IsoDate; end: IsoDate }[] {
  const years: { start: IsoDate; end: IsoDate }[] = [];
  let start = formed;
  let end = nextMonthDay(yearEnd, formed);
  while (start <= until) {
    years.push({ start, end });
    start = addDays(end, 1);
    end = monthDayIn(yearEnd, yearOf(end) + 1);
  }
  return years;
}
