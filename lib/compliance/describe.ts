/**
 * An obligation instance in words, in one language: its title, fee, penalty, note and sources.
 * The public tool's page and the ICS feed (and later the account's calendar and the reminders)
 * draw the same texts from here, so a fee reads the same on the page and in the calendar app.
 */
import { createTranslator } from 'use-intl/core';
import { formatMoney } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import { lookup } from '@/lib/i18n/message';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { FeeDescriptor, Money, ObligationInstance, Penalty } from './model';
import { sourceLink, type SourceLink } from './source-links';

const catalogues = { en, fr } as const;

export type ComplianceTranslator = ReturnType<typeof complianceTranslator>;

const translate = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Compliance' });
/** One per language for the process: a translator keeps the messages it has compiled. */
const translators = new Map<Locale, ReturnType<typeof translate>>();

/** The `Compliance` namespace in `locale`, usable outside React (route handlers, jobs, tests). */
export function complianceTranslator(locale: Locale) {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = translate(locale)));
  return t;
}

/** A band's name: `Compliance.bands.<formula's country>.<band>`. */
const BAND_GROUPS: Partial<Record<string, string>> = {
  nigeriaTurnoverBand: 'nigeria',
  southAfricaTurnoverBand: 'southAfrica',
};

export type FeeBandText = { band: string; onTime: string; late?: string };

export type FeeText = {
  /** One line: the amount, "No government fee", or how the fee is worked out. */
  summary: string;
  /** The fee by band, where the rule lists them (a turnover band not given). */
  bands: FeeBandText[];
};

export type ObligationText = {
  title: string;
  fee: FeeText;
  penalty: string;
  note: string | null;
  /** The rule's sources, each with a link (ids without one are left out). */
  sources: SourceLink[];
};

function money(value: Money, locale: Locale): string {
  return formatMoney(value.amount, value.currency, locale);
}

function moneyArgs(
  values: Readonly<Record<string, Money>> | undefined,
  locale: Locale,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [name, money(value, locale)]),
  );
}

export function feeText(fee: FeeDescriptor, locale: Locale, t: ComplianceTranslator): FeeText {
  switch (fee.kind) {
    case 'none':
      return { summary: t('noFee'), bands: [] };
    case 'amount':
      return { summary: money(fee.money, locale), bands: [] };
    case 'formula': {
      const args = {
        ...moneyArgs(fee.values, locale),
        ...(fee.minimum ? { minimum: money(fee.minimum, locale) } : {}),
      };
      const group = BAND_GROUPS[fee.formula];
      return {
        summary: t(`fees.${fee.formula}`, args),
        bands: (fee.bands ?? []).map((band) => ({
          band: (group && lookup(t, `bands.${group}.${band.band}`)) || band.band,
          onTime: money(band.onTime, locale),
          ...(band.late ? { late: money(band.late, locale) } : {}),
        })),
      };
    }
  }
}

export function penaltyText(penalty: Penalty, locale: Locale, t: ComplianceTranslator): string {
  return t(`penalties.${penalty.key}`, moneyArgs(penalty.values, locale));
}

/** Everything a reader needs to know about one instance, in `locale`. */
export function describeObligation(
  instance: ObligationInstance,
  locale: Locale,
  t: ComplianceTranslator = complianceTranslator(locale),
): ObligationText {
  return {
    title: t(`obligations.${instance.titleKey}`),
    fee: feeText(instance.fee, locale, t),
    penalty: penaltyText(instance.penalty, locale, t),
    note: instance.noteKey ? t(`notes.${instance.noteKey}`) : null,
    sources: instance.sources.flatMap((id) => sourceLink(id) ?? []),
  };
}
