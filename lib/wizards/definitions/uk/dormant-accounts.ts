import { z } from 'zod';
import { dateField, isIsoDate } from '@/lib/validation/dates';
import type { Issue } from '@/lib/validation/issues';
import { checkedBox, requiredText } from '@/lib/validation/text';
import { defineWizard, type DraftData } from '../../steps';
import { packageSubmitterConsent } from '../filer';
import { companyNumberField } from './confirmation-statement';

/**
 * United Kingdom: dormant company accounts (Companies House form AA02, s.441 CA 2006), for a
 * private company limited by shares that did not trade in the period. The balance sheet a dormant
 * company files: called-up share capital not paid, cash at bank and in hand, net assets, which
 * equal the shareholders' funds [S301]. Filed online free of charge [S302]; our fee by package.
 * Sources in docs/sources.md, checked 2026-11-28.
 */

/** An amount in pounds and pence, written with a dot: 100 or 100.50. */
const POUNDS = /^\d{1,12}(\.\d{1,2})?$/;
export const poundsField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(POUNDS, 'amount');

/** Pounds written with a dot as pence (exact: no floating point), or null when not an amount. */
export function pence(value: unknown): number | null {
  if (typeof value !== 'string' || !POUNDS.test(value.trim())) return null;
  const [whole, fraction = ''] = value.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * A dormant company's only assets are the share capital its members have not yet paid and the
 * cash they paid in, so its net assets are their sum [S301].
 */
export function dormantBalanceSheetIssues(all: DraftData): Issue[] {
  const unpaid = pence(all.shareCapitalUnpaid);
  const cash = pence(all.cashAtBank);
  const net = pence(all.netAssets);
  if (unpaid === null || cash === null || net === null || unpaid + cash === net) return [];
  const expected = ((unpaid + cash) / 100).toFixed(2);
  return [{ path: ['netAssets'], key: 'dormantNetAssets', values: { expected } }];
}

/** The period: its last day (the balance sheet date) after its first, at most 18 months on (s.391). */
export function dormantPeriodIssues(all: DraftData): Issue[] {
  const start = typeof all.periodStart === 'string' ? all.periodStart : '';
  const end = typeof all.periodEnd === 'string' ? all.periodEnd : '';
  if (!isIsoDate(start) || !isIsoDate(end)) return [];
  if (end <= start) return [{ path: ['periodEnd'], key: 'periodEndBeforeStart' }];
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y, m - 1 + 18, d)).toISOString().slice(0, 10);
  return end > limit ? [{ path: ['periodEnd'], key: 'periodTooLong' }] : [];
}

const accounts = z.object({
  companyNumber: companyNumberField,
  companyName: requiredText(160),
  periodStart: dateField,
  periodEnd: dateField,
  // AA02 is for a company that did not trade: no income, expenses or bank transactions [S302].
  didNotTrade: checkedBox,
  shareCapitalUnpaid: poundsField,
  cashAtBank: poundsField,
  netAssets: poundsField,
});

const finish = packageSubmitterConsent('GB');

export const ukDormantAccounts = defineWizard(
  'uk-dormant-accounts',
  {
    accounts: {
      schema: accounts,
      cross: (all) => [...dormantPeriodIssues(all), ...dormantBalanceSheetIssues(all)],
      fields: [
        { name: 'companyNumber', kind: 'id', placeholder: '01234567' },
        { name: 'companyName', kind: 'text', autoComplete: 'organization' },
        { name: 'periodStart', kind: 'date' },
        { name: 'periodEnd', kind: 'date' },
        { name: 'didNotTrade', kind: 'checkbox' },
        { name: 'shareCapitalUnpaid', kind: 'money', decimals: true },
        { name: 'cashAtBank', kind: 'money', decimals: true },
        { name: 'netAssets', kind: 'money', decimals: true },
      ],
    },
    package: { schema: z.object(finish.schema), quote: true, fields: [...finish.fields] },
  },
  // No Companies House fee: the quote is our fee alone.
  { quoteOptions: () => ({ ukDormantAccounts: true }) },
);
