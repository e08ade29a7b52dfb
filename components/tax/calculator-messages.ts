import 'server-only';
import { getMessages } from 'next-intl/server';
import { compileMessages } from '@/lib/i18n/compile-messages';
import type { Locale } from '@/lib/i18n/locales';
import type { CalculatorMessages, CalculatorName } from './calculator-text';

/**
 * What a calculator's client leaf reads: its namespace of TaxCalculators and the shared texts,
 * as ICU messages compiled on the server (lib/i18n/compiled-messages.ts).
 */
export async function calculatorMessages<K extends CalculatorName>(
  locale: Locale,
  name: K,
): Promise<CalculatorMessages<K>> {
  const all = (await getMessages({ locale })).TaxCalculators;
  return compileMessages({ common: all.common, [name]: all[name] }) as CalculatorMessages<K>;
}
